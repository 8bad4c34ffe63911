import type { DataStrategyResult, MiddlewareFunction } from "react-router";
import { getOutdatedBuild } from "./build-manifest";
import { navigationTarget, reloadOnce } from "./chunk-reload";

/**
 * Spec §4 outdated-build check (the original's, from Nuxt's
 * `app:manifest:update`): once polling has seen a newer build, the next
 * navigation is a full page load of its target, so the visitor moves to the
 * new build before the old chunks disappear. Fetcher calls and revalidations
 * stay client-side (no navigation is pending for them). Goes through the
 * reload guard: if that refuses, the navigation simply continues in-app.
 */
export const reloadOnNewBuildClientMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request, url },
  next,
) => {
  if (!getOutdatedBuild() || request.method !== "GET") return next();
  const target = navigationTarget();
  if (!target || !target.startsWith(url.pathname + url.search)) return next();
  // The navigation never settles; the browser is already loading the new document.
  if (reloadOnce(target)) return new Promise<never>(() => {});
  return next();
};
