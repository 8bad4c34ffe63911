// @vitest-environment jsdom
import { describe, expect, test, vi } from "vitest";
import {
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_TTL_MS,
  isReloadGuarded,
  reloadAt,
  type ReloadEnvironment,
} from "./reload-guard";

function makeEnv(href = "https://tools.test/home", start = 1_000_000) {
  const store = new Map<string, string>();
  let now = start;
  const location = { href, assign: vi.fn(), reload: vi.fn() };
  const env: ReloadEnvironment = {
    location,
    storage: () => ({
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }),
    now: () => now,
  };
  return { env, location, store, advance: (ms: number) => (now += ms) };
}

describe("reloadAt", () => {
  test("loads the target as a new document and records the guard", () => {
    const { env, location, store } = makeEnv();
    expect(reloadAt({ path: "/template-community?scene=poster#top" }, env)).toBe(true);
    expect(location.assign).toHaveBeenCalledWith("https://tools.test/template-community?scene=poster#top");
    expect(location.reload).not.toHaveBeenCalled();
    expect(JSON.parse(store.get(RELOAD_GUARD_KEY)!)).toEqual({
      path: "/template-community?scene=poster#top",
      expires: 1_000_000 + RELOAD_GUARD_TTL_MS,
    });
  });

  test("reloads in place when the target is the current page", () => {
    const { env, location } = makeEnv("https://tools.test/vip?from=x");
    expect(reloadAt({}, env)).toBe(true);
    expect(reloadAt({ path: "/tools-index" }, makeEnv("https://tools.test/tools-index").env)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(location.assign).not.toHaveBeenCalled();
  });

  test("swallows a second reload of the same path within 10 s, allows it after", () => {
    const { env, location, advance } = makeEnv();
    expect(reloadAt({ path: "/vip" }, env)).toBe(true);
    advance(RELOAD_GUARD_TTL_MS - 1);
    expect(isReloadGuarded("/vip", env)).toBe(true);
    expect(reloadAt({ path: "/vip" }, env)).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
    advance(1);
    expect(reloadAt({ path: "/vip" }, env)).toBe(true);
    expect(location.assign).toHaveBeenCalledTimes(2);
  });

  test("a different path, a custom ttl and force are not swallowed", () => {
    const { env, location, advance } = makeEnv();
    reloadAt({ path: "/vip", ttl: 100 }, env);
    expect(reloadAt({ path: "/tools-index" }, env)).toBe(true);
    expect(reloadAt({ path: "/tools-index" }, env)).toBe(false);
    expect(reloadAt({ path: "/tools-index", force: true }, env)).toBe(true);
    reloadAt({ path: "/vip", ttl: 100 }, env);
    advance(101);
    expect(reloadAt({ path: "/vip" }, env)).toBe(true);
    expect(location.assign).toHaveBeenCalledTimes(5);
  });

  test("unreadable or foreign guard values count as no guard", () => {
    for (const raw of ["not json", "null", '"str"', '{"path":"/vip","expires":"soon"}']) {
      const { env, store, location } = makeEnv();
      store.set(RELOAD_GUARD_KEY, raw);
      expect(reloadAt({ path: "/vip" }, env), raw).toBe(true);
      expect(location.assign).toHaveBeenCalledTimes(1);
    }
  });

  test("storage errors are swallowed and the page still reloads", () => {
    const { location } = makeEnv();
    const throwing: ReloadEnvironment = {
      location,
      storage: () => {
        throw new DOMException("denied", "SecurityError");
      },
      now: () => 0,
    };
    expect(reloadAt({ path: "/vip" }, throwing)).toBe(true);
    const quota: ReloadEnvironment = {
      location,
      storage: () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
      }),
      now: () => 0,
    };
    expect(reloadAt({ path: "/vip" }, quota)).toBe(true);
    expect(location.assign).toHaveBeenCalledTimes(2);
  });

  test("refuses other origins and script-like protocols", () => {
    const { env, location } = makeEnv();
    expect(() => reloadAt({ path: "https://evil.test/home" }, env)).toThrow(/different host/);
    expect(() => reloadAt({ path: "//evil.test/home" }, env)).toThrow(/different host/);
    expect(() => reloadAt({ path: "javascript:alert(1)" }, env)).toThrow(/protocol/);
    expect(() => reloadAt({ path: "data:text/html,x" }, env)).toThrow(/protocol/);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  test("uses the real sessionStorage by default", () => {
    sessionStorage.clear();
    // jsdom's location cannot navigate; only the storage side is checked here.
    expect(isReloadGuarded("/x")).toBe(false);
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path: "/x", expires: Date.now() + 5000 }));
    expect(isReloadGuarded("/x")).toBe(true);
  });
});
