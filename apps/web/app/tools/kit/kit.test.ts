import { expect, test } from "vitest";
import { ANONYMOUS_DAILY_RUNS, anonymousUsed, quotaKey, takeAnonymousRun } from "./anonymous-quota";
import { chinaDay, nextChinaMidnight } from "./china-day";
import { MAX_FRAGMENT_CHARS, buildShareLink, readInputFragment } from "./share-link";
import { planFor } from "./plan";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

test("the quota day is Beijing's: 23:59 and 00:00 Beijing are different days whatever the UTC date", () => {
  expect(chinaDay(new Date("2026-09-01T15:59:00Z"))).toBe("2026-09-01");
  expect(chinaDay(new Date("2026-09-01T16:00:00Z"))).toBe("2026-09-02");
  expect(nextChinaMidnight(new Date("2026-09-01T03:00:00Z")).toISOString()).toBe("2026-09-01T16:00:00.000Z");
  expect(nextChinaMidnight(new Date("2026-09-01T16:00:00Z")).toISOString()).toBe("2026-09-02T16:00:00.000Z");
});

test("anonymous runs: 20 per tool per Beijing day, then refused; a new day starts again and drops the old key", () => {
  const storage = memoryStorage();
  const now = new Date("2026-09-01T10:00:00Z");
  for (let i = 1; i <= ANONYMOUS_DAILY_RUNS; i++)
    expect(takeAnonymousRun("banned-words", now, storage)).toEqual({ ok: true, used: i });
  expect(takeAnonymousRun("banned-words", now, storage)).toEqual({ ok: false, used: 20 });
  expect(takeAnonymousRun("word-count", now, storage)).toEqual({ ok: true, used: 1 });
  const tomorrow = new Date("2026-09-01T16:00:00Z");
  expect(takeAnonymousRun("banned-words", tomorrow, storage)).toEqual({ ok: true, used: 1 });
  expect(storage.getItem(quotaKey("banned-words", now))).toBeNull();
  expect(anonymousUsed("banned-words", tomorrow, storage)).toBe(1);
});

test("share links: settings in the query; text only on request, in the fragment; long text compressed", async () => {
  expect(await buildShareLink("https://t.example", "/tools/banned-words", "?industry=food", null)).toEqual({
    url: "https://t.example/tools/banned-words?industry=food",
    includesInput: false,
    tooLong: false,
  });
  const shared = await buildShareLink("https://t.example", "/tools/banned-words", "", "全网最低价 & 100%");
  expect(shared.url).toBe(`https://t.example/tools/banned-words#input=${encodeURIComponent("全网最低价 & 100%")}`);
  expect(await readInputFragment(new URL(shared.url).hash)).toBe("全网最低价 & 100%");
  expect(await readInputFragment("#input=%E0%A4%A")).toBeNull();
  expect(await readInputFragment("")).toBeNull();
  expect(await readInputFragment("#z=!!!")).toBeNull();
});

test("a 2,000-character note and a 10,000-character text fit once compressed, and come back byte for byte", async () => {
  // Text with no repetition to compress away: 3,000 ideographs drawn at random (≈ 11.6 bits a character, more
  // than real Chinese prose, ≈ 9–10), with punctuation and an emoji now and then.
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const varied = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      i % 37 === 0 ? "，" : i % 101 === 0 ? "🔥" : String.fromCodePoint(0x4e00 + Math.floor(rand() * 3000)),
    ).join("");
  for (const n of [2000, 10000]) {
    const text = varied(n);
    const link = await buildShareLink("https://t.example", "/tools/banned-words", "", text);
    expect(link).toMatchObject({ includesInput: true, tooLong: false });
    expect(link.url.length).toBeLessThanOrEqual(MAX_FRAGMENT_CHARS + 100);
    expect(await readInputFragment(new URL(link.url).hash)).toBe(text);
  }
  const huge = await buildShareLink("https://t.example", "/tools/x", "", varied(60000));
  expect(huge).toMatchObject({ includesInput: false, tooLong: true, url: "https://t.example/tools/x" });
});

test("plans: anonymous and free users get the free column; members the stand-in's numbers", () => {
  expect(planFor(null, null)).toEqual({
    loggedIn: false,
    isVip: false,
    dailyRuns: 20,
    batchLimit: 1,
    historyDays: 3,
    wordLists: 0,
  });
  expect(planFor({ vipLevel: 1, isVip: true }, null)).toMatchObject({
    loggedIn: true,
    isVip: true,
    dailyRuns: 500,
    batchLimit: 50,
    historyDays: 180,
    wordLists: 1,
  });
  expect(planFor({ vipLevel: 2, isVip: true }, null).dailyRuns).toBe(Infinity);
  expect(
    planFor({ vipLevel: 1, isVip: true }, { level: 1, dailyRuns: 500, batchLimit: 50, historyDays: 365, wordLists: 1 })
      .historyDays,
  ).toBe(365);
});

test("history entries expire after the plan's days", async () => {
  const { isExpired } = await import("./history-store");
  const now = Date.parse("2026-09-10T00:00:00Z");
  expect(isExpired({ createdAt: now - 3 * 86_400_000 }, 3, now)).toBe(false);
  expect(isExpired({ createdAt: now - 3 * 86_400_000 - 1 }, 3, now)).toBe(true);
  expect(isExpired({ createdAt: now - 100 * 86_400_000 }, 180, now)).toBe(false);
});
