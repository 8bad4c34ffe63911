// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebounce } from "./use-debounce";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useDebounce", () => {
  it("runs only the last call, once the pause has passed", () => {
    const { result } = renderHook(() => useDebounce(300));
    const first = vi.fn();
    const last = vi.fn();
    result.current.run(first);
    vi.advanceTimersByTime(200);
    result.current.run(last);
    vi.advanceTimersByTime(299);
    expect(last).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
  });

  it("cancel drops the waiting call", () => {
    const { result } = renderHook(() => useDebounce(300));
    const fn = vi.fn();
    result.current.run(fn);
    result.current.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it("drops the waiting call when the component goes away", () => {
    const { result, unmount } = renderHook(() => useDebounce(300));
    const fn = vi.fn();
    result.current.run(fn);
    unmount();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it("keeps the same handle across renders", () => {
    const { result, rerender } = renderHook(() => useDebounce(300));
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
