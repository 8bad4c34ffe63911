import { expect, test } from "vitest";
import { call, createTestApp } from "../test/test-app.ts";

type Runs = {
  used: number;
  limit: number | null;
  resetsAt: string;
  plan: { level: number; batchLimit: number; historyDays: number; wordLists: number };
};

test("a free user gets 20 runs per tool per Beijing day, then 429 with the reset time in the message", async () => {
  const t = createTestApp();
  // 2026-09-01T15:59Z is 23:59 in Beijing: the next minute is a new day.
  t.clock.set(new Date("2026-09-01T15:00:00.000Z"));
  const before = await call<Runs>(t, "GET", "/materials/v1/tools/banned-words/runs", { token: "demo-user" });
  expect(before.data).toMatchObject({
    used: 0,
    limit: 20,
    resetsAt: "2026-09-01T16:00:00.000Z",
    plan: { level: 0, batchLimit: 1, historyDays: 3, wordLists: 0 },
  });
  for (let i = 1; i <= 20; i++) {
    const run = await call<Runs>(t, "POST", "/materials/v1/tools/banned-words/runs", { token: "demo-user" });
    expect(run.data.used).toBe(i);
  }
  const over = await call(t, "POST", "/materials/v1/tools/banned-words/runs", { token: "demo-user" });
  expect(over).toMatchObject({ status: 429, code: 42900, data: null });
  expect(over.msg).toContain("次日 00:00（北京时间）");
  // Counted per tool: another tool still has its own 20.
  expect((await call<Runs>(t, "POST", "/materials/v1/tools/word-count/runs", { token: "demo-user" })).data.used).toBe(
    1,
  );
  t.clock.set(new Date("2026-09-01T16:00:00.000Z"));
  expect((await call<Runs>(t, "POST", "/materials/v1/tools/banned-words/runs", { token: "demo-user" })).data.used).toBe(
    1,
  );
});

test("VIP tools need membership; members get 500, team VIP unlimited", async () => {
  const t = createTestApp();
  expect(await call(t, "POST", "/materials/v1/tools/industry-sensitive/runs", { token: "demo-user" })).toMatchObject({
    status: 403,
    code: 40300,
  });
  const vip = await call<Runs>(t, "POST", "/materials/v1/tools/industry-sensitive/runs", { token: "demo-vip" });
  expect(vip.data.used).toBe(1);
  expect(vip.data.limit).toBe(500);
  expect(vip.data.plan.batchLimit).toBe(50);
});

test("only the slug: unknown slugs are 404, malformed ones 400, anonymous 401; no body is needed", async () => {
  const t = createTestApp();
  expect((await call(t, "POST", "/materials/v1/tools/no-such-tool/runs", { token: "demo-user" })).status).toBe(404);
  expect((await call(t, "POST", "/materials/v1/tools/Bad%20Slug/runs", { token: "demo-user" })).status).toBe(400);
  expect((await call(t, "POST", "/materials/v1/tools/banned-words/runs")).status).toBe(401);
  const columns = (t.db.prepare("PRAGMA table_info(tool_runs)").all() as { name: string }[]).map((c) => c.name);
  expect(columns).toEqual(["user_id", "slug", "day", "count"]);
});

test("word lists: VIP only, trimmed, de-duplicated, at most 500 words of 1–20 characters", async () => {
  const t = createTestApp();
  expect(await call(t, "GET", "/user-center/v1/word-lists", { token: "demo-user" })).toMatchObject({
    status: 403,
    code: 40300,
  });
  const saved = await call<{ words: string[] }>(t, "PUT", "/user-center/v1/word-lists/1", {
    token: "demo-vip",
    json: { words: [" 神药 ", "神药", "", "秒杀全网"] },
  });
  expect(saved.data.words).toEqual(["神药", "秒杀全网"]);
  const read = await call<{ limit: number; lists: { no: number; words: string[] }[] }>(
    t,
    "GET",
    "/user-center/v1/word-lists",
    { token: "demo-vip" },
  );
  expect(read.data).toMatchObject({ limit: 1, lists: [{ no: 1, words: ["神药", "秒杀全网"] }] });
  expect(
    (await call(t, "PUT", "/user-center/v1/word-lists/2", { token: "demo-vip", json: { words: [] } })).status,
  ).toBe(403);
  expect(
    (await call(t, "PUT", "/user-center/v1/word-lists/1", { token: "demo-vip", json: { words: ["一".repeat(21)] } }))
      .status,
  ).toBe(400);
  const many = Array.from({ length: 501 }, (_, i) => `词${i}`);
  expect(
    (await call(t, "PUT", "/user-center/v1/word-lists/1", { token: "demo-vip", json: { words: many } })).status,
  ).toBe(400);
  // The largest valid list (500 × 20 CJK characters) fits the body limit.
  const largest = Array.from({ length: 500 }, (_, i) => `${String(i).padStart(3, "0")}${"测".repeat(17)}`);
  expect(
    (
      await call<{ words: string[] }>(t, "PUT", "/user-center/v1/word-lists/1", {
        token: "demo-vip",
        json: { words: largest },
      })
    ).data.words,
  ).toHaveLength(500);
});
