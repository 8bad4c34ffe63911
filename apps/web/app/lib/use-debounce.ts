import { useEffect, useMemo, useRef } from "react";

export type Debounce = {
  /** Runs `fn` after `ms` of quiet, replacing a call still waiting. */
  run(fn: () => void): void;
  /** Drops the call still waiting, if any. */
  cancel(): void;
};

/**
 * One waiting call at a time, for work that should follow a pause in typing.
 * A call still waiting when the component goes away is dropped: it would act
 * on a page the visitor has left (e.g. navigate back to it).
 */
export function useDebounce(ms: number): Debounce {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      run(fn) {
        clearTimeout(timer.current);
        timer.current = setTimeout(fn, ms);
      },
      cancel() {
        clearTimeout(timer.current);
      },
    }),
    [ms],
  );
}
