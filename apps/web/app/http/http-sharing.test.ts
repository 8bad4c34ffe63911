// Requests the client shares: one in flight per request key, and anonymous GETs answered from the micro-cache.
import { describe, expect, it, vi } from "vitest";
import { ApiError, createHttpClient, isAbortError, NetworkError } from "./http";
import { createMicroCache } from "./micro-cache";
import { api, hanging, json, ok, scriptedFetch } from "./fake-fetch";

describe("request keys", () => {
  it("aborts the previous request with the same key", async () => {
    const { fetch, calls } = scriptedFetch(hanging, ok("new"));
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const first = http.request("/search", { key: "search", query: { q: "a" } });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const second = http.request("/search", { key: "search", query: { q: "ab" } });
    const firstError = await first.catch((e: unknown) => e);
    expect(isAbortError(firstError)).toBe(true);
    await expect(second).resolves.toBe("new");
    // The aborted one was not retried: exactly two calls.
    expect(calls).toHaveLength(2);
  });

  it("does not touch requests with other keys or without a key", async () => {
    const { fetch, calls } = scriptedFetch(hanging, hanging, ok("c"));
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const a = http.request("/a", { key: "a" });
    const b = http.request("/b");
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await expect(http.request("/c", { key: "c" })).resolves.toBe("c");
    http.abort("a");
    expect(isAbortError(await a.catch((e: unknown) => e))).toBe(true);
    expect(calls[1]!.signal!.aborted).toBe(false);
    void b.catch(() => {});
  });

  it("abort(key) aborts by key; an unknown key is a no-op", async () => {
    const { fetch, calls } = scriptedFetch(hanging);
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const pending = http.request("/a", { key: "k" });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    http.abort("nope");
    http.abort("");
    http.abort("__proto__");
    expect(calls[0]!.signal!.aborted).toBe(false);
    http.abort("k");
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
  });

  it("clears the key on completion: a later abort(key) does nothing to the next keyless work", async () => {
    const { fetch, calls } = scriptedFetch(ok("done"), hanging);
    const http = createHttpClient({ api, getToken: () => null, fetch });
    await expect(http.request("/a", { key: "k" })).resolves.toBe("done");
    const other = http.request("/b", { key: "other" });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    http.abort("k");
    expect(calls[1]!.signal!.aborted).toBe(false);
    http.abort("other");
    await other.catch(() => {});
  });

  it("clears the key on failure", async () => {
    const { fetch, calls } = scriptedFetch(() => json({ code: 7, msg: "失败", data: null }), hanging);
    const http = createHttpClient({ api, getToken: () => null, fetch });
    await expect(http.request("/a", { key: "k" })).rejects.toMatchObject({ code: 7 });
    // A stale controller would still be registered under "k" if failure did not clear it;
    // a new request under "k" must start clean and be abortable on its own.
    const next = http.request("/a", { key: "k" });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    http.abort("k");
    expect(isAbortError(await next.catch((e: unknown) => e))).toBe(true);
  });

  it("keeps the key on abort: the newer request stays registered and abortable", async () => {
    const { fetch, calls } = scriptedFetch(hanging, hanging);
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const first = http.request("/a", { key: "k" });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const second = http.request("/a", { key: "k" });
    await first.catch(() => {}); // the abort of `first` must not unregister `second`
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    http.abort("k");
    expect(calls[1]!.signal!.aborted).toBe(true);
    expect(isAbortError(await second.catch((e: unknown) => e))).toBe(true);
  });

  it("honours a caller's signal without retrying", async () => {
    const { fetch, calls } = scriptedFetch(hanging);
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const controller = new AbortController();
    const pending = http.request("/a", { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("treats an empty key as no key: nothing is aborted", async () => {
    const { fetch, calls } = scriptedFetch(hanging, ok("second"));
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const first = http.request("/a", { key: "" });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await expect(http.request("/a", { key: "" })).resolves.toBe("second");
    expect(calls[0]!.signal!.aborted).toBe(false);
    void first.catch(() => {});
  });

  it.each(["__proto__", "constructor", "toString", "a".repeat(10_000), "键🔑"])(
    "works with the odd key %j",
    async (key) => {
      const { fetch, calls } = scriptedFetch(hanging, ok("ok"));
      const http = createHttpClient({ api, getToken: () => null, fetch });
      const first = http.request("/a", { key });
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      const second = http.request("/a", { key });
      expect(isAbortError(await first.catch((e: unknown) => e))).toBe(true);
      await expect(second).resolves.toBe("ok");
    },
  );
});

describe("micro-cache of anonymous GETs (server)", () => {
  /** A provider whose answer changes on every call, so a cached answer is told apart from a fresh one. */
  function countingProvider() {
    let n = 0;
    return scriptedFetch(() => json({ code: 0, msg: "ok", data: { n: ++n } }));
  }
  const newCache = () => createMicroCache({ ttlMs: 60_000, maxEntries: 100 });

  it("answers a repeated anonymous GET from the cache, across clients (requests) sharing it", async () => {
    const { fetch, calls } = countingProvider();
    const cache = newCache();
    const first = createHttpClient({ api, getToken: () => null, fetch, cache });
    const second = createHttpClient({ api, getToken: () => null, fetch, cache });
    expect(await first.request("/v1/tools")).toEqual({ n: 1 });
    expect(await second.request("/v1/tools")).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
  });

  it("keys by full URL: API, path and query all count; empty query values do not", async () => {
    const { fetch, calls } = countingProvider();
    const http = createHttpClient({ api, getToken: () => null, fetch, cache: newCache() });
    expect(await http.request("/v1/templates", { query: { sort: "hot", pageSize: 8 } })).toEqual({ n: 1 });
    expect(await http.request("/v1/templates", { query: { sort: "new", pageSize: 8 } })).toEqual({ n: 2 });
    expect(await http.request("/v1/templates", { query: { sort: "hot", pageSize: 8, q: "", x: undefined } })).toEqual({
      n: 1,
    });
    expect(await http.request("/v1/templates", { api: "kit", query: { sort: "hot", pageSize: 8 } })).toEqual({ n: 3 });
    expect(calls.map((c) => c.url)).toEqual([
      "http://api.test/materials/v1/templates?sort=hot&pageSize=8",
      "http://api.test/materials/v1/templates?sort=new&pageSize=8",
      "http://api.test/kit/v1/templates?sort=hot&pageSize=8",
    ]);
  });

  it("never serves or stores anything for a request carrying a token", async () => {
    const { fetch, calls } = countingProvider();
    const cache = newCache();
    const anonymous = createHttpClient({ api, getToken: () => null, fetch, cache });
    const alice = createHttpClient({ api, getToken: () => "alice-token", fetch, cache });
    const bob = createHttpClient({ api, getToken: () => "bob-token", fetch, cache });

    expect(await anonymous.request("/v1/tools")).toEqual({ n: 1 });
    expect(await alice.request("/v1/tools")).toEqual({ n: 2 });
    expect(await bob.request("/v1/tools")).toEqual({ n: 3 });
    expect(await alice.request("/v1/tools")).toEqual({ n: 4 });
    // What Alice got was not stored for anyone.
    expect(await anonymous.request("/v1/tools")).toEqual({ n: 1 });
    expect(calls.map((c) => c.headers.get("authorization"))).toEqual([
      null,
      "Bearer alice-token",
      "Bearer bob-token",
      "Bearer alice-token",
    ]);
    expect(cache.size).toBe(1);
  });

  it("never caches an error: envelope code, HTTP error or network failure", async () => {
    const { fetch, calls } = scriptedFetch(
      () => json({ code: 500100, msg: "系统繁忙", data: null }),
      () => json({ code: 500, msg: "down" }, 503),
      () => json({ code: 500, msg: "down" }, 503), // the one retry
      () => Promise.reject(new TypeError("fetch failed")),
      () => Promise.reject(new TypeError("fetch failed")), // the one retry
      ok("back"),
    );
    const cache = newCache();
    const http = createHttpClient({ api, getToken: () => null, fetch, cache });
    await expect(http.request("/v1/calendar")).rejects.toBeInstanceOf(ApiError);
    await expect(http.request("/v1/calendar")).rejects.toBeInstanceOf(ApiError);
    await expect(http.request("/v1/calendar")).rejects.toBeInstanceOf(NetworkError);
    expect(cache.size).toBe(0);
    await expect(http.request("/v1/calendar")).resolves.toBe("back");
    await expect(http.request("/v1/calendar")).resolves.toBe("back");
    expect(calls).toHaveLength(6);
  });

  it("does not cache payload methods, keyed or signalled requests, or requests with extra headers", async () => {
    const { fetch, calls } = countingProvider();
    const cache = newCache();
    const http = createHttpClient({ api, getToken: () => null, fetch, cache });
    await http.request("/a", { method: "POST" });
    await http.request("/a", { method: "POST" });
    await http.request("/a", { method: "HEAD" }).catch(() => {}); // a HEAD answer has no envelope
    await http.request("/a", { key: "k" });
    await http.request("/a", { key: "k" });
    await http.request("/a", { signal: new AbortController().signal });
    await http.request("/a", { headers: { "Accept-Language": "en" } });
    expect(calls).toHaveLength(7);
    expect(cache.size).toBe(0);
  });

  it("shares one provider call between concurrent anonymous requests", async () => {
    const { fetch, calls } = countingProvider();
    const http = createHttpClient({ api, getToken: () => null, fetch, cache: newCache() });
    const answers = await Promise.all([
      http.request("/v1/vip/plans"),
      http.request("/v1/vip/plans"),
      http.request("/v1/vip/plans"),
    ]);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(calls).toHaveLength(1);
  });
});
