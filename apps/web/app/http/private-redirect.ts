/**
 * Headers for a redirect whose URL carries a credential or leads to one (the
 * token hand-off, spec §2 rule 1; the creative-site hand-off with `token`,
 * spec §2 rule 2): `no-store` keeps the URL out of every cache, `no-referrer`
 * keeps it out of the next site's Referer header. A new object per call, so a
 * caller may append (e.g. `Set-Cookie`).
 */
export function privateRedirectHeaders(): Headers {
  return new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
}
