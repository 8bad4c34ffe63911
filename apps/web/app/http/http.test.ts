import { describe, expect, it, vi } from "vitest";
import {
  ApiError,
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  isAbortError,
  NetworkError,
  RETRY_STATUS_CODES,
  shouldRetry,
} from "./http";
import { createMicroCache } from "./micro-cache";

const api = {
  materials: "http://api.test/materials",
  kit: "http://api.test/kit",
  userCenter: "http://api.test/user-center",
  general: "http://api.test/general",
};

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  signal: AbortSignal | null;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A fetch that records calls and answers from a script (one handler per call, the last one repeats). */
function scriptedFetch(...handlers: ((call: Call) => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call: Call = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: init?.body == null ? null : String(init.body),
      signal: init?.signal ?? null,
    };
    calls.push(call);
    const handler = handlers[Math.min(calls.length - 1, handlers.length - 1)]!;
    return handler(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A response that never comes unless the request is aborted. */
function hanging(call: Call): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener("abort", () =>
      reject(call.signal!.reason ?? new DOMException("aborted", "AbortError")),
    );
  });
}

const ok =
  (data: unknown = null) =>
  () =>
    json({ code: 0, msg: "ok", data });

describe("base URLs and headers", () => {
  it("uses the materials API by default and the named API when asked", async () => {
    const { fetch, calls } = scriptedFetch(ok());
    const http = createHttpClient({ api, getToken: () => null, fetch });
    await http.request("/v1/user/info");
    await http.request("/healthz", { api: "kit" });
    await http.request("/healthz", { api: "userCenter" });
    await http.request("/icons/lucide.json", {
      api: "general",
      query: { icons: "a,b", empty: "", gone: undefined, nil: null },
    });
    expect(calls.map((c) => c.url)).toEqual([
      "http://api.test/materials/v1/user/info",
      "http://api.test/kit/healthz",
      "http://api.test/user-center/healthz",
      "http://api.test/general/icons/lucide.json?icons=a,b",
    ]);
  });

  it("sends the bearer token only when one exists, read per request", async () => {
    let token: string | null = null;
    const { fetch, calls } = scriptedFetch(ok());
    const http = createHttpClient({ api, getToken: () => token, fetch });
    await http.request("/a");
    token = "demo-user";
    await http.request("/b");
    token = "";
    await http.request("/c");
    expect(calls.map((c) => c.headers.get("authorization"))).toEqual([null, "Bearer demo-user", null]);
    expect(calls[0]!.headers.get("accept")).toBe("application/json");
  });

  it("sends `data` as the JSON body of a payload method", async () => {
    const { fetch, calls } = scriptedFetch(ok({ id: 1 }));
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const data = await http.request<{ id: number }>("/v1/vip/orders", {
      method: "POST",
      data: { planId: "p1", orderKey: "k" },
    });
    expect(data).toEqual({ id: 1 });
    expect(calls[0]!.method).toBe("POST");
    expect(JSON.parse(calls[0]!.body!)).toEqual({ planId: "p1", orderKey: "k" });
    expect(calls[0]!.headers.get("content-type")).toContain("application/json");
  });

  it("gives every request a timeout signal", async () => {
    const { fetch, calls } = scriptedFetch(ok());
    const http = createHttpClient({ api, getToken: () => null, fetch });
    await http.request("/a");
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
    expect(DEFAULT_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it("fails a request that outlives its timeout with a Chinese network error, after one retry", async () => {
    const { fetch, calls } = scriptedFetch(hanging);
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const error = await http.request("/slow", { timeout: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe("请求超时，请稍后重试");
    expect(calls).toHaveLength(2); // GET: one retry, as ofetch does for timeouts
  });

  it("never retries past the request's budget: a hanging provider costs one budget, not two timeouts", async () => {
    const { fetch, calls } = scriptedFetch(hanging);
    const http = createHttpClient({ api, getToken: () => null, fetch, timeoutMs: 1_000, budgetMs: 150 });
    const started = performance.now();
    const error = await http.request("/slow").catch((e: unknown) => e);
    const took = performance.now() - started;
    expect(error).toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(1); // the attempt used the whole budget: no retry
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(600);
  });

  it("still retries within the budget when the first attempt fails fast", async () => {
    const { fetch, calls } = scriptedFetch(() => json({ code: 500, msg: "down" }, 503), ok({ id: 1 }));
    const http = createHttpClient({ api, getToken: () => null, fetch, budgetMs: 2_000 });
    await expect(http.request("/a")).resolves.toEqual({ id: 1 });
    expect(calls).toHaveLength(2);
  });
});

describe("envelope errors", () => {
  it("turns a non-zero code into an ApiError with code and msg", async () => {
    const { fetch } = scriptedFetch(() => json({ code: 190001, msg: "服务繁忙", data: null }));
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const error = await http.request("/v1/user/info").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 190001, msg: "服务繁忙", fromEnvelope: true, status: undefined });
  });

  it("reads the envelope of an HTTP error (401 with 180003) and does not retry a 4xx", async () => {
    const { fetch, calls } = scriptedFetch(() =>
      json({ code: 180003, msg: "登录已失效，请重新登录", data: null }, 401),
    );
    const http = createHttpClient({ api, getToken: () => "x", fetch });
    const error = await http.request("/v1/user/info").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 180003, msg: "登录已失效，请重新登录", status: 401, fromEnvelope: true });
    expect(calls).toHaveLength(1);
  });

  it("marks an HTTP error without an envelope as not from the provider", async () => {
    const { fetch } = scriptedFetch(
      () => new Response("<html>bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }),
    );
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const error = await http.request("/x").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 502, status: 502, fromEnvelope: false });
  });

  it.each([
    ["an HTML page", () => new Response("<html></html>", { headers: { "Content-Type": "text/html" } })],
    ["JSON without code", () => json({ data: 1 })],
    ["a string code", () => json({ code: "0", msg: "", data: 1 })],
    ["null", () => json(null)],
    ["an empty body", () => new Response("", { headers: { "Content-Type": "application/json" } })],
  ])("treats %s as no usable answer", async (_label, answer) => {
    const { fetch } = scriptedFetch(answer);
    const http = createHttpClient({ api, getToken: () => null, fetch });
    await expect(http.request("/x")).rejects.toBeInstanceOf(NetworkError);
  });

  it("maps a network failure to a NetworkError after one retry", async () => {
    const { fetch, calls } = scriptedFetch(() => {
      throw new TypeError("fetch failed");
    });
    const http = createHttpClient({ api, getToken: () => null, fetch });
    const error = await http.request("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe("网络连接失败，请检查网络后重试");
    expect(calls).toHaveLength(2);
  });
});

describe("retry policy", () => {
  it("matches ofetch's status list", () => {
    expect([...RETRY_STATUS_CODES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each(["GET", "HEAD"] as const)("retries %s once on a retryable status or no response", (method) => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504, undefined])
      expect(shouldRetry(method, status, false)).toBe(true);
    for (const status of [200, 301, 400, 401, 403, 404, 410, 422, 501, 505, 599, 0, -1, Number.NaN]) {
      expect(shouldRetry(method, status, false)).toBe(false);
    }
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("never retries %s", (method) => {
    for (const status of [408, 429, 500, 503, undefined]) expect(shouldRetry(method, status, false)).toBe(false);
  });

  it("never retries an abort", () => {
    expect(shouldRetry("GET", undefined, true)).toBe(false);
    expect(shouldRetry("GET", 503, true)).toBe(false);
  });

  it("retries a GET exactly once on 503 and returns the second answer", async () => {
    const { fetch, calls } = scriptedFetch(() => json({ code: 500, msg: "忙", data: null }, 503), ok("second"));
    const http = createHttpClient({ api, getToken: () => null, fetch });
    await expect(http.request("/x")).resolves.toBe("second");
    expect(calls).toHaveLength(2);
  });

  it("gives up after the one retry", async () => {
    const { fetch, calls } = scriptedFetch(() => json({ code: 500, msg: "服务器错误", data: null }, 500));
    const http = createHttpClient({ api, getToken: () => null, fetch });
    await expect(http.request("/x")).rejects.toMatchObject({ code: 500, msg: "服务器错误" });
    expect(calls).toHaveLength(2);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)(
    "does not retry %s on 503 or a network error",
    async (method) => {
      const first = scriptedFetch(() => json({ code: 1, msg: "忙", data: null }, 503));
      await createHttpClient({ api, getToken: () => null, fetch: first.fetch })
        .request("/x", { method, data: { a: 1 } })
        .catch(() => {});
      expect(first.calls).toHaveLength(1);
      const second = scriptedFetch(() => {
        throw new TypeError("fetch failed");
      });
      await createHttpClient({ api, getToken: () => null, fetch: second.fetch })
        .request("/x", { method })
        .catch(() => {});
      expect(second.calls).toHaveLength(1);
    },
  );

  it("does not retry a non-zero envelope code that arrived with HTTP 200", async () => {
    const { fetch, calls } = scriptedFetch(() => json({ code: 500, msg: "x", data: null }));
    const http = createHttpClient({ api, getToken: () => null, fetch });
    await expect(http.request("/x")).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it("lets a caller switch retries off, and ignores a hostile retry count", async () => {
    const off = scriptedFetch(() => json({ code: 1, msg: "", data: null }, 503));
    await createHttpClient({ api, getToken: () => null, fetch: off.fetch })
      .request("/x", { retry: 0 })
      .catch(() => {});
    expect(off.calls).toHaveLength(1);
    for (const retry of [-5, Number.NaN, Number.POSITIVE_INFINITY, 1e9]) {
      const hostile = scriptedFetch(() => json({ code: 1, msg: "", data: null }, 503));
      await createHttpClient({ api, getToken: () => null, fetch: hostile.fetch })
        .request("/x", { retry })
        .catch(() => {});
      expect(hostile.calls.length).toBeGreaterThanOrEqual(1);
      expect(hostile.calls.length).toBeLessThanOrEqual(2);
    }
  });
});

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
