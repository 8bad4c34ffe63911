/**
 * Route rules (spec §2 rule 3): the one table that maps path patterns to a
 * redirect and/or named route middleware (route-middleware.ts).
 *
 * Where the table is applied:
 * - server: `route-rules-middleware.server.ts` on every request (document and
 *   data); a redirect answers with the rule's status;
 * - browser: `route-rules-middleware.client.ts` on every client navigation.
 *   The browser bundle imports this same module, so the client's lookup is a
 *   versioned manifest shipped with the build: it is looked up synchronously
 *   (no request per navigation) and can never disagree with the server of the
 *   same deploy; a deploy with new rules reaches open tabs through the
 *   build-update reload (spec §4). Nothing secret belongs here.
 *
 * Patterns: an exact path (`/tools`; a trailing slash also matches), or a
 * prefix ending in `/**` (`/legacy/**` matches `/legacy` and everything
 * below). Several matching rules merge: middleware names run least specific
 * first (duplicates dropped); the most specific redirect wins.
 *
 * A redirect `to` is a path on this site or an absolute URL on one of the
 * configured sites (main, creative, this one); other hosts are refused at
 * run time. The visitor's query and hash are carried over unless `to` has
 * its own. Middleware runs before the redirect, so a rule can guard one.
 */
import { hasControlCharacters, stripControlCharacters } from "../lib/control-characters";

export interface RouteRule {
  redirect?: { to: string; status: 301 | 302 | 307 | 308 };
  middleware?: string[];
}

export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  // Legacy paths of the old site (bookmarks, search engines): permanent moves.
  "/tools": { redirect: { to: "/tools-index", status: 301 } },
  "/tool": { redirect: { to: "/tools-index", status: 301 } },
  "/templates": { redirect: { to: "/template-community", status: 301 } },
  "/template": { redirect: { to: "/template-community", status: 301 } },
  "/member": { redirect: { to: "/vip", status: 301 } },
  "/members": { redirect: { to: "/vip", status: 301 } },
  "/index": { redirect: { to: "/home", status: 301 } },
  // The old personal centre showed the membership: members only, then /vip.
  "/user-center/**": { middleware: ["auth"], redirect: { to: "/vip", status: 302 } },
  // People type /login: send them to the main site's login and back.
  "/login": { middleware: ["login"] },
  // Test builds only (`npm run build:e2e`, i.e. `react-router build --mode e2e`;
  // Vite replaces the mode at build time, so `npm run build` ships no trace of
  // it): names a middleware that does not exist, so e2e/session.spec.ts can
  // prove the failure is a 500 page on first load and a toast on client
  // navigation (spec §2 rule 4).
  ...(import.meta.env.MODE === "e2e"
    ? { "/__e2e/broken-middleware": { middleware: ["__e2e-missing-middleware"] } }
    : {}),
};

export interface MatchedRule {
  redirect?: RouteRule["redirect"];
  middleware: string[];
}

/** Pattern → specificity (higher = more specific), or -1 when it does not match. */
function specificity(pattern: string, pathname: string): number {
  if (pattern.endsWith("/**")) {
    const prefix = pattern.slice(0, -3);
    return pathname === prefix || pathname.startsWith(prefix + "/") ? prefix.length : -1;
  }
  return pathname === pattern ? 100_000 + pattern.length : -1;
}

/**
 * Normalises the request path the way the rules are written: one leading
 * slash, no trailing slash, percent-decoded (so `/%74ools` cannot dodge a
 * rule that `/tools` meets), control characters and repeated slashes removed.
 */
export function normaliseRulePath(pathname: string): string {
  let path = pathname;
  try {
    // decodeURIComponent, not decodeURI: `%2F` must not dodge a rule either.
    path = decodeURIComponent(path);
  } catch {
    /* malformed escapes: match on the raw text */
  }
  path = stripControlCharacters(path)
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/");
  if (!path.startsWith("/")) path = "/" + path;
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

export function matchRouteRules(
  pathname: string,
  rules: Readonly<Record<string, RouteRule>> = ROUTE_RULES,
): MatchedRule {
  const path = normaliseRulePath(pathname);
  const hits = Object.entries(rules)
    .map(([pattern, rule]) => ({ rule, score: specificity(pattern, path) }))
    .filter((hit) => hit.score >= 0)
    .sort((a, b) => a.score - b.score);
  const middleware: string[] = [];
  let redirect: RouteRule["redirect"];
  for (const { rule } of hits) {
    for (const name of rule.middleware ?? []) if (!middleware.includes(name)) middleware.push(name);
    if (rule.redirect) redirect = rule.redirect;
  }
  return { redirect, middleware };
}

/**
 * The absolute or root-relative URL a rule redirect sends the visitor to, or
 * null when the target is not allowed (a host that is not one of ours).
 * `current` is the navigation target; its query and hash are kept unless the
 * rule's target has its own.
 */
export function resolveRuleRedirect(
  to: string,
  current: { search: string; hash: string },
  allowedOrigins: readonly string[],
): { href: string; external: boolean } | null {
  if (/^[/\\]{2}/.test(to) || hasControlCharacters(to) || to.includes("\\")) return null;
  if (to.startsWith("/")) {
    const target = new URL(to, "http://placeholder.invalid");
    return {
      href: target.pathname + (target.search || current.search) + (target.hash || current.hash),
      external: false,
    };
  }
  let target: URL;
  try {
    target = new URL(to);
  } catch {
    return null;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return null;
  const allowed = allowedOrigins.map((origin) => new URL(origin).origin);
  if (!allowed.includes(target.origin)) return null;
  if (!target.search) target.search = current.search;
  if (!target.hash) target.hash = current.hash;
  return { href: target.href, external: true };
}
