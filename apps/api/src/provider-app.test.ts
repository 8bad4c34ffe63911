import { expect, test, vi } from "vitest";
import { call, createTestApp } from "./test/test-app.ts";

const t = createTestApp();

test("CORS preflight from the web origin allows the Authorization header", async () => {
  const res = await t.api.request("/materials/v1/vip/orders", {
    method: "OPTIONS",
    headers: {
      Origin: "http://127.0.0.1:3000",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "authorization,content-type",
    },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
  expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  expect(res.headers.get("access-control-allow-methods")).toContain("PUT");
  expect(res.headers.get("access-control-allow-credentials")).toBeNull();
});

test("CORS headers ride on answers, errors included, for allowed origins only", async () => {
  const allowed = await t.api.request("/materials/v1/user/info", { headers: { Origin: "http://localhost:3000" } });
  expect(allowed.status).toBe(401);
  expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
  const other = await t.api.request("/materials/v1/vip/plans", { headers: { Origin: "https://evil.example" } });
  expect(other.headers.get("access-control-allow-origin")).toBeNull();
});

test("bad JSON is a 400 envelope", async () => {
  const res = await call(t, "POST", "/materials/v1/vip/orders", {
    token: "demo-user",
    headers: { "Content-Type": "application/json" },
    body: '{"planId": "personal-month",',
  });
  expect(res).toMatchObject({ status: 400, code: 40001, msg: "请求体不是合法的 JSON", data: null });
});

test("wrong types are a 400 envelope naming the field", async () => {
  const res = await call(t, "POST", "/materials/v1/vip/orders", {
    token: "demo-user",
    json: { planId: 42, orderKey: "key-12345678" },
  });
  expect(res.status).toBe(400);
  expect(res.code).toBe(40000);
  expect(res.msg).toContain("planId");
});

test("a body that is not JSON at all is refused with 415", async () => {
  const res = await call(t, "POST", "/materials/v1/vip/orders", {
    token: "demo-user",
    headers: { "Content-Type": "text/plain" },
    body: "planId=personal-month",
  });
  expect(res).toMatchObject({ status: 415, code: 41500 });
});

test("a body over 16 KB is refused with 413 before it is parsed", async () => {
  const res = await call(t, "POST", "/materials/v1/vip/orders", {
    token: "demo-user",
    json: { planId: "personal-month", orderKey: "key-12345678", padding: "x".repeat(17 * 1024) },
  });
  expect(res).toMatchObject({ status: 413, code: 41300 });
  expect(res.msg).toContain("16 KB");
});

test("missing auth on a protected endpoint is 401/180003 even with a valid body", async () => {
  const res = await call(t, "POST", "/materials/v1/vip/orders", {
    json: { planId: "personal-month", orderKey: "key-12345678" },
  });
  expect(res).toMatchObject({ status: 401, code: 180003 });
});

test("unknown paths answer a 404 envelope", async () => {
  const res = await call(t, "GET", "/materials/v1/nope");
  expect(res).toMatchObject({ status: 404, code: 40400, msg: "接口不存在" });
});

test("kit and user-center answer their health checks", async () => {
  expect((await call(t, "GET", "/kit/healthz")).data).toEqual({ api: "kit" });
  expect((await call(t, "GET", "/user-center/healthz")).data).toEqual({ api: "user-center" });
});

test("LATENCY_MS delays every answer", async () => {
  const slow = createTestApp({ LATENCY_MS: "120" });
  const started = performance.now();
  const res = await slow.api.request("/materials/v1/vip/plans");
  expect(res.status).toBe(200);
  expect(performance.now() - started).toBeGreaterThanOrEqual(110);
});

test("an unexpected failure is a 500 envelope, not a crash", async () => {
  const broken = createTestApp();
  broken.db.close();
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const res = await call(broken, "GET", "/materials/v1/vip/plans");
  expect(logged).toHaveBeenCalledOnce();
  logged.mockRestore();
  expect(res).toMatchObject({ status: 500, code: 50000, data: null });
  expect(res.msg).toMatch(/服务器/);
});
