import { describe, expect, it } from "vitest";
import { buildCreativeUrl } from "./creative-url";

const ORIGIN = "http://creative.test:8080";
const channel = { param: "channel", value: "creative_tools" };

function target(raw: string) {
  // What the server sees: the raw request target appended to its own origin.
  const url = new URL(`http://site.test${raw}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

describe("buildCreativeUrl", () => {
  it("keeps path, query and hash", () => {
    expect(buildCreativeUrl(ORIGIN, target("/some/unknown/path?q=1&b=2#x"), { channel })).toBe(
      "http://creative.test:8080/some/unknown/path?q=1&b=2#x",
    );
  });

  it("appends token and channel when a token is held", () => {
    const href = buildCreativeUrl(ORIGIN, target("/design/1?q=1"), { token: "demo-user", channel });
    const url = new URL(href);
    expect(url.searchParams.get("q")).toBe("1");
    expect(url.searchParams.get("token")).toBe("demo-user");
    expect(url.searchParams.get("channel")).toBe("creative_tools");
  });

  it("does not let a smuggled token or channel through twice", () => {
    const url = new URL(buildCreativeUrl(ORIGIN, target("/x?token=evil&channel=evil"), { token: "t", channel }));
    expect(url.searchParams.getAll("token")).toEqual(["t"]);
    expect(url.searchParams.getAll("channel")).toEqual(["creative_tools"]);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/@evil.example",
    "/%5Cevil",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\n//evil.example",
    "/..//evil.example",
    "/https://evil.example",
    "/javascript:alert(1)",
  ])("stays on the creative origin for %j", (raw) => {
    const href = buildCreativeUrl(ORIGIN, { pathname: raw, search: "", hash: "" }, { channel });
    expect(new URL(href).origin).toBe(ORIGIN);
    expect(href.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it("caps very long paths instead of producing an unusable URL", () => {
    const href = buildCreativeUrl(
      ORIGIN,
      { pathname: "/" + "a".repeat(20_000), search: "", hash: "" },
      { token: "t", channel },
    );
    expect(new URL(href).origin).toBe(ORIGIN);
    expect(href.length).toBeLessThan(8_000);
    expect(new URL(href).searchParams.get("token")).toBe("t");
  });
});
