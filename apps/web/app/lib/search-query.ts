/**
 * The `q` search parameter shared by 首页 and 工具大全. The stand-in accepts
 * 1–50 characters; rather than letting it answer 400, we check here so the
 * page can say what is wrong and keep the visitor's text in the box.
 */
export const MAX_QUERY_LENGTH = 50;

export type ParsedQuery =
  | { q: string; error: null }
  /** `q` is what the visitor typed (kept for the input); `error` is Chinese copy for the page. */
  | { q: string; error: string };

export function parseSearchQuery(raw: string | null | undefined): ParsedQuery {
  // Collapse runs of whitespace (incl. full-width spaces) the way a person means them.
  const q = (raw ?? "").replace(/[\s\u3000]+/g, " ").trim();
  if ([...q].length > MAX_QUERY_LENGTH) {
    return { q, error: `搜索词太长了，请控制在 ${MAX_QUERY_LENGTH} 个字以内` };
  }
  return { q, error: null };
}

/** Builds `?a=1&b=2` from the non-empty entries, in the given order; "" when nothing is left. */
export function buildSearch(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
