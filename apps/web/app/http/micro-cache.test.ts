import { describe, expect, it, vi } from "vitest";
import { createMicroCache, deepFreeze } from "./micro-cache";

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("micro-cache TTL", () => {
  it("serves a stored value until the TTL is over, then loads again", async () => {
    const time = clock();
    const cache = createMicroCache({ ttlMs: 3000, maxEntries: 10, now: time.now });
    let version = 0;
    const load = vi.fn(async () => ({ version: ++version }));

    expect(await cache.get("k", load)).toEqual({ version: 1 });
    time.advance(2999);
    expect(await cache.get("k", load)).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    expect(await cache.get("k", load)).toEqual({ version: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps keys apart", async () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    expect(await cache.get("/v1/tools?q=a", async () => "a")).toBe("a");
    expect(await cache.get("/v1/tools?q=b", async () => "b")).toBe("b");
    expect(await cache.get("/v1/tools?q=a", async () => "other")).toBe("a");
  });

  it("refuses a TTL or bound that would make it cache forever or nothing", () => {
    expect(() => createMicroCache({ ttlMs: 0, maxEntries: 10 })).toThrow(RangeError);
    expect(() => createMicroCache({ ttlMs: Number.NaN, maxEntries: 10 })).toThrow(RangeError);
    expect(() => createMicroCache({ ttlMs: 1000, maxEntries: 0 })).toThrow(RangeError);
    expect(() => createMicroCache({ ttlMs: 1000, maxEntries: 1.5 })).toThrow(RangeError);
  });
});

describe("micro-cache bound", () => {
  it("never holds more than maxEntries, dropping the least recently used", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 3 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    await cache.get("a", async () => "reloaded a"); // a is now the most recently used
    await cache.get("d", async () => "d"); // evicts b
    expect(cache.size).toBe(3);

    const load = vi.fn(async () => "fresh");
    expect(await cache.get("a", load)).toBe("a");
    expect(await cache.get("c", load)).toBe("c");
    expect(await cache.get("d", load)).toBe("d");
    expect(load).not.toHaveBeenCalled();
    expect(await cache.get("b", load)).toBe("fresh");
    expect(cache.size).toBe(3);
  });

  it("stays bounded under many distinct keys (made-up search terms)", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 50 });
    for (let i = 0; i < 1000; i++) await cache.get(`q=${i}`, async () => i);
    expect(cache.size).toBe(50);
  });
});

describe("micro-cache failures", () => {
  it("never stores a failure: the next call loads again", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
    const load = vi.fn().mockRejectedValueOnce(new Error("provider down")).mockResolvedValueOnce("ok");
    await expect(cache.get("k", load)).rejects.toThrow("provider down");
    expect(cache.size).toBe(0);
    expect(await cache.get("k", load)).toBe("ok");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("treats a load that throws synchronously as a failure, not a stuck entry", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(
      cache.get("k", () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });
});

describe("micro-cache concurrency and sharing", () => {
  it("gives concurrent callers of a missing key one load", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const answers = Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    gate.resolve("shared");
    expect(await answers).toEqual(["shared", "shared", "shared"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shares an in-flight failure with the callers waiting on it, and only with them", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
    const gate = deferred<string>();
    const first = cache.get("k", () => gate.promise);
    const second = cache.get("k", async () => "never asked");
    gate.reject(new Error("timeout"));
    await expect(first).rejects.toThrow("timeout");
    await expect(second).rejects.toThrow("timeout");
    expect(await cache.get("k", async () => "later")).toBe("later");
  });

  it("hands out deep-frozen values: one visitor's code cannot change another's answer", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
    const value = await cache.get("k", async () => ({ tools: [{ name: "抠图" }] }));
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.tools)).toBe(true);
    expect(Object.isFrozen(value.tools[0])).toBe(true);
    expect(() => value.tools.push({ name: "x" })).toThrow(TypeError);
    expect((await cache.get("k", async () => ({ tools: [] }))).tools).toHaveLength(1);
  });

  it("clear() forgets everything", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get("k", async () => 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get("k", async () => 2)).toBe(2);
  });
});

describe("deepFreeze", () => {
  it("freezes nested JSON and leaves primitives alone", () => {
    const value = deepFreeze({ a: [1, { b: "c" }], n: null });
    expect(Object.isFrozen(value.a[1])).toBe(true);
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBe(null);
  });
});
