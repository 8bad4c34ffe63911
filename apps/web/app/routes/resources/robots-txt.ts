import type { Route } from "./+types/robots-txt";
import { requestInfoContext } from "../../context";

export function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(requestInfoContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /healthz",
    "",
    `Sitemap: ${publicConfig.hosts.adTools}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
