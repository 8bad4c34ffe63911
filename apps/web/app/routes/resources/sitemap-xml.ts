import type { Route } from "./+types/sitemap-xml";
import { requestInfoContext } from "../../context";

const SCREENS = ["/home", "/tools-index", "/template-community", "/vip"];

export function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(requestInfoContext);
  const urls = SCREENS.map((path) => `  <url><loc>${publicConfig.hosts.adTools}${path}</loc></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
