import { afterEach, describe, expect, it, vi } from "vitest";
import { isDataRequest, settleDeferred, settleOnClientNavigation } from "./settle-deferred";

afterEach(() => {
  vi.useRealTimers();
});

describe("settleDeferred", () => {
  it("hands over promises that settle in time as their values and leaves the rest as they are", async () => {
    vi.useFakeTimers();
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve("slow"), 5_000));
    const failed = Promise.reject(new Error("provider down"));
    failed.catch(() => {});
    const pending = settleDeferred({ q: "视频", fast: Promise.resolve({ ok: true }), slow, failed, none: null }, 800);
    await vi.advanceTimersByTimeAsync(800);
    const settled = await pending;
    expect(settled.q).toBe("视频");
    expect(settled.none).toBeNull();
    expect(settled.fast).toEqual({ ok: true });
    expect(settled.slow).toBe(slow);
    expect(settled.failed).toBe(failed);
  });

  it("waits no longer than its budget, and not at all when every section is already there", async () => {
    vi.useFakeTimers();
    let done = false;
    const pending = settleDeferred({ never: new Promise(() => {}) }, 800).then((value) => {
      done = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(799);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    await pending;

    const plain = { a: 1, b: "x" };
    await expect(settleDeferred(plain, 800)).resolves.toBe(plain);
  });

  it("returns as soon as every section has settled", async () => {
    vi.useFakeTimers();
    const settled = settleDeferred(
      { a: Promise.resolve(1), b: new Promise<number>((resolve) => setTimeout(() => resolve(2), 30)) },
      800,
    );
    await vi.advanceTimersByTimeAsync(30);
    await expect(settled).resolves.toEqual({ a: 1, b: 2 });
  });
});

describe("settleOnClientNavigation", () => {
  it("tells a client navigation's data request from a document request", () => {
    expect(isDataRequest(new Request("http://site.test/tools-index.data?q=%E8%A7%86%E9%A2%91"))).toBe(true);
    expect(isDataRequest(new Request("http://site.test/_root.data"))).toBe(true);
    expect(isDataRequest(new Request("http://site.test/tools-index?q=.data"))).toBe(false);
    expect(isDataRequest(new Request("http://site.test/home"))).toBe(false);
  });

  it("never holds a document; settles a data request's sections", async () => {
    const section = Promise.resolve({ ok: true });
    const page = { q: "", section };
    expect(settleOnClientNavigation(new Request("http://site.test/home"), page)).toBe(page);
    await expect(settleOnClientNavigation(new Request("http://site.test/home.data"), page)).resolves.toEqual({
      q: "",
      section: { ok: true },
    });
  });
});
