import { describe, expect, it } from "vitest";
import { isBrowserFile } from "./browser-files";
import { localHref } from "../../lib/local-href";

describe("isBrowserFile", () => {
  it.each([
    "/favicon.ico",
    "/favicon-32x32.png",
    "/apple-touch-icon.png",
    "/apple-touch-icon-precomposed.png",
    "/apple-touch-icon-120x120-precomposed.png",
    "/robots.txt",
    "/sitemap.xml",
    "/sitemap-index.xml",
    "/.well-known/security.txt",
    "/.well-known/appspecific/com.chrome.devtools.json",
    "/site.webmanifest",
    "/browserconfig.xml",
  ])("%s is this site's", (path) => {
    expect(isBrowserFile(path)).toBe(true);
  });

  it.each(["/", "/design/favicon.ico", "/some/unknown/path", "/apple-touch-icon.png/x", "/well-known/x", "/favicon"])(
    "%s goes on to the creative site",
    (path) => {
      expect(isBrowserFile(path)).toBe(false);
    },
  );
});

describe("localHref", () => {
  it.each([
    ["//evil.example", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["\\/\\/evil.example", "/evil.example"],
    ["/\t/evil.example", "/evil.example"],
    ["/vip", "/vip"],
    ["", "/"],
  ])("%j stays on this origin as %j", (path, expected) => {
    expect(localHref(path)).toBe(expected);
    expect(new URL(localHref(path, "?a=1", "#h"), "http://site.test").origin).toBe("http://site.test");
  });
});
