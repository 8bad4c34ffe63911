import { describe, expect, it, vi } from "vitest";
import {
  resolveRouteMiddleware,
  routeMiddleware,
  runRouteMiddleware,
  UnknownRouteMiddlewareError,
  type RouteMiddlewareArgs,
} from "./route-middleware";
import type { PublicConfig } from "../lib/public-config";

const config = {
  hosts: { main: "http://main.test:3003", creative: "http://creative.test", adTools: "http://site.test" },
  loginPath: "/login",
} as PublicConfig;

function args(path: string, token: string | null): RouteMiddlewareArgs {
  return { url: new URL(path, "http://site.test"), token, config, side: "server" };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("registry", () => {
  it("throws exactly Nuxt's production message for an unknown name", () => {
    expect(() => resolveRouteMiddleware(["nope"])).toThrowError(/^Unknown route middleware: 'nope'\.$/);
    expect(() => resolveRouteMiddleware(["nope"])).toThrow(UnknownRouteMiddlewareError);
  });

  it.each(["toString", "__proto__", "constructor", "hasOwnProperty", "", "AUTH", " auth"])(
    "does not accept %j",
    (name) => {
      expect(() => resolveRouteMiddleware([name])).toThrowError(`Unknown route middleware: '${name}'.`);
    },
  );

  it("checks every name before running any", async () => {
    const first = vi.fn();
    await expect(runRouteMiddleware(["first", "missing"], args("/x", null), { first })).rejects.toThrow(
      "Unknown route middleware: 'missing'.",
    );
    expect(first).not.toHaveBeenCalled();
  });

  it("runs middleware in order", async () => {
    const order: string[] = [];
    await runRouteMiddleware(["a", "b"], args("/x", null), {
      a: () => void order.push("a"),
      b: async () => void order.push("b"),
    });
    expect(order).toEqual(["a", "b"]);
  });
});

describe("auth", () => {
  it("lets a visitor with a token through", async () => {
    await expect(runRouteMiddleware(["auth"], args("/user-center", "t"))).resolves.toBeUndefined();
  });

  it("sends an anonymous visitor to the main-site login, coming back to the same URL", async () => {
    const response = (await thrown(runRouteMiddleware(["auth"], args("/user-center/x?a=1", null)))) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin).toBe("http://main.test:3003");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirect")).toBe("http://site.test/user-center/x?a=1");
  });
});

describe("login", () => {
  it.each([
    ["/login", "http://site.test/home"],
    ["/login?redirect=/vip%3Fa%3D1", "http://site.test/vip?a=1"],
    ["/login?redirect=//evil.example", "http://site.test/home"],
    ["/login?redirect=/%5Cevil.example", "http://site.test/home"],
    ["/login?redirect=https://evil.example", "http://site.test/home"],
    ["/login?redirect=javascript:alert(1)", "http://site.test/home"],
  ])("%s → login returning to %s", async (path, back) => {
    const response = (await thrown(Promise.resolve().then(() => routeMiddleware.login!(args(path, null))))) as Response;
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin).toBe("http://main.test:3003");
    expect(location.searchParams.get("redirect")).toBe(back);
  });

  it("sends a logged-in visitor straight to the target", async () => {
    const response = (await thrown(
      Promise.resolve().then(() => routeMiddleware.login!(args("/login?redirect=/vip", "t"))),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/vip");
  });
});
