/**
 * Unknown paths leave for the creative site (spec §2 rule 2): path, query and hash kept, token and
 * channel marker when logged in; hostile paths never leave the creative origin; files browsers ask for by
 * themselves stay with this site.
 */
import http from "node:http";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { CREATIVE, PORTS, WEB } from "./servers";

/** One GET with the path sent byte for byte (Playwright's client would resolve `//host` as a URL). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORTS.web, path, method: "GET", headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

async function clientNavigate(page: Page, to: string) {
  await page.evaluate((target) => {
    void (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate(target);
  }, to);
}

function queryParam(page: Page, key: string) {
  return page.locator(`[data-testid="query-param"][data-key="${key}"]`);
}

test("logged out: path, query and hash arrive; no token, no channel", async ({ page }) => {
  await page.goto("/some/unknown/path?q=1#x");
  await expect(page).toHaveURL(`${CREATIVE}/some/unknown/path?q=1#x`);
  await expect(page.getByTestId("path")).toHaveText("/some/unknown/path");
  await expect(queryParam(page, "q")).toContainText("1");
  await expect(page.getByTestId("hash")).toHaveText("#x");
  await expect(page.getByTestId("token")).toHaveText("");
  await expect(page.getByTestId("channel")).toHaveText("");
});

test("logged in: token and channel marker are appended (server 302, hash kept)", async ({ page }) => {
  // Through rule 1 first: the token URL is cleaned, then the unknown path is handed off.
  await page.goto("/design/42?q=1&token=demo-user#x");
  await expect(page).toHaveURL(new RegExp(`^${CREATIVE}/design/42\\?`));
  await expect(page.getByTestId("path")).toHaveText("/design/42");
  await expect(queryParam(page, "q")).toContainText("1");
  await expect(page.getByTestId("token")).toHaveText("demo-user");
  await expect(page.getByTestId("channel")).toHaveText("creative_tools");
  await expect(page.getByTestId("hash")).toHaveText("#x");
});

test("client navigation: a full page load, token taken from storage", async ({ page, context }) => {
  await page.goto("/home?token=demo-user");
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBe("demo-user");
  // Without the cookie only the browser's storage knows the token: proves the client built the URL.
  await context.clearCookies();
  await clientNavigate(page, "/editor/new?size=poster#canvas");
  await expect(page).toHaveURL(new RegExp(`^${CREATIVE}/editor/new\\?`));
  await expect(page.getByTestId("token")).toHaveText("demo-user");
  await expect(page.getByTestId("channel")).toHaveText("creative_tools");
  await expect(queryParam(page, "size")).toContainText("poster");
  await expect(page.getByTestId("hash")).toHaveText("#canvas");
});

test("/ is never sent away", async ({ request }) => {
  const response = await request.get("/", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

for (const path of [
  "//evil.example",
  "//evil.example/path?q=1",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example/x",
  "/@evil.example",
  "/%5Cevil",
  "/%5C%5Cevil.example",
  "/%09/evil.example",
  "/%0A//evil.example",
  "/https:/evil.example",
  "/" + "a".repeat(6000),
]) {
  test(`hostile path ${JSON.stringify(path.slice(0, 40))} stays on the creative origin`, async () => {
    // Follow this site's own redirects (control characters are stripped first), never another site's.
    let response = await rawGet(path, { cookie: "token=demo-user" });
    for (let hop = 0; hop < 3 && response.location?.startsWith("/") && !response.location.startsWith("//"); hop++) {
      response = await rawGet(response.location, { cookie: "token=demo-user" });
    }
    expect(response.status).toBe(302);
    const location = new URL(response.location!);
    expect(location.origin).toBe(CREATIVE);
    expect(location.searchParams.get("token")).toBe("demo-user");
  });
}

test("a hostile path in the browser lands on the creative stand-in", async ({ page }) => {
  await page.goto(`${WEB}/%2F%2Fevil.example/x`);
  expect(new URL(page.url()).origin).toBe(CREATIVE);
  await expect(page.getByTestId("path")).toContainText("evil.example/x");
});

test("files browsers ask for are this site's answers, never the creative site's", async ({ request }) => {
  for (const [path, status] of [
    ["/favicon.ico", 200],
    ["/apple-touch-icon.png", 200],
    ["/robots.txt", 200],
    ["/sitemap.xml", 200],
    ["/apple-touch-icon-precomposed.png", 404],
    ["/apple-touch-icon-120x120.png", 404],
    ["/.well-known/security.txt", 404],
    ["/.well-known/appspecific/com.chrome.devtools.json", 404],
    ["/site.webmanifest", 404],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0, headers: { cookie: "token=demo-user" } });
    expect(response.status(), path).toBe(status);
    expect(response.headers().location, path).toBeUndefined();
  }
});
