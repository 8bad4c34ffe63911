import { describe, expect, it } from "vitest";
import { ApiError, createHttpClient, DEFAULT_TIMEOUT_MS, NetworkError, RETRY_STATUS_CODES, shouldRetry } from "./http";
import { api, hanging, json, ok, scriptedFetch } from "./fake-fetch";

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
