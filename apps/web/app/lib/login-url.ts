/**
 * Spec §2 (and §6: only logged in or not is visible): 登录 goes to the main site's login page with the
 * current URL as the return target; the main site comes back with `?token=`
 * and rule 1 completes the loop.
 */
import type { PublicConfig } from "./public-config";

/** Query parameter the main site reads the return target from. */
export const LOGIN_REDIRECT_PARAM = "redirect";

/**
 * `returnTo` is the current URL (`location.href` in the browser, the request
 * URL on the server) or a path, resolved against the configured site origin.
 * Only http(s) targets pass; anything else (javascript:, data:, unparsable)
 * falls back to /home. The main site checks the target against its own
 * allow-list before sending anyone back. A stale `token` parameter is dropped
 * from the return target: the login appends a fresh one.
 */
export function buildLoginUrl(config: Pick<PublicConfig, "hosts" | "loginPath">, returnTo: string): string {
  const siteOrigin = new URL(config.hosts.adTools).origin;
  let back: URL;
  try {
    back = new URL(returnTo, siteOrigin);
    if (back.protocol !== "http:" && back.protocol !== "https:") back = new URL("/home", siteOrigin);
  } catch {
    back = new URL("/home", siteOrigin);
  }
  back.searchParams.delete("token");
  const login = new URL(new URL(config.hosts.main).origin);
  login.pathname = config.loginPath;
  login.searchParams.set(LOGIN_REDIRECT_PARAM, back.href);
  return login.href;
}
