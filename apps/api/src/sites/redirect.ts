/** Redirect targets for the login stand-in: only http(s) URLs on configured hosts, never an open redirect. */
export function allowedRedirect(raw: string | undefined, allowedHosts: string[]): URL | null {
  if (!raw || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return allowedHosts.includes(url.host.toLowerCase()) ? url : null;
}

/**
 * Appends `token=<value>` to the query, before any #hash, keeping the other parameters
 * byte-for-byte (re-serialising through URLSearchParams would re-encode them). An existing
 * token parameter is replaced.
 */
export function withToken(url: URL, token: string): string {
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && safeDecode(pair.split("=")[0]!) !== "token");
  kept.push(`token=${encodeURIComponent(token)}`);
  return `${url.origin}${url.pathname}?${kept.join("&")}${url.hash}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}
