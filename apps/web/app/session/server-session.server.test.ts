import { describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../http/http";
import { createServerSession, tokenFromRequest } from "./server-session.server";
import { fakeHttp as http, testUser } from "./test-session";

const user = testUser();

describe("tokenFromRequest", () => {
  it.each([
    ["token=demo-user", "demo-user"],
    ["a=1; token=abc%2B%3D; b=2", "abc+="],
    ["", null],
    ["token=", null],
    ["token=null", null],
    ["token=%E4%BB%A4", null],
    ["token=a%20b", null],
    ["token=%E0%A4%A", null],
    [`token=${"a".repeat(5000)}`, null],
  ])("%j → %j", (cookie, expected) => {
    expect(tokenFromRequest(new Request("http://x.test/", { headers: { cookie } }))).toBe(expected);
  });
});

describe("createServerSession", () => {
  it("does not call the API without a token", async () => {
    const { client, request } = http(async () => user);
    expect(await createServerSession(null, () => client).getUser()).toEqual({
      user: null,
      flash: [],
      sessionEnded: false,
    });
    expect(request).not.toHaveBeenCalled();
  });

  it("fetches once per request however often it is asked", async () => {
    const { client, request } = http(async () => user);
    const session = createServerSession("t", () => client);
    const [a, b] = await Promise.all([session.getUser(), session.getUser()]);
    expect(a.user).toEqual(user);
    expect(b).toBe(a);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("a session-ending code flashes the msg and marks the session ended", async () => {
    const { client } = http(async () => Promise.reject(new ApiError(180003, "登录已失效，请重新登录", 401)));
    const session = createServerSession("t", () => client, { newId: () => "id-1" });
    expect(await session.getUser()).toEqual({
      user: null,
      flash: [{ id: "id-1", type: "error", message: "登录已失效，请重新登录" }],
      sessionEnded: true,
    });
    expect(session.ended).toBe(true);
  });

  it("another code flashes but keeps the session", async () => {
    const { client } = http(async () => Promise.reject(new ApiError(190001, "服务繁忙")));
    const session = createServerSession("t", () => client, { newId: () => "id-2" });
    expect(await session.getUser()).toMatchObject({
      user: null,
      sessionEnded: false,
      flash: [{ message: "服务繁忙" }],
    });
    expect(session.ended).toBe(false);
  });

  it("a network failure is logged only, without the token", async () => {
    const log = vi.fn();
    const { client } = http(async () => Promise.reject(new NetworkError("网络连接失败，请检查网络后重试")));
    const session = createServerSession("secret-token-123", () => client, { log });
    expect(await session.getUser()).toEqual({ user: null, flash: [], sessionEnded: false });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).not.toContain("secret-token-123");
  });
});
