// @vitest-environment node
// The genre score and the claims built from lexicons (decision 009, "Update, round 5"), each beside
// a look-alike. Sentences written here for the test, not taken from the labelled set.
import { describe, expect, it } from "vitest";
import { analyze, type IndustryKey } from "./engine";
import { describes, sellingScore } from "./genre";
import { normalize } from "./normalize";
import { GENRE_THRESHOLD, GENRE_WEIGHTS } from "./data/genre-weights";
import { GENRE_FEATURES } from "./genre";

const findings = (text: string, industry: IndustryKey = "general") =>
  analyze(text, { industry, notices: false }).findings.filter((f) => f.kind !== "notice");
const warns = (text: string, industry: IndustryKey = "general") =>
  findings(text, industry).filter((f) => f.level !== "提示");

describe("genre score", () => {
  it("ships trained weights for every feature and a threshold inside (0, 1)", () => {
    expect(GENRE_WEIGHTS.length).toBe(GENRE_FEATURES + 1);
    expect(GENRE_THRESHOLD).toBeGreaterThan(0);
    expect(GENRE_THRESHOLD).toBeLessThan(1);
  });

  it("reads a report as describing and an offer as selling", () => {
    const report = normalize("据市统计局介绍，去年全市粮食总产量达到120万吨，居全省第二。").text;
    const offer = normalize("全城最低价，今天下单立减50元，快来抢购！").text;
    expect(sellingScore(report)).toBeLessThan(sellingScore(offer));
    expect(describes(report, GENRE_THRESHOLD)).toBe(true);
    expect(describes(offer, GENRE_THRESHOLD)).toBe(false);
  });

  it("softens a listed superlative in an encyclopedic sentence to 提示 and says why", () => {
    const [f] = findings("据报道，1958年建成的这座水库是当时全省最大的水库。");
    expect(f?.level).toBe("提示");
    expect(f?.exemption?.kind).toBe("description");
  });

  it("keeps the same word 禁用 in copy that sells", () => {
    expect(warns("本店是全市最大的火锅店，欢迎到店品尝！").some((f) => f.level === "禁用")).toBe(true);
  });

  it("softens text that describes to 提示 in the industries of 指南第十一条 too (no ad: 广告法第二条)", () => {
    const [f] = findings("据国家统计局数据，去年我国新能源汽车产量连续十年居世界第一。", "finance");
    expect(f?.level).toBe("提示");
    expect(f?.exemption?.kind).toBe("description");
    // The same first sold in finance copy stays a claim.
    const [g] = findings("本基金连续十年收益居世界第一，立即购买！", "finance");
    expect(g?.level).not.toBe("提示");
  });
});

describe("claims built from lexicons", () => {
  it("a claim verb on a disease formed by its suffix (not on the lay list)", () => {
    expect(warns("这款枸杞茶能对抗慢性胆囊炎，喝一周就舒服。", "food").map((f) => f.rule)).toContain("C.verb-disease");
  });

  it("a list of diseases with an effect", () => {
    // The list and its effect are one span; whichever detector reports it, the whole list is marked.
    const [f] = warns("罗汉果茶，慢性咽炎、肺结节、扁桃体肿痛都能喝。", "food");
    expect(f?.rule).toMatch(/^C\.(?:verb-disease|disease-list)$/);
    expect(f?.term).toContain("扁桃体肿痛");
  });

  it("not in a label's indications, not in a denial", () => {
    expect(warns("【功能主治】清热利咽。用于慢性咽炎，慢性扁桃体炎。").map((f) => f.rule)).not.toContain(
      "C.verb-disease",
    );
    expect(warns("本品不能代替药物治疗慢性胃炎。", "health-food").map((f) => f.rule)).not.toContain("C.verb-disease");
  });

  it("the state's gift and the State Council's organs by name", () => {
    expect(warns("这款白茶曾作为国礼赠送外宾。", "food").map((f) => f.rule)).toContain("B.state-gift");
    expect(warns("海关总署指定用酒，限量供应。", "food").map((f) => f.rule)).toContain("B.state-organ");
  });
});

describe("context by construction", () => {
  it("最好 as an adverb of advice is no claim; as an adjective it is", () => {
    expect(warns("冰箱最好与墙壁留出10厘米的距离。")).toEqual([]);
    expect(warns("这是全市最好喝的奶茶。").length).toBeGreaterThan(0);
  });

  it("a name given by a naming verb is a title", () => {
    expect(warns("这座古桥被誉为“天下第一桥”。")).toEqual([]);
  });

  it("唯一 before an identifier at the clause end", () => {
    expect(warns("每台设备都有一个唯一且出厂后不可更改的12位序列号。")).toEqual([]);
  });
});
