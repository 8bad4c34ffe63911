/**
 * Whole-page cache for anonymous document requests (docs/decisions/004-anonymous-page-cache.md).
 *
 * Most page views are anonymous and identical for every visitor without a
 * session, so a page rendered once is served again for a few seconds
 * (`freshMs`), then, while one background render replaces it, for a while
 * longer (`staleMs`, stale-while-revalidate). What is kept is the finished
 * HTML split at the render's CSP nonce: each response joins the parts with
 * its own fresh nonce, so no two responses share one.
 *
 * This module is pure bookkeeping (what may be cached, keys, LRU by bytes,
 * freshness); `page-cache-handler.ts` wires it into the request path.
 */

export type PageCacheState = "hit" | "stale" | "miss" | "bypass";

export interface CachedPage {
  /** Response headers the app set (not the per-response security headers). */
  headers: [string, string][];
  /** The HTML split at the render's nonce: `parts.join(nonce)` is the page. */
  parts: string[];
  /** Memory the entry holds (UTF-16 string length × 2, plus the key and headers). */
  bytes: number;
  storedAt: number;
}

export interface PageCacheOptions {
  /** How long a stored page is served as is. */
  freshMs: number;
  /** How much longer it may be served while a background render replaces it. */
  staleMs: number;
  /** Memory bound for all entries together; the least recently used go first. */
  maxBytes: number;
  maxEntries: number;
  /** Clock, for tests. */
  now?: () => number;
}

export interface PageCache {
  /** The entry for `key` and whether it is still fresh; expired entries are dropped. */
  get(key: string): { state: "hit" | "stale"; page: CachedPage } | undefined;
  /** Stores a rendered page; pages larger than an eighth of the budget are not kept. */
  set(key: string, html: string, nonce: string, headers: [string, string][]): boolean;
  /**
   * Claims the one background render of `key`; false while another runs.
   * Call `release(key)` when it ends, whatever the outcome.
   */
  claim(key: string): boolean;
  release(key: string): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createPageCache({ freshMs, staleMs, maxBytes, maxEntries, now = Date.now }: PageCacheOptions): PageCache {
  if (!(freshMs > 0)) throw new RangeError("page cache: freshMs must be > 0");
  if (!(staleMs >= 0)) throw new RangeError("page cache: staleMs must be ≥ 0");
  if (!(maxBytes > 0 && Number.isInteger(maxEntries) && maxEntries > 0)) throw new RangeError("page cache: bounds must be positive");

  // A Map iterates in insertion order: re-inserting on every read keeps the
  // least recently used entry first, the one to evict.
  const entries = new Map<string, CachedPage>();
  const revalidating = new Set<string>();
  let total = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (age >= freshMs + staleMs) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return { state: age < freshMs ? "hit" : "stale", page: entry };
    },
    set(key, html, nonce, headers) {
      const parts = nonce ? html.split(nonce) : [html];
      const bytes = 2 * (html.length + key.length) + headers.reduce((sum, [name, value]) => sum + 2 * (name.length + value.length), 0);
      remove(key);
      // One page must not push out most of the others.
      if (bytes > maxBytes / 8) return false;
      entries.set(key, { headers, parts, bytes, storedAt: now() });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes && entries.size <= maxEntries) break;
        remove(oldest);
      }
      return true;
    },
    claim(key) {
      if (revalidating.has(key)) return false;
      revalidating.add(key);
      return true;
    },
    release(key) {
      revalidating.delete(key);
    },
    delete: remove,
    clear() {
      entries.clear();
      total = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
}

/** Document paths whose anonymous HTML is the same for everyone: the four screens and tool pages. */
const PAGE_PATH = /^\/(?:home|tools-index|template-community|vip|tools\/[a-z0-9][a-z0-9-]{0,59})?$/;

export function isCacheablePath(pathname: string): boolean {
  return PAGE_PATH.test(pathname);
}

/**
 * Whether this request may be answered from (and fill) the cache. Never for a
 * visitor with a session (any `token` cookie, usable or not: the session
 * middleware decides what it means), a token hand-off (`?token=`, answered
 * with a redirect that sets the cookie), or anything but a plain GET.
 */
export function mayUseCache(method: string, url: URL, cookieHeader: string | undefined): boolean {
  if (method !== "GET") return false;
  if (!isCacheablePath(url.pathname)) return false;
  if (url.searchParams.has("token")) return false;
  if (cookieHeader && /(?:^|;)\s*token=/.test(cookieHeader)) return false;
  return true;
}

/**
 * The cache key: build id, origin, path and the query with its parameters in
 * a stable order (pages read parameters by name, so `?a=1&b=2` and
 * `?b=2&a=1` are the same page) and one encoding (`%20` and `+`).
 * React Router's own data requests (`.data`, `_routes`) never get here: their
 * paths are not pages.
 */
export function pageCacheKey(buildId: string, url: URL): string {
  const params = [...url.searchParams];
  // Stable sort: repeated parameters keep their order.
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${buildId} ${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}
