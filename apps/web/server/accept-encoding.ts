/**
 * What a request's Accept-Encoding header accepts, read once for the whole server: the build's
 * precompressed files (static-assets.ts) and the cached pages' gzip (page-cache.ts) both ask it.
 */
export type Encoding = "br" | "gzip" | "identity";

/** Not named by the header, identity is still acceptable but comes after any coding the header named. */
const IMPLICIT_IDENTITY = 0.001;

/**
 * The q-value the Accept-Encoding header gives each of our encodings (0: not acceptable). `identity`
 * is acceptable unless the header refuses it (`identity;q=0`, or `*;q=0` without naming it); not
 * named, it comes last (IMPLICIT_IDENTITY), after any coding the browser named.
 */
export function acceptedEncodings(header: string | undefined): Record<Encoding, number> {
  const q = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let value = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) value = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    q.set(name.trim(), value);
  }
  const star = q.get("*");
  const of = (name: string, fallback: number) => q.get(name) ?? star ?? fallback;
  return {
    br: of("br", 0),
    gzip: of("gzip", 0) || (q.get("x-gzip") ?? 0),
    identity: q.get("identity") ?? (star === 0 ? 0 : IMPLICIT_IDENTITY),
  };
}

/** Whether the client takes gzip (q > 0, or `*` with q > 0 when gzip is not named). */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptedEncodings(header).gzip > 0;
}
