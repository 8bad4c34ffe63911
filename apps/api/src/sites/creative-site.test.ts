import { expect, test } from "vitest";
import { createTestApp } from "../test/test-app.ts";

const t = createTestApp({ CHANNEL_PARAM: "from" });

const testId = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

test("shows the path, each query parameter, the token and the channel marker", async () => {
  const res = await t.creativeSite.request("/design/editor?templateId=10001&token=sess_abc&from=creative_tools");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>创意设计站（本地替身）</title>");
  expect(testId(html, "path")).toBe("/design/editor");
  expect(testId(html, "token")).toBe("sess_abc");
  expect(testId(html, "channel")).toBe("creative_tools");
  expect(html).toContain('data-key="templateId"');
  expect(html).toContain('data-testid="hash"');
  expect(html).toContain("location.hash");
  // An inline icon, so the browser never asks for /favicon.ico (which this catch-all would answer with HTML).
  expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg[^"]+">/);
});

test("missing token and channel render empty, marked as not carried", async () => {
  const html = await (await t.creativeSite.request("/")).text();
  expect(testId(html, "token")).toBe("");
  expect(testId(html, "channel")).toBe("");
  expect(html).toContain("未携带");
});

test("everything reflected is escaped", async () => {
  const html = await (
    await t.creativeSite.request(
      `/%3Cimg%20src=x%3E?x=${encodeURIComponent("<script>alert(1)</script>")}&token=${encodeURIComponent('"><b>')}`,
    )
  ).text();
  expect(html).not.toContain("<script>alert(1)</script>");
  expect(html).not.toContain("<img src=x>");
  expect(html).not.toContain('"><b>');
});
