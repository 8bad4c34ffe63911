import { describe, expect, it } from "vitest";
import { matchRouteRules, normaliseRulePath, resolveRuleRedirect, ROUTE_RULES, type RouteRule } from "./route-rules";
import { routeMiddleware } from "./route-middleware";

describe("the shipped rule table", () => {
  it.each([
    ["/tools", "/tools-index", 301],
    ["/templates", "/template-community", 301],
    ["/member", "/vip", 301],
  ])("moves %s to %s with %i", (path, to, status) => {
    expect(matchRouteRules(path).redirect).toEqual({ to, status });
  });

  it("names only registered middleware (the broken test rule exists only in e2e builds)", () => {
    expect(import.meta.env.MODE).not.toBe("e2e");
    const unknown = Object.entries(ROUTE_RULES)
      .flatMap(([pattern, rule]) => (rule.middleware ?? []).map((name) => [pattern, name]))
      .filter(([, name]) => !(name! in routeMiddleware));
    expect(unknown).toEqual([]);
    expect(matchRouteRules("/__e2e/broken-middleware")).toEqual({ redirect: undefined, middleware: [] });
  });

  it("never redirects a screen or the root", () => {
    for (const path of ["/", "/home", "/vip", "/tools-index", "/template-community"]) {
      expect(matchRouteRules(path)).toEqual({ redirect: undefined, middleware: [] });
    }
  });

  it("has only redirect targets on this site or a configured one", () => {
    for (const rule of Object.values(ROUTE_RULES)) {
      if (rule.redirect) expect(rule.redirect.to).toMatch(/^\/[^/\\]/);
    }
  });
});

describe("matchRouteRules", () => {
  const rules: Record<string, RouteRule> = {
    "/a": { redirect: { to: "/b", status: 301 } },
    "/area/**": { middleware: ["auth"] },
    "/area/admin/**": { middleware: ["auth", "admin"], redirect: { to: "/x", status: 302 } },
    "/area/admin/open": { redirect: { to: "/y", status: 307 } },
  };

  it("matches exact paths, with or without a trailing slash, and nothing else", () => {
    expect(matchRouteRules("/a", rules).redirect?.to).toBe("/b");
    expect(matchRouteRules("/a/", rules).redirect?.to).toBe("/b");
    expect(matchRouteRules("/ab", rules).redirect).toBeUndefined();
    expect(matchRouteRules("/a/b", rules).redirect).toBeUndefined();
    expect(matchRouteRules("/A", rules).redirect).toBeUndefined();
  });

  it("matches /** prefixes at segment boundaries only", () => {
    expect(matchRouteRules("/area", rules).middleware).toEqual(["auth"]);
    expect(matchRouteRules("/area/deep/er", rules).middleware).toEqual(["auth"]);
    expect(matchRouteRules("/areas", rules).middleware).toEqual([]);
  });

  it("merges middleware least specific first without duplicates; the most specific redirect wins", () => {
    expect(matchRouteRules("/area/admin/x", rules)).toEqual({
      middleware: ["auth", "admin"],
      redirect: { to: "/x", status: 302 },
    });
    expect(matchRouteRules("/area/admin/open", rules)).toEqual({
      middleware: ["auth", "admin"],
      redirect: { to: "/y", status: 307 },
    });
  });

  it.each(["//a", "/%61", "/a//", "/\\a", "/a%2F", "/a\t", "\n/a", "a"])(
    "cannot be dodged by spelling %j differently",
    (path) => {
      expect(matchRouteRules(path, rules).redirect?.to).toBe("/b");
    },
  );

  it("survives malformed escapes and huge paths", () => {
    expect(matchRouteRules("/%E0%A4%A", rules)).toEqual({ redirect: undefined, middleware: [] });
    expect(matchRouteRules("/area/" + "x/".repeat(50_000), rules).middleware).toEqual(["auth"]);
  });

  it("ignores prototype names", () => {
    expect(matchRouteRules("/__proto__", rules)).toEqual({ redirect: undefined, middleware: [] });
    expect(matchRouteRules("/constructor", rules)).toEqual({ redirect: undefined, middleware: [] });
  });
});

describe("normaliseRulePath", () => {
  it("keeps the root and collapses slashes", () => {
    expect(normaliseRulePath("/")).toBe("/");
    expect(normaliseRulePath("///x///y//")).toBe("/x/y");
  });
});

describe("resolveRuleRedirect", () => {
  const allowed = ["http://site.test", "http://main.test:3003", "http://creative.test"];
  const here = { search: "?q=1", hash: "#h" };

  it("keeps the visitor's query and hash on an internal target without its own", () => {
    expect(resolveRuleRedirect("/tools-index", here, allowed)).toEqual({ href: "/tools-index?q=1#h", external: false });
    expect(resolveRuleRedirect("/x?a=2", here, allowed)).toEqual({ href: "/x?a=2#h", external: false });
    expect(resolveRuleRedirect("/x#top", { search: "", hash: "#h" }, allowed)).toEqual({
      href: "/x#top",
      external: false,
    });
  });

  it("allows absolute targets only on configured origins", () => {
    expect(resolveRuleRedirect("http://main.test:3003/login", here, allowed)).toEqual({
      href: "http://main.test:3003/login?q=1#h",
      external: true,
    });
    expect(resolveRuleRedirect("http://main.test/login", here, allowed)).toBeNull(); // wrong port
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "http://creative.test.evil.example/",
    "http://creative.test@evil.example/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "/x\n//evil.example",
    "not a url",
  ])("refuses %j", (to) => {
    expect(resolveRuleRedirect(to, here, allowed)).toBeNull();
  });
});
