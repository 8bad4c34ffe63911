import { redirect, replace, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { getBrowserConfig } from "../lib/browser-config";
import { notify } from "../lib/notify";
import { runRouteMiddleware } from "./route-middleware";
import { getToken } from "../session/browser-session";
import { matchRouteRules, resolveRuleRedirect } from "./route-rules";

export const ROUTE_MIDDLEWARE_ERROR_TEXT = "页面暂时无法打开（路由中间件配置错误）";

/**
 * Spec §2 rules 3–4 on client navigations, from the rule table shipped with
 * the build (routing/route-rules.ts). An external redirect is a full page load;
 * an internal one an in-app replace navigation.
 *
 * A failing named middleware (e.g. an unknown name) aborts the navigation:
 * the visitor stays where they were, the error is logged and a toast says so.
 * The original failed silently here.
 */
export const routeRulesClientMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ url }) => {
  const rule = matchRouteRules(url.pathname);
  if (!rule.redirect && rule.middleware.length === 0) return;
  const config = getBrowserConfig();
  try {
    await runRouteMiddleware(rule.middleware, { url, token: getToken(), config, side: "client" });
  } catch (error) {
    if (error instanceof Response) throw error; // a middleware's own redirect
    console.error(error);
    notify({ type: "error", message: ROUTE_MIDDLEWARE_ERROR_TEXT });
    abortNavigation(url);
    throw error; // no committed page to return to: let the error boundary show it
  }
  if (rule.redirect) {
    const target = resolveRuleRedirect(rule.redirect.to, url, [
      config.hosts.adTools,
      config.hosts.main,
      config.hosts.creative,
    ]);
    if (!target) {
      console.error(`[route-rules] 已拒绝不在允许列表中的跳转目标：${rule.redirect.to}`);
      return;
    }
    // Same origin as this tab counts as internal even if configured differently.
    if (target.external && new URL(target.href).origin !== window.location.origin) throw redirect(target.href);
    const href = target.external ? stripOrigin(target.href) : target.href;
    throw replace(href);
  }
};

/**
 * React Router has no "cancel" for a navigation in middleware; redirecting to
 * the committed location (replace) leaves the visitor, the URL and history
 * as they were. Skipped when the committed location is the target itself
 * (e.g. a Back into a broken page), which would loop.
 */
function abortNavigation(target: URL): void {
  // React Router internal (7.18): the browser router as `window.__reactRouterDataRouter`, falling back to
  // `location` without it; guarded by e2e/session.spec.ts (the broken-middleware navigation stays put).
  const router = (
    window as unknown as {
      __reactRouterDataRouter?: { state: { location: { pathname: string; search: string; hash: string } } };
    }
  ).__reactRouterDataRouter;
  const current = router?.state.location ?? window.location;
  const currentHref = current.pathname + current.search + current.hash;
  if (currentHref === target.pathname + target.search + target.hash) return;
  throw replace(currentHref);
}

function stripOrigin(href: string): string {
  const url = new URL(href);
  return url.pathname + url.search + url.hash;
}
