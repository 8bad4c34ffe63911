import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

async function fresh() {
  return import("./hydration-hold");
}

describe("hydration holds", () => {
  it("resolves at once when nothing holds", async () => {
    const { hydrationHoldsSettled } = await fresh();
    await expect(hydrationHoldsSettled()).resolves.toBeUndefined();
  });

  it("waits for every hold, and a failed one does not stop hydration", async () => {
    const { holdHydration, hydrationHoldsSettled } = await fresh();
    let release!: () => void;
    holdHydration(new Promise<void>((resolve) => (release = resolve)));
    holdHydration(Promise.reject(new Error("chunk missing")));
    let settled = false;
    const done = hydrationHoldsSettled(10_000).then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await done;
    expect(settled).toBe(true);
  });

  it("gives up waiting after the cap", async () => {
    vi.useFakeTimers();
    const { holdHydration, hydrationHoldsSettled } = await fresh();
    holdHydration(new Promise(() => {}));
    let settled = false;
    const done = hydrationHoldsSettled(3000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(settled).toBe(true);
  });
});
