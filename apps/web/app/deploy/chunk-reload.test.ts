import { describe, expect, test, vi } from "vitest";
import { ChunkLoadError, guardRouteModules, isChunkLoadError, navigationTarget } from "./chunk-reload";

const manifest = {
  routes: {
    root: { module: "/assets/root-abc.js" },
    vip: { module: "/assets/vip-123.js" },
  },
};

/** React Router 7.18.4's loadRouteModule, minus its own import and reload (lib/dom/ssr/routeModules.ts). */
async function reactRouterLoadRouteModule(route: { id: string }, cache: Record<string, unknown>) {
  if (route.id in cache) {
    return cache[route.id];
  }
  throw new Error("React Router would import and, on failure, reload the current page");
}

const fetchFailed = () => new TypeError("Failed to fetch dynamically imported module: http://x.test/assets/vip-123.js");

describe("guardRouteModules", () => {
  test("answers React Router's cache lookup with our import and stores the module", async () => {
    const vipModule = { default: () => null };
    const importModule = vi.fn(async () => vipModule);
    const cache = guardRouteModules({ root: { default: 1 } } as Record<string, unknown>, { manifest, importModule });
    await expect(reactRouterLoadRouteModule({ id: "vip" }, cache)).resolves.toBe(vipModule);
    expect(importModule).toHaveBeenCalledWith("/assets/vip-123.js");
    // Cached: the next lookup is a plain hit.
    await expect(reactRouterLoadRouteModule({ id: "vip" }, cache)).resolves.toBe(vipModule);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  test("loaded modules and unknown ids behave like the plain object", () => {
    const root = { default: 1 };
    const importModule = vi.fn();
    const cache = guardRouteModules({ root } as Record<string, unknown>, { manifest, importModule });
    expect("root" in cache).toBe(true);
    expect(cache.root).toBe(root);
    expect("nope" in cache).toBe(false);
    // A read without the `in` question never triggers a load.
    expect(cache.vip).toBeUndefined();
    expect(importModule).not.toHaveBeenCalled();
  });

  test("a failed import during a navigation reloads at the target and never settles", async () => {
    const recover = vi.fn(() => true);
    const cache = guardRouteModules({} as Record<string, unknown>, {
      manifest,
      importModule: () => Promise.reject(fetchFailed()),
      getTarget: () => "/vip?tab=team#plans",
      recover,
      log: () => {},
    });
    const settled = vi.fn();
    void reactRouterLoadRouteModule({ id: "vip" }, cache).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(recover).toHaveBeenCalledWith("/vip?tab=team#plans");
    expect(settled).not.toHaveBeenCalled();
  });

  test("when the guard blocks, the route gets a component that throws a ChunkLoadError (the error page shows)", async () => {
    const log = vi.fn();
    const cache = guardRouteModules({} as Record<string, unknown>, {
      manifest,
      importModule: () => Promise.reject(fetchFailed()),
      getTarget: () => "/vip",
      recover: () => false,
      log,
    });
    const mod = (await reactRouterLoadRouteModule({ id: "vip" }, cache)) as { default: () => unknown };
    let thrown: unknown;
    try {
      mod.default();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ChunkLoadError);
    expect((thrown as ChunkLoadError).target).toBe("/vip");
    expect(isChunkLoadError(thrown)).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("/assets/vip-123.js"), expect.any(TypeError));
    // The stand-in is not cached: the next lookup imports again.
    expect("vip" in cache).toBe(true);
    expect(cache.vip).toBeInstanceOf(Promise);
  });

  test("outside a navigation nothing reloads; the failure rejects and a later lookup retries", async () => {
    const recover = vi.fn(() => true);
    const importModule = vi.fn().mockRejectedValueOnce(fetchFailed()).mockResolvedValueOnce({ ok: true });
    const cache = guardRouteModules({} as Record<string, unknown>, {
      manifest,
      importModule,
      getTarget: () => undefined,
      recover,
      log: () => {},
    });
    const failed = (await reactRouterLoadRouteModule({ id: "vip" }, cache)) as { default: () => unknown };
    expect(() => failed.default()).toThrow(ChunkLoadError);
    expect(recover).not.toHaveBeenCalled();
    await expect(reactRouterLoadRouteModule({ id: "vip" }, cache)).resolves.toEqual({ ok: true });
  });
});

test("isChunkLoadError recognises the browsers' and Vite's messages only", () => {
  expect(isChunkLoadError(fetchFailed())).toBe(true);
  expect(isChunkLoadError(new TypeError("error loading dynamically imported module: x"))).toBe(true);
  expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
  expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
});

test("navigationTarget reads the router's pending location", () => {
  const win = {
    __reactRouterDataRouter: {
      state: { navigation: { state: "loading", location: { pathname: "/vip", search: "?a=1", hash: "#b" } } },
    },
  } as unknown as Window;
  expect(navigationTarget(win)).toBe("/vip?a=1#b");
  expect(
    navigationTarget({ __reactRouterDataRouter: { state: { navigation: { state: "idle" } } } } as unknown as Window),
  ).toBeUndefined();
  expect(navigationTarget({} as Window)).toBeUndefined();
});
