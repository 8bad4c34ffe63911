/**
 * Files browsers and crawlers ask for by themselves. They are answers of
 * this site (the real file from public/, a resource route, or a 404), never
 * handed to the creative site by the unknown-path rule (spec §2 rule 2):
 * sending a crawler's robots.txt or a browser's icon probe to another site
 * would leak the session token into those requests and confuse both sites.
 */
const BROWSER_FILES = [
  /^\/favicon[^/]*\.(ico|png|svg)$/i,
  /^\/apple-touch-icon[^/]*\.png$/i,
  /^\/android-chrome[^/]*\.png$/i,
  /^\/mstile[^/]*\.png$/i,
  /^\/(site\.webmanifest|manifest\.json|manifest\.webmanifest|browserconfig\.xml)$/i,
  /^\/(robots\.txt|humans\.txt|ads\.txt|app-ads\.txt|security\.txt|crossdomain\.xml)$/i,
  /^\/sitemap[^/]*\.xml(\.gz)?$/i,
  /^\/\.well-known(\/|$)/i,
];

export function isBrowserFile(pathname: string): boolean {
  return BROWSER_FILES.some((pattern) => pattern.test(pathname));
}
