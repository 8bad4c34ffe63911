import { redirect } from "react-router";
import type { Route } from "./+types/creative-handoff";
import { requestInfoContext } from "../context";
import { readCookie } from "../lib/cookies";
import { buildCreativeUrl } from "../lib/creative-url";

/**
 * Splat route: spec §2 rule 2. Not a 404 — any path this site does not know
 * belongs to the sibling creative site.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(requestInfoContext);
  const url = new URL(request.url);
  const token = readCookie(request.headers.get("cookie"), "token");
  const target = buildCreativeUrl(publicConfig.hosts.creative, url, { token, channel: publicConfig.channel });
  throw redirect(target, { status: 302, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

export default function CreativeHandoff() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-xl font-bold">正在前往创意设计站…</h1>
    </div>
  );
}
