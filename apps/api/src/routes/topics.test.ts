import { expect, test } from "vitest";
import { call, createTestApp } from "../test/test-app.ts";

const t = createTestApp();
type Topics = {
  platform: string;
  platformName: string;
  listDate: string;
  sample: boolean;
  topics: { name: string; category: string; heat: number }[];
};

test("/v1/topics serves a dated sample list per platform, hottest first", async () => {
  const res = await call<Topics>(t, "GET", "/materials/v1/topics?platform=xiaohongshu");
  expect(res.status).toBe(200);
  expect(res.data).toMatchObject({ platform: "xiaohongshu", platformName: "小红书", sample: true });
  expect(res.data.listDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(res.data.topics.length).toBeGreaterThan(80);
  expect(res.data.topics.map((x) => x.name)).toContain("种草");
  const heats = res.data.topics.map((x) => x.heat);
  expect(heats).toEqual([...heats].sort((a, b) => b - a));
  expect(heats.every((h) => h >= 1 && h <= 100)).toBe(true);
  const weibo = await call<Topics>(t, "GET", "/materials/v1/topics?platform=weibo");
  expect(weibo.data.topics.map((x) => x.name)).not.toContain("种草");
});

test("/v1/topics refuses an unknown or missing platform", async () => {
  expect((await call(t, "GET", "/materials/v1/topics?platform=kuaishou")).status).toBe(400);
  expect((await call(t, "GET", "/materials/v1/topics")).status).toBe(400);
});
