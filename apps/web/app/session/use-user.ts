/**
 * The signed-in user (spec §3–§4, §8). The shape is the materials API's
 * `GET /v1/user/info` `data` (docs/api-contract.md). The root loader fetches
 * it during SSR; the browser keeps it in the session store afterwards (token
 * hand-off, sign-out), so `useUser()` reads the store, seeded by the loader.
 */
import { useRouteLoaderData } from "react-router";
import { useSyncExternalStore } from "react";
import { getUserSnapshot, subscribeUser } from "./browser-session";

export interface User {
  id: number;
  nickname: string;
  avatar: string;
  vipLevel: 0 | 1 | 2;
  vipName: string;
  vipExpiresAt: string | null;
  isVip: boolean;
  /** Masked by the provider, e.g. 138****0001. */
  phone: string;
}

/**
 * The current user or null. On the server and during hydration this is the
 * root loader's `user`; after hydration the browser session store wins, so
 * signing out or in updates every reader without a reload.
 */
export function useUser(): User | null {
  const rootData = useRouteLoaderData("root") as { user?: User | null } | undefined;
  const loaderUser = rootData?.user ?? null;
  const state = useSyncExternalStore(subscribeUser, getUserSnapshot, () => undefined);
  // `undefined` = the browser store has not been told anything yet: trust the loader.
  return state === undefined ? loaderUser : state;
}
