import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../http/http";
import { describeUnavailable, loadUserInfo, SESSION_ENDING_CODES } from "./user-info";
import { fakeHttp, testUser } from "./test-session";

const client = (answer: () => Promise<unknown>) => fakeHttp(answer).client;

const user = testUser();

describe("loadUserInfo outcomes (spec §8)", () => {
  it("code 0: the user", async () => {
    expect(await loadUserInfo(client(async () => user))).toEqual({ kind: "user", user });
  });

  it.each([...SESSION_ENDING_CODES])("code %i ends the session with the server's msg", async (code) => {
    const outcome = await loadUserInfo(client(async () => Promise.reject(new ApiError(code, "登录已失效", 401))));
    expect(outcome).toEqual({ kind: "session-ended", code, message: "登录已失效" });
  });

  it("exactly five codes end the session", () => {
    expect([...SESSION_ENDING_CODES].sort()).toEqual([180002, 180003, 180007, 180017, 180100]);
  });

  it.each([190001, 180001, 1, -1, 180004])("other code %i: toast, session kept", async (code) => {
    const outcome = await loadUserInfo(client(async () => Promise.reject(new ApiError(code, "服务繁忙"))));
    expect(outcome).toEqual({ kind: "error", code, message: "服务繁忙" });
  });

  it("gives a Chinese fallback text when msg is empty", async () => {
    const outcome = await loadUserInfo(client(async () => Promise.reject(new ApiError(190001, ""))));
    expect(outcome).toMatchObject({ message: "获取用户信息失败（190001）" });
  });

  it.each([
    ["network error", new NetworkError("网络连接失败")],
    ["HTTP error without envelope", new ApiError(502, "服务暂时不可用", 502, false)],
    ["unexpected error", new TypeError("boom")],
  ])("%s: unavailable (logged only)", async (_label, error) => {
    expect(await loadUserInfo(client(async () => Promise.reject(error)))).toMatchObject({ kind: "unavailable" });
  });

  it("a success without a user object is unavailable, not a user", async () => {
    expect(await loadUserInfo(client(async () => null))).toMatchObject({ kind: "unavailable" });
    expect(await loadUserInfo(client(async () => ({ id: 1 })))).toMatchObject({ kind: "unavailable" });
  });

  it("validates the user with the provider schema: a mistyped field is no user, a missing text field is empty", async () => {
    expect(await loadUserInfo(client(async () => ({ ...user, isVip: "yes" })))).toMatchObject({ kind: "unavailable" });
    expect(await loadUserInfo(client(async () => ({ ...user, vipLevel: 7 })))).toMatchObject({ kind: "unavailable" });
    const withoutText: Record<string, unknown> = { ...user, extra: 1 };
    delete withoutText.avatar;
    delete withoutText.phone;
    expect(await loadUserInfo(client(async () => withoutText))).toEqual({ kind: "user", user });
  });

  it("an abort is nothing", async () => {
    const abort = new DOMException("aborted", "AbortError");
    expect(await loadUserInfo(client(async () => Promise.reject(abort)))).toEqual({ kind: "aborted" });
  });

  it("describes an unavailable call without secrets", () => {
    const line = describeUnavailable(new NetworkError("网络连接失败，请检查网络后重试"));
    expect(line).toContain("NetworkError");
    expect(line).not.toMatch(/Bearer|token/i);
  });
});
