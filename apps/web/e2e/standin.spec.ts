/**
 * The provider stand-in over real HTTP, as the site and a developer's curl
 * see it (docs/api-contract.md). Exhaustive cases live in apps/api's Vitest suite;
 * this is the smoke check against the running process.
 */
import { expect, test } from "@playwright/test";
import { API, CREATIVE, MAIN_SITE, MATERIALS_API, WEB } from "./servers";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test("user-info answers a profile for demo-user and each test code its own code and Chinese msg", async ({
  request,
}) => {
  const ok = await (await request.get(`${MATERIALS_API}/v1/user/info`, { headers: bearer("demo-user") })).json();
  expect(ok.code).toBe(0);
  expect(ok.data).toMatchObject({ id: 1001, isVip: false });
  expect(typeof ok.data.nickname).toBe("string");
  const vip = await (await request.get(`${MATERIALS_API}/v1/user/info`, { headers: bearer("demo-vip") })).json();
  expect(vip.data.isVip).toBe(true);
  for (const code of [180002, 180003, 180007, 180100, 180017, 190001]) {
    const body = await (
      await request.get(`${MATERIALS_API}/v1/user/info`, { headers: bearer(`test-code-${code}`) })
    ).json();
    expect(body.code).toBe(code);
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(body.data).toBeNull();
  }
  const unknown = await request.get(`${MATERIALS_API}/v1/user/info`, { headers: bearer("no-such-token") });
  expect(unknown.status()).toBe(401);
  expect((await unknown.json()).code).toBe(180003);
});

test("signOut ends a fresh session; the test tokens survive it", async ({ request, page }) => {
  // A fresh session through the main-site login stand-in.
  await page.goto(`${MAIN_SITE}/login?redirect=${encodeURIComponent(`${WEB}/vip`)}`);
  await page.getByTestId("login-new-user").click();
  await expect(page).toHaveURL(/\/vip$/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "token")?.value;
  expect(token).toMatch(/^sess_/);
  expect((await (await request.get(`${MATERIALS_API}/v1/user/info`, { headers: bearer(token!) })).json()).code).toBe(0);
  expect(
    (await (await request.get(`${MATERIALS_API}/v1/login/signOut`, { headers: bearer(token!) })).json()).code,
  ).toBe(0);
  expect((await (await request.get(`${MATERIALS_API}/v1/user/info`, { headers: bearer(token!) })).json()).code).toBe(
    180003,
  );

  await request.get(`${MATERIALS_API}/v1/login/signOut`, { headers: bearer("demo-user") });
  expect(
    (await (await request.get(`${MATERIALS_API}/v1/user/info`, { headers: bearer("demo-user") })).json()).code,
  ).toBe(0);
});

test("malformed requests get a 4xx envelope with a Chinese msg and write nothing", async ({ request }) => {
  const badJson = await request.post(`${MATERIALS_API}/v1/vip/orders`, {
    headers: { ...bearer("demo-user"), "Content-Type": "application/json" },
    // A Buffer goes out byte for byte (a string would be JSON-encoded as a string literal).
    data: Buffer.from("{not json"),
  });
  expect(badJson.status()).toBe(400);
  expect(await badJson.json()).toMatchObject({ code: 40001, data: null });

  const wrongType = await request.post(`${MATERIALS_API}/v1/vip/orders`, {
    headers: bearer("demo-user"),
    data: { planId: 42, orderKey: ["x"] },
  });
  expect(wrongType.status()).toBe(400);
  expect((await wrongType.json()).msg).toMatch(/[\u4e00-\u9fa5]/);

  const noAuth = await request.post(`${MATERIALS_API}/v1/vip/orders`, { data: { planId: "p", orderKey: "k" } });
  expect(noAuth.status()).toBe(401);

  const huge = await request.post(`${MATERIALS_API}/v1/vip/orders`, {
    headers: { ...bearer("demo-user"), "Content-Type": "application/json" },
    data: Buffer.from(JSON.stringify({ planId: "x", orderKey: "k", pad: "a".repeat(20_000) })),
  });
  expect(huge.status()).toBe(413);

  const unknownFacet = await request.get(`${MATERIALS_API}/v1/templates?scene=__nope__`);
  expect(unknownFacet.status()).toBe(422);
  expect((await unknownFacet.json()).code).toBe(42200);

  // Nothing was written: demo-user still has no membership.
  const membership = await (
    await request.get(`${MATERIALS_API}/v1/vip/membership`, { headers: bearer("demo-user") })
  ).json();
  expect(membership.code).toBe(0);
  expect(membership.data.isVip).toBe(false);
});

test("icon endpoint answers Iconify JSON, lists missing names and 404s an unknown set", async ({ request }) => {
  const found = await (await request.get(`${API}/general/icons/lucide.json?icons=house,no-such-icon`)).json();
  expect(found.prefix).toBe("lucide");
  expect(found.icons.house.body).toContain("<path");
  expect(found.not_found).toEqual(["no-such-icon"]);
  expect((await request.get(`${API}/general/icons/nope.json?icons=a`)).status()).toBe(404);
});

test("creative-site stand-in shows what arrived; login stand-in refuses foreign redirect hosts", async ({
  page,
  request,
}) => {
  await page.goto(`${CREATIVE}/design/7?templateId=7&token=t1&channel=creative_tools#top`);
  await expect(page.getByTestId("path")).toHaveText("/design/7");
  await expect(page.getByTestId("token")).toHaveText("t1");
  await expect(page.getByTestId("channel")).toHaveText("creative_tools");
  await expect(page.getByTestId("hash")).toHaveText("#top");

  const refused = await request.post(`${MAIN_SITE}/login`, {
    form: { user: "demo-user", redirect: "https://evil.example/steal" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
});
