import { data, redirect, redirectDocument } from "react-router";
import type { Route } from "./+types/creative-handoff";
import { requestInfoContext, sessionContext } from "../../context";
import { getBrowserConfig } from "../../lib/browser-config";
import { privateRedirectHeaders } from "../../http/private-redirect";
import { isBrowserFile } from "./browser-files";
import { buildCreativeUrl } from "../../lib/creative-url";
import { getToken } from "../../session/browser-session";

/**
 * Splat route: spec §2 rule 2. Not a 404 — any path this site does not know
 * belongs to the sibling creative site, with the same path, query and hash,
 * plus token and channel marker when a token is held. Exceptions: files a
 * browser asks for by itself (browser-files.ts) get this site's 404.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: on client data requests the latter ends in `.data`.
  if (isBrowserFile(url.pathname)) throw data(null, { status: 404 });
  const { publicConfig } = context.get(requestInfoContext);
  const token = context.get(sessionContext).token;
  // The server never sees the hash; the browser re-applies it to a Location without one.
  const target = buildCreativeUrl(
    publicConfig.hosts.creative,
    { pathname: url.pathname, search: url.search, hash: "" },
    {
      token,
      channel: publicConfig.channel,
    },
  );
  throw redirect(target, { status: 302, headers: privateRedirectHeaders() });
}

/**
 * Client navigation: a full page load to the creative site, with the token
 * from storage or state (spec §3), and the hash, which only the browser knows.
 */
export async function clientLoader({ url }: Route.ClientLoaderArgs) {
  // A browser file is not a page of the app: load it as a document (the real file or the server's 404).
  if (isBrowserFile(url.pathname)) throw redirectDocument(url.pathname + url.search);
  const config = getBrowserConfig();
  const target = buildCreativeUrl(config.hosts.creative, url, { token: getToken(), channel: config.channel });
  // An absolute URL on another origin: React Router leaves the app with a document load.
  throw redirect(target);
}

export default function CreativeHandoff() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-xl font-bold">正在前往创意设计站…</h1>
    </div>
  );
}
