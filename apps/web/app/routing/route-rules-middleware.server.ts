import { redirect, type MiddlewareFunction } from "react-router";
import { requestInfoContext, sessionContext } from "../context";
import { localHref } from "../lib/local-href";
import { runRouteMiddleware } from "./route-middleware";
import { matchRouteRules, resolveRuleRedirect } from "./route-rules";

/**
 * Spec §2 rules 3–4 on server requests (documents and client data requests):
 * named middleware first, then the rule's redirect with its own status. An
 * unknown middleware name throws: a document request becomes the 500 page.
 */
export const routeRulesMiddleware: MiddlewareFunction<Response> = async ({ url, context }) => {
  const rule = matchRouteRules(url.pathname);
  if (!rule.redirect && rule.middleware.length === 0) return;
  const { publicConfig } = context.get(requestInfoContext);
  // The target as seen on the configured site origin, not the Host header.
  const target = new URL(localHref(url.pathname, url.search), publicConfig.hosts.adTools);
  await runRouteMiddleware(rule.middleware, {
    url: target,
    token: context.get(sessionContext).token,
    config: publicConfig,
    side: "server",
  });
  if (!rule.redirect) return;
  const resolved = resolveRuleRedirect(rule.redirect.to, { search: url.search, hash: "" }, [
    publicConfig.hosts.adTools,
    publicConfig.hosts.main,
    publicConfig.hosts.creative,
  ]);
  if (!resolved) {
    console.error(`[route-rules] 已拒绝不在允许列表中的跳转目标：${rule.redirect.to}`);
    return;
  }
  throw redirect(resolved.href, rule.redirect.status);
};
