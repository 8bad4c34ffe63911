import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const SCREENS = [
  { path: "/", heading: "首页" },
  { path: "/home", heading: "首页" },
  { path: "/tools-index", heading: "工具大全" },
  { path: "/template-community", heading: "模板社区" },
  { path: "/vip", heading: "会员中心" },
];

for (const screen of SCREENS) {
  test(`${screen.path} is server-rendered Chinese HTML with its heading`, async ({ request }) => {
    const response = await request.get(screen.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="zh-CN"');
    // The heading is in the HTML itself, before any script runs.
    const h1 = html.indexOf("<h1");
    expect(h1).toBeGreaterThan(-1);
    expect(html.slice(h1, html.indexOf("</h1>", h1))).toContain(screen.heading);
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers()["content-security-policy"]).not.toContain("unsafe-inline' 'strict");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
}

// The four screens hydrate in every journey of their own specs, under the same console guard; `/` is checked here.
test("/ hydrates without console errors", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("首页");
  // Hydrated, and nothing logged an error on the way (the fixture's console guard).
  await hydrated(page);
});

test("/ points its canonical link at /home", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<link[^>]+rel="canonical"[^>]+href="[^"]*\/home"/);
});

test("health check, hashed assets and security headers", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  const html = await (await request.get("/home")).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!);
  expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const page = await request.get("/home");
  expect(page.headers()["cache-control"]).toBe("no-store");
  expect(page.headers()["permissions-policy"]).toContain("camera=()");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
});
