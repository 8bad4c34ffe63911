/**
 * Spec §2 rule 2: unknown paths leave for the creative site with the same
 * path, query and hash, plus token and channel marker when logged in.
 *
 * The target is built on a URL object whose origin is fixed first, and the
 * path is only ever assigned through the `pathname` setter: whatever the path
 * holds (`//evil.example`, `/\evil`, `/%2F%2Fevil`, `/@evil`, control
 * characters), it cannot change scheme, host or port.
 */
import { stripControlCharacters } from "./control-characters";
export interface CreativeTarget {
  pathname: string;
  search: string;
  hash: string;
}

/** Longest URL we hand out; beyond this, proxies and servers reject the request line. */
export const MAX_HANDOFF_URL_LENGTH = 8000;

export function buildCreativeUrl(
  creativeOrigin: string,
  target: CreativeTarget,
  session: { token?: string | null; channel: { param: string; value: string } },
): string {
  const origin = new URL(creativeOrigin).origin;
  const url = new URL(origin);
  // Strip ASCII control characters (tabs, newlines) the way browsers do, and
  // make sure the path starts with exactly one slash so it stays a path.
  const cleanPath = stripControlCharacters(target.pathname);
  url.pathname = "/" + cleanPath.replace(/^[/\\]+/, "");
  const params = new URLSearchParams(stripControlCharacters(target.search));
  if (session.token) {
    params.delete("token");
    params.delete(session.channel.param);
    params.append("token", session.token);
    params.append(session.channel.param, session.channel.value);
  }
  const query = params.toString();
  url.search = query ? `?${query}` : "";
  url.hash = stripControlCharacters(target.hash);
  let href = url.href;
  if (href.length > MAX_HANDOFF_URL_LENGTH) {
    // Keep the session hand-off and drop what no server would accept anyway.
    url.hash = "";
    url.pathname = "/" + cleanPath.replace(/^[/\\]+/, "").slice(0, 2048);
    href = url.href;
  }
  if (new URL(href).origin !== origin) throw new Error("creative hand-off left its origin");
  return href;
}
