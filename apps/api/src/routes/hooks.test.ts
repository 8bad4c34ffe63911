import { expect, test } from "vitest";
import { call, createTestApp } from "../test/test-app.ts";

const t = createTestApp();
type Hook = { id: string; type: string; industries: string[]; pattern: string; example: string; why: string };

test("/v1/hooks serves the library with blanks, examples and reasons; type filter", async () => {
  const all = await call<Hook[]>(t, "GET", "/materials/v1/hooks");
  expect(all.status).toBe(200);
  expect(all.data.length).toBeGreaterThanOrEqual(20);
  expect(all.data.every((h) => /\{[^}]+\}/.test(h.pattern) && h.example && h.why)).toBe(true);
  const numbers = await call<Hook[]>(t, "GET", "/materials/v1/hooks?type=number");
  expect(numbers.data.length).toBeGreaterThan(0);
  expect(numbers.data.every((h) => h.type === "number")).toBe(true);
  expect((await call(t, "GET", "/materials/v1/hooks?type=clickbait")).status).toBe(400);
});
