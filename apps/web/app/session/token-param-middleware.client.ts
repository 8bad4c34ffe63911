import { redirect, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { localHref } from "../lib/local-href";
import { setToken } from "./browser-session";
import { readTokenParam } from "./token-param";
import { refreshUser } from "./user-session";

/**
 * Spec §2 rule 1 on client navigations: store the token (localStorage,
 * cookie, state), fetch the user info, then go to the same path with the rest
 * of the query and the hash. The redirect happens before the navigation
 * commits, so the token URL never becomes a history entry: Back returns to
 * the page the visitor came from.
 */
export const tokenParamClientMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ url }) => {
  const result = readTokenParam(url.search);
  if (result.action === "none") return;
  if (result.action === "store") {
    setToken(result.token);
    await refreshUser();
  }
  throw redirect(localHref(url.pathname, result.search, url.hash));
};
