/**
 * The page loading bar (spec §2, §9; Nuxt `<NuxtLoadingIndicator>` parity, behaviour reference §3):
 * orange, 3 px, shown only when a navigation takes longer than 200 ms, red when it fails.
 *
 * Driven by React Router: a navigation (`useNavigation`), a form submission through a fetcher and a
 * revalidation (the retry buttons) all count as "the page is loading". Nothing is pending during
 * hydration, so the first page load never shows it.
 */
import { useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { UNSAFE_DataRouterStateContext, useFetchers, useNavigation, useRevalidator } from "react-router";
import { createLoadingIndicator, type LoadingIndicator, type LoadingState } from "./loading-indicator";

export const LOADING_BAR_HEIGHT = 3;
/** Nuxt's error gradient (red-400 → red-500). */
const ERROR_BACKGROUND = "repeating-linear-gradient(to right,#f87171 0%,#ef4444 100%)";
/** Theme token (app.css): the brand orange. */
const BACKGROUND = "var(--color-brand-600)";

const SERVER_STATE: LoadingState = { progress: 0, isLoading: false, error: false };

export function LoadingBar({ indicator }: { indicator?: LoadingIndicator }) {
  const [bar] = useState(() => indicator ?? createLoadingIndicator());
  const state = useSyncExternalStore(bar.subscribe, bar.getState, () => SERVER_STATE);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  // React Router has no public "the last navigation failed" flag; the router state's `errors` (what
  // useRouteError reads) is set when a loader/action threw or a route module failed to load.
  // React Router internal (7.18): the data router's state context, null outside a data router; guarded by
  // e2e/ui-kit.spec.ts (the bar on slow, fast and failed navigations) and loading-bar.test.tsx.
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const failed = Boolean(routerState?.errors && Object.keys(routerState.errors).length > 0);

  const busy =
    navigation.state !== "idle" || fetchers.some((f) => f.state === "submitting") || revalidator.state === "loading";
  const target = navigation.location ? `${navigation.location.pathname}${navigation.location.search}` : null;

  const last = useRef({ busy: false, target: null as string | null });
  // In the commit that shows the busy state, not in a later task: the 200 ms throttle then counts from
  // the moment the page is busy (`data-busy`), never from whenever passive effects happen to run.
  useLayoutEffect(() => {
    const prev = last.current;
    if (busy && (!prev.busy || (target !== null && prev.target !== null && target !== prev.target))) {
      // Every navigation starts the bar afresh, also one that interrupts another (Nuxt's beforeEach).
      bar.start();
    } else if (!busy && prev.busy) {
      bar.finish({ error: failed });
    }
    last.current = { busy, target };
  }, [bar, busy, target, failed]);

  useEffect(() => () => bar.dispose(), [bar]);

  const { progress, isLoading, error } = state;
  return (
    <div
      aria-hidden="true"
      data-slot="loading-bar"
      data-state={error ? "error" : isLoading ? "loading" : "idle"}
      data-busy={busy || undefined}
      className="pointer-events-none fixed inset-x-0 top-0 origin-left [transition:transform_0.1s,height_0.4s,opacity_0.4s]"
      style={{
        height: LOADING_BAR_HEIGHT,
        zIndex: 999999,
        opacity: isLoading ? 1 : 0,
        transform: `scaleX(${progress / 100})`,
        // Longhands only: React warns when a shorthand and a longhand (backgroundSize) change together.
        backgroundColor: error ? "transparent" : BACKGROUND,
        backgroundImage: error ? ERROR_BACKGROUND : "none",
        // The gradient spans the viewport whatever the scale (Nuxt's background-size trick).
        backgroundSize: progress > 0 ? `${(100 / progress) * 100}% auto` : "0",
      }}
    />
  );
}
