/**
 * 分享 links. Settings travel in the query string (a link reproduces the setup);
 * the user's text only when they choose to include it, and then in the
 * `#fragment`, which browsers never send to a server.
 */

export const INPUT_FRAGMENT_KEY = "input";
/**
 * Longest encoded fragment we put in a link. Browsers accept far more, but
 * chat apps and address bars truncate long links; ~8 KB keeps the link usable
 * (about 2,600 Chinese characters once percent-encoded).
 */
export const MAX_FRAGMENT_CHARS = 8_000;

export type ShareLink = { url: string; includesInput: boolean; tooLong: boolean };

export function buildShareLink(origin: string, pathname: string, search: string, input: string | null): ShareLink {
  const base = `${origin}${pathname}${search}`;
  if (!input) return { url: base, includesInput: false, tooLong: false };
  const fragment = `${INPUT_FRAGMENT_KEY}=${encodeURIComponent(input)}`;
  if (fragment.length > MAX_FRAGMENT_CHARS) return { url: base, includesInput: false, tooLong: true };
  return { url: `${base}#${fragment}`, includesInput: true, tooLong: false };
}

/** The shared text from a location hash (`#input=…`), or null. */
export function readInputFragment(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  for (const part of raw.split("&")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq) !== INPUT_FRAGMENT_KEY) continue;
    try {
      const text = decodeURIComponent(part.slice(eq + 1));
      return text.length > 0 ? text : null;
    } catch {
      return null;
    }
  }
  return null;
}
