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
 * Each part is also kept gzip-compressed once, as a raw deflate segment that
 * ends on a byte boundary: a response to a browser is those segments with
 * the nonce between them as a stored (uncompressed) block, wrapped in a gzip
 * header and trailer (RFC 1951 §3.2.4, RFC 1952). Serving a page then costs
 * a CRC over its bytes instead of compressing it again, and no per-response
 * compressor state (256 KB each) is held.
 *
 * This module is the bookkeeping (what may be cached, keys, LRU by bytes,
 * freshness) and the bodies; `page-cache-handler.ts` wires it into the
 * request path.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";
import { TOKEN_COOKIE } from "../app/session/browser-session";
import { TOKEN_PARAM } from "../app/session/token-param";

export type PageCacheState = "hit" | "stale" | "miss" | "bypass";

export interface CachedPage {
  /** Response headers the app set (not the per-response security headers). */
  headers: [string, string][];
  /** The HTML (UTF-8) split at the render's nonce: the parts joined by a nonce are the page. */
  parts: Buffer[];
  /** Each part as raw deflate, ending with a sync flush (byte-aligned, not final). */
  deflated: Buffer[];
  /** Each part's CRC-32 and the operator that shifts a CRC past the part's length (crc32Combine). */
  crcs: { crc: number; shift: number }[];
  /** Memory the entry holds (both forms, the key and the headers). */
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

export function createPageCache({
  freshMs,
  staleMs,
  maxBytes,
  maxEntries,
  now = Date.now,
}: PageCacheOptions): PageCache {
  if (!(freshMs > 0)) throw new RangeError("page cache: freshMs must be > 0");
  if (!(staleMs >= 0)) throw new RangeError("page cache: staleMs must be ≥ 0");
  if (!(maxBytes > 0 && Number.isInteger(maxEntries) && maxEntries > 0))
    throw new RangeError("page cache: bounds must be positive");

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
      const parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part, "utf8"));
      remove(key);
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      // One page must not push out most of the others (checked before compressing it).
      if (size > maxBytes / 8) return false;
      const deflated = parts.map((part) =>
        deflateRawSync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
      );
      const bytes =
        size +
        deflated.reduce((sum, part) => sum + part.length, 0) +
        2 * key.length +
        headers.reduce((sum, [name, value]) => sum + 2 * (name.length + value.length), 0);
      const crcs = parts.map((part) => ({ crc: crc32OfPart(part), shift: crcShift(part.length) }));
      entries.set(key, { headers, parts, deflated, crcs, bytes, storedAt: now() });
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

/** The page as rendered, with `nonce` in place of the render's. */
export function identityBody(page: CachedPage, nonce: string): Buffer {
  const between = Buffer.from(nonce, "utf8");
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [between, part])));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]); // deflate, no name, mtime 0, Unix
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]); // BFINAL, fixed Huffman, end of block

/** A stored block (RFC 1951 §3.2.4); the segment before it ended on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

/*
 * CRC-32 of a concatenation from the CRCs of its pieces (zlib's crc32_combine: multmodp and x2nmodp in
 * crc32.c). A stored page's parts never change, so their CRCs are taken once; each response then only
 * shifts the running CRC past each part instead of reading the page's ~80 KB again.
 */
const CRC_POLY = 0xedb88320;
/** a(x) · b(x) modulo the CRC polynomial (reflected bit order, like the CRC itself). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}
/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N = (() => {
  const table = new Uint32Array(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let k = 1; k < 32; k++) table[k] = p = multModP(p, p);
  return table;
})();
/** The operator that moves a CRC past `bytes` more bytes: x^(8·bytes) modulo the polynomial. */
export function crcShift(bytes: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31]!, p);
  return p;
}
/** crc32(a ‖ b) from crc32(a), crc32(b) and crcShift(b.length). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
// zlib's crc32() answers 0 for a buffer with no memory behind it (an empty part), which is also right.
const crc32OfPart = (part: Buffer) => (part.length > 0 ? crc32(part) : 0);

/** The same page gzip-encoded, from the parts compressed when it was stored. */
export function gzipBody(page: CachedPage, nonce: string): Buffer {
  const between = Buffer.from(nonce, "utf8");
  const nonceBlock = storedBlock(between);
  const nonceCrc = crc32OfPart(between);
  const nonceShift = crcShift(between.length);
  let crc = 0;
  let size = 0;
  const pieces: Buffer[] = [GZIP_HEADER];
  page.parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(nonceBlock);
      crc = crc32Combine(crc, nonceCrc, nonceShift);
      size += between.length;
    }
    pieces.push(page.deflated[i]!);
    crc = crc32Combine(crc, page.crcs[i]!.crc, page.crcs[i]!.shift);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
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
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*${TOKEN_COOKIE}=`);

export function mayUseCache(method: string, url: URL, cookieHeader: string | undefined): boolean {
  if (method !== "GET") return false;
  if (!isCacheablePath(url.pathname)) return false;
  if (url.searchParams.has(TOKEN_PARAM)) return false;
  if (cookieHeader && SESSION_COOKIE.test(cookieHeader)) return false;
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
