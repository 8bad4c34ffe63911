/**
 * Named route middleware (spec §2 rule 4): functions a route rule can name
 * (routing/route-rules.ts). They run on server requests and on client
 * navigations with the same arguments; to send the visitor elsewhere they
 * throw a `redirect()` (an absolute URL on another site means a full page
 * load in the browser, a 302 on the server).
 *
 * A name that is not in the registry throws
 * `Unknown route middleware: '<name>'.` (Nuxt's production message). All
 * names are checked before any of them runs, so a bad rule never half-runs.
 */
import { redirect } from "react-router";
import { buildLoginUrl, LOGIN_REDIRECT_PARAM } from "../lib/login-url";
import type { PublicConfig } from "../lib/public-config";
import { hasControlCharacters } from "../lib/control-characters";

export interface RouteMiddlewareArgs {
  /** The navigation target (absolute; on the server the request URL without framework details). */
  url: URL;
  /** The held login token, or null when anonymous. */
  token: string | null;
  config: PublicConfig;
  side: "server" | "client";
}

export type NamedRouteMiddleware = (args: RouteMiddlewareArgs) => void | Promise<void>;

export const routeMiddleware: Readonly<Record<string, NamedRouteMiddleware>> = {
  /** Members only: anonymous visitors go to the main-site login and come back here. */
  auth({ url, token, config }) {
    if (!token) throw redirect(buildLoginUrl(config, url.href));
  },
  /**
   * `/login` on this site: the main-site login, returning to `?redirect=` (a
   * path on this site) or /home. Already logged in: straight to that target.
   */
  login({ url, token, config }) {
    const back = url.searchParams.get(LOGIN_REDIRECT_PARAM);
    const target =
      back && /^\/(?![/\\])/.test(back) && !hasControlCharacters(back) && !back.includes("\\") ? back : "/home";
    if (token) throw redirect(target);
    throw redirect(buildLoginUrl(config, new URL(target, url.origin).href));
  },
};

/** A plain `Error` to callers (name "Error", like Nuxt's), recognisable by class. */
export class UnknownRouteMiddlewareError extends Error {
  readonly middlewareName: string;
  constructor(name: string) {
    super(`Unknown route middleware: '${name}'.`);
    this.middlewareName = name;
  }
}

export function resolveRouteMiddleware(
  names: readonly string[],
  registry: Readonly<Record<string, NamedRouteMiddleware>> = routeMiddleware,
): NamedRouteMiddleware[] {
  return names.map((name) => {
    // Own properties only: `toString`, `__proto__` and friends are not middleware.
    if (!Object.prototype.hasOwnProperty.call(registry, name) || typeof registry[name] !== "function") {
      throw new UnknownRouteMiddlewareError(name);
    }
    return registry[name]!;
  });
}

export async function runRouteMiddleware(
  names: readonly string[],
  args: RouteMiddlewareArgs,
  registry: Readonly<Record<string, NamedRouteMiddleware>> = routeMiddleware,
): Promise<void> {
  for (const middleware of resolveRouteMiddleware(names, registry)) await middleware(args);
}
