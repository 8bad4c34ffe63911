// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cookieToken, testUser } from "./test-session";

const request = vi.fn();
vi.mock("./browser-http", () => ({ browserHttp: () => ({ request, abort() {} }) }));
const notify = vi.fn();

const { applyUserInfoOutcome, ensureUser, hydrateSession, resetUserSessionForTests, showFlash, signOut } =
  await import("./user-session");
const { clearUserData, getToken, getUserSnapshot, resetSessionStateForTests, setToken } =
  await import("./browser-session");
const { ApiError, NetworkError } = await import("../http/http");
const { setNotifier } = await import("../lib/notify");

const user = testUser({ nickname: "运营小橙" });

beforeEach(() => {
  request.mockReset();
  notify.mockReset();
  setNotifier(notify);
});

afterEach(() => {
  resetUserSessionForTests();
  clearUserData();
  resetSessionStateForTests();
  localStorage.clear();
});

describe("applyUserInfoOutcome", () => {
  it("a session-ending code toasts the msg and clears everything", () => {
    setToken("t");
    applyUserInfoOutcome({ kind: "session-ended", code: 180003, message: "登录状态无效，请重新登录" });
    expect(notify).toHaveBeenCalledWith({ type: "error", message: "登录状态无效，请重新登录" });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(cookieToken()).toBeUndefined();
  });

  it("another code toasts and keeps the session", () => {
    setToken("t");
    applyUserInfoOutcome({ kind: "error", code: 190001, message: "用户服务繁忙" });
    expect(notify).toHaveBeenCalledWith({ type: "error", message: "用户服务繁忙" });
    expect(getToken()).toBe("t");
  });

  it("unavailable is logged only", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    setToken("secret-t");
    applyUserInfoOutcome({ kind: "unavailable", error: new NetworkError("网络连接失败") });
    expect(notify).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).not.toContain("secret-t");
    expect(getToken()).toBe("secret-t");
  });
});

describe("ensureUser", () => {
  it("does nothing without a token or with a user", async () => {
    expect(ensureUser()).toBeUndefined();
    setToken("t");
    request.mockResolvedValueOnce(user);
    await ensureUser();
    expect(getUserSnapshot()).toEqual(user);
    expect(ensureUser()).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("shares one request between concurrent callers", async () => {
    setToken("t");
    request.mockResolvedValue(user);
    await Promise.all([ensureUser(), ensureUser()]);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("does not repeat a non-zero code's toast on the next navigation for the same token", async () => {
    setToken("t2");
    request.mockRejectedValue(new ApiError(190001, "用户服务繁忙"));
    await ensureUser();
    expect(ensureUser()).toBeUndefined();
    expect(notify).toHaveBeenCalledTimes(1);
    // A new token is asked about at once.
    setToken("t3");
    await ensureUser();
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe("hydrateSession", () => {
  it("copies the cookie token into storage and takes the server's user", () => {
    document.cookie = "token=from-cookie; Path=/";
    hydrateSession({ user, sessionEnded: false });
    expect(localStorage.getItem("token")).toBe("from-cookie");
    expect(getUserSnapshot()).toEqual(user);
  });

  it("clears storage when the server ended the session", () => {
    localStorage.setItem("token", "old");
    hydrateSession({ user: null, sessionEnded: true });
    expect(localStorage.getItem("token")).toBeNull();
    expect(getToken()).toBeNull();
  });

  it("restores the cookie from storage and fetches the user in the browser", async () => {
    localStorage.setItem("token", "stored");
    request.mockResolvedValue(user);
    hydrateSession({ user: null, sessionEnded: false });
    expect(cookieToken()).toBe("stored");
    await vi.waitFor(() => expect(getUserSnapshot()).toEqual(user));
  });

  it("drops a stored token that cannot be a bearer token", () => {
    localStorage.setItem("token", "令牌 with spaces");
    hydrateSession({ user: null, sessionEnded: false });
    expect(localStorage.getItem("token")).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});

describe("showFlash", () => {
  it("shows each flash once, as text", () => {
    const flash = [{ id: "a", type: "error" as const, message: "<b>x</b>" }];
    showFlash(flash);
    showFlash(flash);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ type: "error", message: "<b>x</b>" });
  });

  it("does not repeat a user-info error the browser has just shown (client hand-off + server revalidation)", () => {
    setToken("t");
    applyUserInfoOutcome({ kind: "error", code: 190001, message: "用户服务繁忙，请稍后再试" });
    showFlash([{ id: "server-1", type: "error", message: "用户服务繁忙，请稍后再试" }]);
    expect(notify).toHaveBeenCalledTimes(1);
    showFlash([{ id: "server-2", type: "error", message: "另一条提示" }]);
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith({ type: "error", message: "另一条提示" });
  });
});

describe("signOut", () => {
  it("calls signOut, then clears local data", async () => {
    setToken("t");
    request.mockResolvedValue(null);
    await signOut();
    expect(request).toHaveBeenCalledWith("/v1/login/signOut", expect.objectContaining({ key: "sign-out" }));
    expect(getToken()).toBeNull();
    expect(cookieToken()).toBeUndefined();
  });

  it("clears local data when the call fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    setToken("t");
    request.mockRejectedValue(new NetworkError("网络连接失败"));
    await signOut();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });
});
