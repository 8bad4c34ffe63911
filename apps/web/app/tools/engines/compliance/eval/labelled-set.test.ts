// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LABELLED_SET, EVAL_SOURCES, devHash } from "./labelled-set";
import { scoreLabelled } from "./score-labelled";
import { MEASURED } from "../measured";

describe("labelled evaluation set", () => {
  const { parts } = scoreLabelled();
  const part = (name: string) => parts.find((p) => p.part === name)!;

  it("is big, half outside material, every row with a known source, a fixed held-back part", () => {
    expect(LABELLED_SET.length).toBeGreaterThanOrEqual(600);
    const outside = LABELLED_SET.filter((c) => c.source !== "team" && c.source !== "team-real").length;
    expect(outside * 2).toBeGreaterThanOrEqual(LABELLED_SET.length);
    for (const c of LABELLED_SET) expect(EVAL_SOURCES[c.source], c.source).toBeDefined();
    const held = LABELLED_SET.filter((c) => c.part === "held-back").length / LABELLED_SET.length;
    expect(held).toBeGreaterThan(0.2);
    expect(held).toBeLessThan(0.4);
  });

  // The part is not chosen by hand: FNV-1a (32-bit, over UTF-16 code units) of the row's text as
  // written in the data (line breaks as "\\n"), mod 10 < 3 → held back. Rows added later fall
  // where the hash puts them, so nobody can move a failing sentence out of the held-back part.
  it("every row sits in the part its text's hash gives", () => {
    const fnv1a = (s: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
      return h >>> 0;
    };
    const wrong = LABELLED_SET.filter(
      (c) => (fnv1a(c.text.replaceAll("\n", "\\n")) % 10 < 3 ? "held-back" : "tuning") !== c.part,
    );
    expect(wrong.map((c) => c.text)).toEqual([]);
  });

  // Inside the tuning part, a second hash (devHash) puts ≈ 25 % of the rows in the dev fold, whose
  // figures say whether a change made on the train fold's errors carries over (decision 009, round 5).
  it("the tuning part splits into train and dev by the second hash, never the held-back part", () => {
    const tuning = LABELLED_SET.filter((c) => c.part === "tuning");
    for (const c of LABELLED_SET)
      expect(c.fold).toBe(
        c.part === "tuning" ? (devHash(c.text.replaceAll("\n", "\\n")) % 4 === 1 ? "dev" : "train") : undefined,
      );
    const dev = tuning.filter((c) => c.fold === "dev").length / tuning.length;
    expect(dev).toBeGreaterThan(0.2);
    expect(dev).toBeLessThan(0.3);
  });

  // The floors (≥ 95 %, ≤ 5 %, every kind ≥ 90 %) are reported by npm run bench (--check exits 1 on them);
  // these are regression guards at the figures measured at the end of rounds 24 and 25 (2026-11-29; decision 009,
  // "Update, rounds 24 and 25", which also says how often the held-back part was read). The tuning part grew by the
  // rows of rounds 24 and 25 its hash took: 1,235 of 1,441 violations caught, 106 of 2,560 lawful flagged (the second
  // reading, after the trainer's fold hashes were mended).
  it("tuning part: recall ≥ 85.7 %, false positives ≤ 4.15 %, far below the naive matcher's", () => {
    expect(part("tuning").recall).toBeGreaterThanOrEqual(0.857);
    expect(part("tuning").falsePositiveRate).toBeLessThanOrEqual(0.0415);
    expect(part("tuning").falsePositiveRate).toBeLessThan(part("tuning").naiveFalsePositiveRate / 2);
  });

  // Rules and both models are decided on the train fold's errors only (decision 009, round 5), so
  // the per-kind floor is held there; the dev fold is read as figures, like the held-back part. Two kinds are
  // below it and held at their own figures: citation (110 of 132), whose misses assert facts no text shows to be
  // false (10年驾校经验, 校区建筑面积超过20000平方, 2%麦角硫因) — a rule that flagged every such figure would flag
  // lawful copy (a trial on the train fold: 6 gained, 7 lawful lost) — and price (13 of 16), whose misses are
  // list prices and urgency the copy does not name as such (官方给的指导价是三九九零, 限量发行不超过1000盒) beside lawful
  // ones (每堂原价800元…); 23 of 32 since round 19 (a price stated without its conditions: 半年仅需100元). Since
  // round 16: platform (29 of 37), whose misses are one platform's own review rules (an age named in the copy, 双11
  // as another company's mark) and, since round 19, a platform's own examples of exaggeration (立即拥有纤细双腿,
  // 遇火烧不起来) that no law or general platform rule states; and special (10 of 30, round 18's kind), whose misses
  // are double meanings (鲜嫩多汁，想要吗), disparaging told as a story, and looks shamed in words no list holds —
  // what a reader, not a word list, decides. Rounds 21 to 23 added more of both: false origins and label ages
  // (坚持只用日本原装马达, FINE 25 OLD) as citation (120 of 149), and a gift to officials told plainly (给领导干部送礼) as
  // special (10 of 31). Rounds 24 and 25: citation 125 of 157 (a court's and a regulator's false facts: 詹天佑奖…(2008),
  // 震虎价不虎人 as special), price 28 of 38, platform 29 of 37, special 11 of 32.
  const OWN_FLOOR: Record<string, number> = { citation: 0.79, price: 0.73, platform: 0.78, special: 0.34 };
  it("train fold: every kind ≥ 90 % right (citation ≥ 79 %, price ≥ 73 %, platform ≥ 78 %, special ≥ 34 %)", () => {
    const weak = part("train").kinds.filter((k) => k.right / k.cases < (OWN_FLOOR[k.kind] ?? 0.9));
    expect(weak).toEqual([]);
  });

  // 253 of 345 violations, 46 of 618 lawful sentences flagged (rounds 24 and 25 joined it by its hashes).
  it("dev fold (never tuned on by rule or model): recall ≥ 73.0 %, false positives ≤ 7.45 %", () => {
    expect(part("dev").recall).toBeGreaterThanOrEqual(0.73);
    expect(part("dev").falsePositiveRate).toBeLessThanOrEqual(0.0745);
  });

  // 419 of 593 violations caught, 98 of 1,093 lawful sentences flagged; the session-start engine (48a5824) on
  // the same rows: 70.5 % and 9.0 % (rounds 24 and 25 added 63 scored rows by their hashes).
  it("held-back part (never tuned on): recall ≥ 70.6 % and false positives ≤ 8.97 % (figures in npm run bench)", () => {
    expect(part("held-back").recall).toBeGreaterThanOrEqual(0.706);
    expect(part("held-back").falsePositiveRate).toBeLessThanOrEqual(0.0897);
  });

  // 违禁词检测 tells users these figures (measured.ts, ACCURACY_FAQ): the page may not claim more than the data give.
  it("bears out what the page tells users about the held-back part", () => {
    expect(part("held-back").violations).toBe(MEASURED.heldBack.violations);
    expect(part("held-back").lawful).toBe(MEASURED.heldBack.lawful);
    expect(part("held-back").recall).toBeGreaterThanOrEqual(MEASURED.heldBack.recall);
    expect(part("held-back").falsePositiveRate).toBeLessThanOrEqual(MEASURED.heldBack.falsePositives);
  });
});
