// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearTokenCookie,
  clearUserData,
  getToken,
  getUserSnapshot,
  resetSessionStateForTests,
  setToken,
  setUser,
  subscribeUser,
  tokenCookie,
} from "./browser-session";
import { cookieToken, testUser } from "./test-session";

const user = testUser({ id: 1, phone: "138****0001" });

afterEach(() => {
  clearUserData();
  resetSessionStateForTests();
  localStorage.clear();
});

describe("cookie strings", () => {
  it("sets a 7-day, site-wide, Lax cookie, Secure only over https", () => {
    expect(tokenCookie("demo-user", false)).toBe("token=demo-user; Max-Age=604800; Path=/; SameSite=Lax");
    expect(tokenCookie("a+b/c=", true)).toBe("token=a%2Bb%2Fc%3D; Max-Age=604800; Path=/; SameSite=Lax; Secure");
    expect(clearTokenCookie(false)).toBe("token=; Max-Age=0; Path=/; SameSite=Lax");
  });
});

describe("browser session", () => {
  it("stores the token in localStorage, the cookie and state", () => {
    setToken("demo-user");
    expect(localStorage.getItem("token")).toBe("demo-user");
    expect(cookieToken()).toBe("demo-user");
    expect(getToken()).toBe("demo-user");
  });

  it("reads localStorage first, then state", () => {
    setToken("in-both");
    localStorage.setItem("token", "from-storage");
    expect(getToken()).toBe("from-storage");
    localStorage.removeItem("token");
    expect(getToken()).toBe("in-both");
  });

  it("falls back to state when storage is blocked", () => {
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    setToken("only-state");
    expect(getToken()).toBe("only-state");
    spy.mockRestore();
  });

  it("clearUserData removes token, info, the stored key and the cookie, and tells subscribers", () => {
    const listener = vi.fn();
    subscribeUser(listener);
    setToken("demo-user");
    setUser(user);
    clearUserData();
    expect(getToken()).toBeNull();
    expect(getUserSnapshot()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(cookieToken()).toBeUndefined();
    expect(listener).toHaveBeenCalled();
  });

  it("forgets the old user when a different token arrives", () => {
    setToken("a");
    setUser(user);
    setToken("a");
    expect(getUserSnapshot()).toEqual(user);
    setToken("b");
    expect(getUserSnapshot()).toBeNull();
  });
});
