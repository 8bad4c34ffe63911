import { redirect, type MiddlewareFunction } from "react-router";
import { requestInfoContext } from "../context";
import { privateRedirectHeaders } from "../http/private-redirect";
import { setTokenCookieHeader } from "./server-session.server";
import { localHref } from "../lib/local-href";
import { readTokenParam } from "./token-param";

/**
 * Spec §2 rule 1 on server requests: `?token=` becomes the `token` cookie and
 * the visitor is sent to the same URL without it. The Location carries no
 * fragment, so the browser keeps the original one (`#plans` survives; the
 * server never sees it). `no-store` keeps the token URL out of caches;
 * `no-referrer` keeps it out of Referer headers. The page stores the token in
 * localStorage on hydration (root `App`, from the cookie).
 */
export const tokenParamMiddleware: MiddlewareFunction<Response> = ({ url, context }) => {
  const result = readTokenParam(url.search);
  if (result.action === "none") return;
  const headers = privateRedirectHeaders();
  if (result.action === "store") {
    headers.append("Set-Cookie", setTokenCookieHeader(result.token, context.get(requestInfoContext).secure));
  }
  throw redirect(localHref(url.pathname, result.search), { status: 302, headers });
};
