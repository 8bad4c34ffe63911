import { expect, test } from "vitest";
import { tokenFaults } from "../data/users.ts";
import { createSession } from "../repos/users.ts";
import { call, createTestApp, TEST_NOW } from "../test/test-app.ts";

const t = createTestApp();

test("demo-user gets an ordinary profile with a masked phone and a local avatar", async () => {
  const res = await call(t, "GET", "/materials/v1/user/info", { token: "demo-user" });
  expect(res.status).toBe(200);
  expect(res.code).toBe(0);
  expect(res.data).toEqual({
    id: 1001,
    nickname: "运营小橙",
    avatar: "http://api.test/materials/v1/users/1001/avatar.svg",
    vipLevel: 0,
    vipName: "普通用户",
    vipExpiresAt: null,
    isVip: false,
    phone: "138****1001",
  });
});

test("demo-vip is a level-1 member until the end of 2027", async () => {
  const res = await call<{ id: number; vipLevel: number; isVip: boolean; vipExpiresAt: string }>(
    t,
    "GET",
    "/materials/v1/user/info",
    {
      token: "demo-vip",
    },
  );
  expect(res.data).toMatchObject({ id: 1002, vipLevel: 1, isVip: true });
  expect(res.data.vipExpiresAt.startsWith("2027-12-31")).toBe(true);
});

test.each(tokenFaults)("$token answers code $code with its own Chinese message", async (fault) => {
  const res = await call(t, "GET", "/materials/v1/user/info", { token: fault.token });
  expect(res.status).toBe(fault.httpStatus);
  expect(res.code).toBe(fault.code);
  expect(res.msg).toBe(fault.msg);
  expect(res.data).toBeNull();
});

test.each([
  ["no header", {}],
  ["an unknown token", { Authorization: "Bearer not-a-real-token" }],
  ["a non-bearer scheme", { Authorization: "Basic ZGVtbzpkZW1v" }],
  ["a token with illegal characters", { Authorization: "Bearer <script>" }],
])("%s answers 401 with code 180003", async (_name, headers) => {
  const res = await call(t, "GET", "/materials/v1/user/info", { headers });
  expect(res.status).toBe(401);
  expect(res.code).toBe(180003);
  expect(res.msg).toMatch(/登录/);
});

test("signOut ends a fresh session, after which user-info answers 180003", async () => {
  const token = createSession(t.db, 1001, TEST_NOW);
  expect((await call(t, "GET", "/materials/v1/user/info", { token })).code).toBe(0);
  const out = await call(t, "GET", "/materials/v1/login/signOut", { token });
  expect(out).toMatchObject({ status: 200, code: 0, data: null });
  const after = await call(t, "GET", "/materials/v1/user/info", { token });
  expect(after).toMatchObject({ status: 401, code: 180003 });
});

test("signOut leaves the seeded test tokens working so suites can run twice", async () => {
  for (const token of ["demo-user", "demo-vip", "test-code-180002"]) {
    expect((await call(t, "GET", "/materials/v1/login/signOut", { token })).code).toBe(0);
  }
  expect((await call(t, "GET", "/materials/v1/user/info", { token: "demo-user" })).code).toBe(0);
  expect((await call(t, "GET", "/materials/v1/user/info", { token: "demo-vip" })).code).toBe(0);
  expect((await call(t, "GET", "/materials/v1/user/info", { token: "test-code-180002" })).code).toBe(180002);
});

test("signOut without a token is harmless", async () => {
  expect(await call(t, "GET", "/materials/v1/login/signOut")).toMatchObject({ status: 200, code: 0 });
});

test("fresh sessions are random and expire after 7 days", async () => {
  const a = createSession(t.db, 1001, TEST_NOW);
  const b = createSession(t.db, 1001, TEST_NOW);
  expect(a).not.toBe(b);
  expect(a).toMatch(/^sess_[A-Za-z0-9_-]{32}$/);
  t.clock.advance(7 * 86_400_000 + 1000);
  expect((await call(t, "GET", "/materials/v1/user/info", { token: a })).code).toBe(180003);
  t.clock.set(TEST_NOW);
});

test("avatars are generated SVGs", async () => {
  const res = await t.api.request("/materials/v1/users/1001/avatar.svg");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  expect(await res.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect((await t.api.request("/materials/v1/users/999999/avatar.svg")).status).toBe(404);
});
