import { describe, expect, it } from "vitest";
import { buildLoginUrl } from "./login-url";

const config = {
  hosts: { main: "http://main.test:3003/", creative: "http://c.test", adTools: "http://site.test" },
  loginPath: "/login",
};

function redirectOf(href: string) {
  const url = new URL(href);
  expect(url.origin).toBe("http://main.test:3003");
  expect(url.pathname).toBe("/login");
  return url.searchParams.get("redirect");
}

describe("buildLoginUrl", () => {
  it("returns to the current URL, query and hash included", () => {
    expect(redirectOf(buildLoginUrl(config, "http://127.0.0.1:4000/vip?from=ad#plans"))).toBe(
      "http://127.0.0.1:4000/vip?from=ad#plans",
    );
  });

  it("resolves a path against the site origin", () => {
    expect(redirectOf(buildLoginUrl(config, "/template-community?scene=poster"))).toBe(
      "http://site.test/template-community?scene=poster",
    );
  });

  it("drops a stale token from the return target", () => {
    expect(redirectOf(buildLoginUrl(config, "/vip?token=old&a=1"))).toBe("http://site.test/vip?a=1");
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "ftp://x.test/"])("falls back to /home for %j", (returnTo) => {
    expect(redirectOf(buildLoginUrl(config, returnTo))).toBe("http://site.test/home");
  });

  it("keeps a protocol-relative path on a web origin (the main site checks its allow-list)", () => {
    expect(new URL(redirectOf(buildLoginUrl(config, "//evil.example/x"))!).protocol).toBe("http:");
  });

  it("encodes the return target so it cannot add parameters to the login URL", () => {
    const url = new URL(buildLoginUrl(config, "/x?a=1&redirect=http://evil.example"));
    const values = url.searchParams.getAll("redirect");
    expect(values).toHaveLength(1);
    expect(new URL(values[0]!).origin).toBe("http://site.test");
    expect(new URL(values[0]!).searchParams.get("redirect")).toBe("http://evil.example");
  });
});
