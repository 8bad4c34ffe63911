import type { DataStrategyResult, MiddlewareFunction } from "react-router";
import { ensureUser } from "./user-session";

/**
 * Spec §2: on every client navigation, when a token is held and user info is
 * not loaded, fetch it. Not awaited: the page does not wait for the header.
 */
export const userInfoClientMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = () => {
  void ensureUser();
};
