import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createLoadingIndicator, estimatedProgress, LOADING_DEFAULTS } from "./loading-indicator";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Frames every 16 ms on the fake clock, so elapsed time is the fake time. */
function indicator() {
  return createLoadingIndicator({
    now: () => Date.now(),
    requestFrame: (cb) => setTimeout(cb, 16),
    cancelFrame: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
}

test("defaults match the spec: throttle 200, duration 2000, hide 500, reset 400", () => {
  expect(LOADING_DEFAULTS).toEqual({ throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400 });
});

test("curve values match the reference table (§3.4)", () => {
  const table: [number, number][] = [
    [100, 6.35],
    [250, 15.6],
    [500, 29.5],
    [1000, 50.0],
    [1500, 62.6],
    [2000, 70.5],
    [3000, 79.5],
    [4000, 84.4],
    [5000, 87.4],
    [10000, 93.7],
    [20000, 96.8],
  ];
  for (const [elapsed, expected] of table) expect(estimatedProgress(2000, elapsed)).toBeCloseTo(expected, 1);
  expect(estimatedProgress(2000, 1e9)).toBeLessThan(100);
});

test("a navigation that finishes within the 200 ms throttle never shows the bar", () => {
  const bar = indicator();
  const seen: boolean[] = [];
  bar.subscribe(() => seen.push(bar.getState().isLoading));
  bar.start();
  vi.advanceTimersByTime(199);
  bar.finish();
  vi.advanceTimersByTime(5000);
  expect(seen).not.toContain(true);
  expect(bar.getState()).toEqual({ progress: 0, isLoading: false, error: false });
});

test("shows after 200 ms and follows the curve from the first frame after the throttle", () => {
  const bar = indicator();
  bar.start();
  vi.advanceTimersByTime(200);
  expect(bar.getState().isLoading).toBe(true);
  vi.advanceTimersByTime(16); // first frame: elapsed 0
  expect(bar.getState().progress).toBe(0);
  vi.advanceTimersByTime(1008); // 63 frames later: 1008 ms elapsed
  expect(bar.getState().progress).toBeCloseTo(estimatedProgress(2000, 1008), 5);
  expect(bar.getState().progress).toBeGreaterThan(49);
});

test("finish: 100 at once, hidden after 500 ms, progress back to 0 400 ms later", () => {
  const bar = indicator();
  bar.start();
  vi.advanceTimersByTime(1000);
  bar.finish();
  expect(bar.getState()).toMatchObject({ progress: 100, isLoading: true });
  vi.advanceTimersByTime(499);
  expect(bar.getState().isLoading).toBe(true);
  vi.advanceTimersByTime(1);
  expect(bar.getState()).toMatchObject({ progress: 100, isLoading: false });
  vi.advanceTimersByTime(399);
  expect(bar.getState().progress).toBe(100);
  vi.advanceTimersByTime(1);
  expect(bar.getState().progress).toBe(0);
});

test("error state: finish({ error }) turns it red until the next start", () => {
  const bar = indicator();
  bar.start();
  vi.advanceTimersByTime(300);
  bar.finish({ error: true });
  expect(bar.getState().error).toBe(true);
  vi.advanceTimersByTime(2000);
  expect(bar.getState().error).toBe(true);
  bar.start();
  expect(bar.getState().error).toBe(false);
});

test("a new start cancels a pending hide (the bar of the new navigation stays)", () => {
  const bar = indicator();
  bar.start();
  vi.advanceTimersByTime(300);
  bar.finish();
  vi.advanceTimersByTime(100);
  bar.start();
  vi.advanceTimersByTime(1000);
  expect(bar.getState().isLoading).toBe(true);
  expect(bar.getState().progress).toBeLessThan(100);
});

test("force shows at once and hides at once", () => {
  const bar = indicator();
  bar.start({ force: true });
  expect(bar.getState().isLoading).toBe(true);
  bar.finish({ force: true });
  expect(bar.getState()).toMatchObject({ progress: 0, isLoading: false });
});

test("set(100) finishes; clear() cancels a pending show", () => {
  const bar = indicator();
  bar.start();
  bar.clear();
  vi.advanceTimersByTime(1000);
  expect(bar.getState().isLoading).toBe(false);
  bar.set(100);
  expect(bar.getState().progress).toBe(100);
});
