/**
 * The loading indicator's state machine, Nuxt `useLoadingIndicator` parity (behaviour reference §3, the
 * v3.17+ behaviour: start() cancels a pending hide/reset). Framework-free so its timings are unit-tested
 * with fake timers; `<LoadingBar />` drives it from React Router's navigation state.
 */
export const LOADING_DEFAULTS = {
  /** A navigation that finishes sooner never shows the bar. */
  throttle: 200,
  /** Time scale of the progress curve. */
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
};

/** Nuxt's default curve: (200/π)·atan(2·elapsed/duration). Rises fast, slows down, never reaches 100. */
export function estimatedProgress(duration: number, elapsed: number): number {
  return (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50);
}

export interface LoadingState {
  progress: number;
  isLoading: boolean;
  error: boolean;
}

export interface LoadingIndicatorOptions {
  throttle?: number;
  duration?: number;
  hideDelay?: number;
  resetDelay?: number;
  estimatedProgress?: (duration: number, elapsed: number) => number;
  /** Injected for tests; default performance.now / requestAnimationFrame. */
  now?: () => number;
  requestFrame?: (cb: () => void) => unknown;
  cancelFrame?: (handle: unknown) => void;
}

export function createLoadingIndicator(opts: LoadingIndicatorOptions = {}) {
  const throttle = opts.throttle ?? LOADING_DEFAULTS.throttle;
  const duration = opts.duration ?? LOADING_DEFAULTS.duration;
  const hideDelay = opts.hideDelay ?? LOADING_DEFAULTS.hideDelay;
  const resetDelay = opts.resetDelay ?? LOADING_DEFAULTS.resetDelay;
  const curve = opts.estimatedProgress ?? estimatedProgress;
  const now = opts.now ?? (() => performance.now());
  const requestFrame = opts.requestFrame ?? ((cb: () => void) => requestAnimationFrame(cb));
  const cancelFrame = opts.cancelFrame ?? ((h: unknown) => cancelAnimationFrame(h as number));

  let state: LoadingState = { progress: 0, isLoading: false, error: false };
  const listeners = new Set<() => void>();
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  let frame: unknown;
  let animating = false;

  function setState(patch: Partial<LoadingState>) {
    const next = { ...state, ...patch };
    if (next.progress === state.progress && next.isLoading === state.isLoading && next.error === state.error) return;
    state = next;
    for (const l of listeners) l();
  }

  function clearHideAndReset() {
    clearTimeout(hideTimer);
    clearTimeout(resetTimer);
    hideTimer = resetTimer = undefined;
  }

  /** Cancels the pending throttle and the animation. */
  function clear() {
    clearTimeout(throttleTimer);
    throttleTimer = undefined;
    if (animating) cancelFrame(frame);
    animating = false;
  }

  function animate() {
    animating = true;
    // Elapsed time counts from the first frame after the throttle, as in Nuxt.
    let startedAt: number | undefined;
    const step = () => {
      const t = now();
      startedAt ??= t;
      setState({ progress: Math.min(100, Math.max(0, curve(duration, t - startedAt))) });
      frame = requestFrame(step);
    };
    frame = requestFrame(step);
  }

  function show() {
    setState({ isLoading: true });
    animate();
  }

  function set(at: number, { force = false } = {}) {
    if (at >= 100) {
      finish({ force });
      return;
    }
    clearHideAndReset();
    clear();
    setState({ progress: Math.max(at, 0) });
    if (throttle && !force) throttleTimer = setTimeout(show, throttle);
    else show();
  }

  function start({ force = false } = {}) {
    clearHideAndReset();
    setState({ error: false });
    set(0, { force });
  }

  function finish({ force = false, error = false } = {}) {
    setState({ progress: 100 });
    clear();
    clearHideAndReset();
    if (error) setState({ error: true });
    if (force) {
      setState({ progress: 0, isLoading: false });
      return;
    }
    hideTimer = setTimeout(() => {
      setState({ isLoading: false });
      resetTimer = setTimeout(() => setState({ progress: 0 }), resetDelay);
    }, hideDelay);
  }

  return {
    start,
    set,
    finish,
    clear,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Stops every timer (unmount). */
    dispose() {
      clear();
      clearHideAndReset();
      listeners.clear();
    },
  };
}

export type LoadingIndicator = ReturnType<typeof createLoadingIndicator>;
