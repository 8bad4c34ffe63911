/**
 * Spec §2 rule 1: a `token` query parameter is a login hand-off (the main
 * site's login and other sibling sites append it). This module only decides;
 * the server middleware answers 302, the client middleware replaces history.
 *
 * Decisions where the spec is silent (README "Session"):
 * - `?token=` and `?token=null` (also with surrounding spaces) are ignored
 *   entirely: nothing stored, URL unchanged (spec §5).
 * - A usable token is trimmed and must look like an RFC 6750 bearer token
 *   (`A–Z a–z 0–9 - . _ ~ + /`, trailing `=`), at most 4096 characters. Spaces,
 *   unicode or control characters cannot travel in an `Authorization` header
 *   (fetch throws on non-Latin-1 header values), so such a value is rejected.
 * - Several `token` parameters: if every usable value is the same, that value
 *   is taken; if they disagree, nothing is stored (we cannot know which one
 *   the sender meant).
 * - Whenever a `token` parameter is not ignored (taken or rejected), every
 *   `token` parameter is stripped from the URL, so credential-like text never
 *   stays in the address bar, the history or a Referer.
 * - The rest of the query keeps its order and its exact original encoding.
 */

export const TOKEN_PARAM = "token";
export const MAX_TOKEN_LENGTH = 4096;
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

export type TokenParamResult =
  /** No `token` parameter, or only empty/`null` ones: do nothing. */
  | { action: "none" }
  /** Store `token`, then go to `search` (the clean query, "" or "?a=b"). */
  | { action: "store"; token: string; search: string }
  /** Store nothing, but still go to the clean `search`. */
  | { action: "strip"; search: string; reason: "invalid" | "too-long" | "conflicting" };

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return null; // malformed percent-encoding
  }
}

/** Removes every `token` parameter from a raw query string, keeping the rest byte for byte. */
export function stripTokenParams(search: string): string {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  const kept = raw.split("&").filter((part) => part !== "" && decode(part.split("=")[0] ?? "") !== TOKEN_PARAM);
  return kept.length ? `?${kept.join("&")}` : "";
}

/** Looks at the query string of a navigation target (`location.search` / `url.search`). */
export function readTokenParam(search: string): TokenParamResult {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  if (!raw) return { action: "none" };
  const values: (string | null)[] = [];
  for (const part of raw.split("&")) {
    const eq = part.indexOf("=");
    const key = decode(eq === -1 ? part : part.slice(0, eq));
    if (key !== TOKEN_PARAM) continue;
    values.push(eq === -1 ? "" : decode(part.slice(eq + 1)));
  }
  if (values.length === 0) return { action: "none" };

  // Empty and `null` values are "no token" (spec §5); malformed encoding is not.
  const meaningful = values.filter((value) => value === null || !isIgnorable(value));
  if (meaningful.length === 0) return { action: "none" };

  const clean = stripTokenParams(search);
  const candidates = new Set<string>();
  for (const value of meaningful) {
    if (value === null) return { action: "strip", search: clean, reason: "invalid" };
    const token = value.trim();
    if (token.length > MAX_TOKEN_LENGTH) return { action: "strip", search: clean, reason: "too-long" };
    if (!BEARER_TOKEN.test(token)) return { action: "strip", search: clean, reason: "invalid" };
    candidates.add(token);
  }
  if (candidates.size > 1) return { action: "strip", search: clean, reason: "conflicting" };
  const [token] = candidates;
  return { action: "store", token: token!, search: clean };
}

/** Whether a stored token (cookie, localStorage) can be sent as a bearer token at all. */
export function isUsableToken(token: string | null | undefined): token is string {
  return typeof token === "string" && token.length <= MAX_TOKEN_LENGTH && BEARER_TOKEN.test(token) && token !== "null";
}

function isIgnorable(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === "" || trimmed === "null";
}
