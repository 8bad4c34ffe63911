/**
 * `useUser()`: the signed-in user (spec §3–§4, §8) for components. The root
 * loader fetches it during SSR; the browser keeps it in the session store
 * afterwards (token hand-off, sign-out), so the hook reads the store, seeded
 * by the loader. The shape is `userSchema` (lib/api-schemas.ts).
 */
import { useRouteLoaderData } from "react-router";
import { useSyncExternalStore } from "react";
import type { User } from "../lib/api-schemas";
import { getUserSnapshot, subscribeUser } from "./browser-session";

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
