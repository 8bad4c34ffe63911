import { describe, expect, it } from "vitest";
import { platformFieldByKey } from "./platform-rules";
import { analyzeReadability } from "./readability/readability";
import { analyzeTitle, bestTitle, titleWeights, type RiskCheck } from "./title-analyzer";
import { compareTexts, keywordDensity, toCsv, tokenize, wordFrequency } from "./word-frequency";
import { checkNote, extractTopics, parseNote, serializeNote } from "./xhs-note-check/xhs-note";

const xhsTitle = platformFieldByKey.get("xiaohongshu-title")!;
const fakeRisk: RiskCheck = (text) => {
  const i = text.indexOf("最好");
  return i === -1
    ? []
    : [
        {
          term: "最好",
          start: i,
          end: i + 2,
          level: "禁用",
          rule: "绝对化用语",
          why: "广告法第九条",
          rewrites: ["很好"],
        },
      ];
};

describe("analyzeTitle", () => {
  it("weights add up to 115 and every check explains itself", () => {
    expect(titleWeights.reduce((a, w) => a + w.weight, 0)).toBe(115);
    const r = analyzeTitle("学生党必看！3个平价护肤技巧", xhsTitle, { keyword: "护肤", riskCheck: fakeRisk });
    expect(r.checks.map((c) => c.id)).toEqual(titleWeights.map((w) => w.id));
    for (const c of r.checks) expect(c.reason).not.toBe("");
  });
  it("a specific, audience-aware title scores above a vague one", () => {
    const good = analyzeTitle("学生党必看！3个平价护肤技巧", xhsTitle, { keyword: "护肤", riskCheck: fakeRisk });
    const vague = analyzeTitle("分享一下", xhsTitle, { keyword: "护肤", riskCheck: fakeRisk });
    expect(good.score).toBeGreaterThan(vague.score);
    expect(bestTitle([vague, good])).toBe(1);
  });
  it("ad-law risk and clickbait fail their checks", () => {
    const r = analyzeTitle("震惊！最好用的面霜", xhsTitle, { riskCheck: fakeRisk });
    expect(r.checks.find((c) => c.id === "risk")).toMatchObject({ status: "fail" });
    expect(r.checks.find((c) => c.id === "clickbait")).toMatchObject({ status: "fail" });
    expect(r.risks).toHaveLength(1);
  });
  it("skipped checks do not count: no keyword, no engine", () => {
    const r = analyzeTitle("你今天学会了吗？3个方法", xhsTitle);
    expect(r.checks.find((c) => c.id === "keyword")!.status).toBe("skip");
    expect(r.checks.find((c) => c.id === "risk")!.status).toBe("skip");
    expect(r.score).toBe(100);
  });
  it("an over-long title fails the length check", () => {
    const r = analyzeTitle("好".repeat(25), xhsTitle);
    expect(r.checks[0]).toMatchObject({ id: "length", status: "fail" });
  });
});

describe("word frequency", () => {
  it("keeps user dictionary words whole", () => {
    const plain = tokenize("我在小红书发笔记").map((t) => t.word);
    expect(plain).not.toContain("小红书");
    const withDict = tokenize("我在小红书发笔记，小红书真好", ["小红书"]).map((t) => t.word);
    expect(withDict.filter((w) => w === "小红书")).toHaveLength(2);
  });
  it("counts, drops stop words and single characters, sorts by count", () => {
    const r = wordFrequency("护肤 护肤 护肤 面霜 面霜 的 的 的 我", { dictionary: ["护肤", "面霜"] });
    expect(r.words.slice(0, 2)).toEqual([
      { word: "护肤", count: 3, share: 0.6 },
      { word: "面霜", count: 2, share: 0.4 },
    ]);
    expect(r.words.find((w) => w.word === "的")).toBeUndefined();
  });
  it("a single character outside the BMP (𠮷) is one character, dropped unless singles are kept", () => {
    const words = (o = {}) => wordFrequency("𠮷 𠮷 𠮷 x 𠮷𠮷 ab", o).words;
    expect(words().map((w) => w.word)).toEqual(["ab"]);
    expect(words({ singles: true })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ word: "𠮷", count: 5 }),
        expect.objectContaining({ word: "x" }),
      ]),
    );
  });
  it("user stop words are removed", () => {
    const r = wordFrequency("护肤 面霜 面霜", { dictionary: ["护肤", "面霜"], stopWords: ["面霜"] });
    expect(r.words.map((w) => w.word)).toEqual(["护肤"]);
  });
  it("keyword density = occurrences × length ÷ non-space characters", () => {
    const [d] = keywordDensity("面霜好用 面霜平价", ["面霜"]);
    expect(d).toMatchObject({ count: 2 });
    expect(d!.density).toBeCloseTo(4 / 8);
  });
  it("compares two texts", () => {
    const rows = compareTexts(
      wordFrequency("面霜 面霜 精华", { dictionary: ["面霜", "精华"] }),
      wordFrequency("精华 精华 精华", { dictionary: ["面霜", "精华"] }),
    );
    expect(rows).toEqual([
      { word: "精华", a: 1, b: 3 },
      { word: "面霜", a: 2, b: 0 },
    ]);
  });
  it("CSV has a BOM, a header and defused formulas", () => {
    const csv = toCsv([
      { word: "=HYPERLINK(1)", count: 2, share: 0.5 },
      { word: "面霜", count: 2, share: 0.5 },
    ]);
    expect(csv.startsWith("\uFEFF词,次数,占比\r\n")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(1)",2,50.00%`);
    expect(csv).toContain("面霜,2,50.00%");
  });
});

describe("readability", () => {
  it("flags long sentences, phone walls, repeated words, density and reading time", () => {
    const long = "这是一句非常非常长的句子".repeat(6) + "。";
    const wall = "段落".repeat(50);
    const text = `短句一。短句二！\n${long}\n${wall}\n护肤护肤，护肤真的重要！！`;
    const r = analyzeReadability(text);
    expect(r.longSentences).toHaveLength(2);
    expect(r.walls.map((p) => p.length)).toEqual([100]);
    expect(r.sentenceBuckets.reduce((a, b) => a + b.count, 0)).toBe(r.sentences.length);
    expect(r.exclamations).toBe(3);
    expect(r.readingMinutes).toBeCloseTo(r.chars / 400);
  });
  it("empty text gives zeros", () => {
    const r = analyzeReadability("");
    expect([r.chars, r.sentences.length, r.averageSentence]).toEqual([0, 0, 0]);
  });
});

describe("小红书 note check", () => {
  it("round-trips the share form", () => {
    expect(parseNote(serializeNote({ title: "标题", body: "正文\n第二行" }))).toEqual({
      title: "标题",
      body: "正文\n第二行",
    });
  });
  it("reads topics in both forms", () => {
    expect(extractTopics("好物 #护肤[话题]# #平价好物 ")).toEqual(["护肤", "平价好物"]);
  });
  it("builds the checklist", () => {
    const r = checkNote(
      {
        title: "油皮护肤｜最好用的平价面霜",
        body: "油皮姐妹看过来，这款护肤面霜很清爽。加微信 abc 领取小样 13812345678\n#护肤 #面霜",
      },
      { keyword: "护肤", riskCheck: fakeRisk },
    );
    const status = Object.fromEntries(r.items.map((i) => [i.id, i.status]));
    expect(status).toMatchObject({
      title: "pass",
      body: "pass",
      topics: "pass",
      "kw-title": "pass",
      "kw-first50": "pass",
      compliance: "fail",
      diversion: "fail",
    });
    expect(r.diversion.map((d) => d.text).sort()).toEqual(["13812345678", "加微信"].sort());
  });
  it("fails an over-long title and a keyword missing from the first 50 characters", () => {
    const r = checkNote({ title: "好".repeat(21), body: `${"字".repeat(60)}护肤` }, { keyword: "护肤" });
    const status = Object.fromEntries(r.items.map((i) => [i.id, i.status]));
    expect(status).toMatchObject({ title: "fail", "kw-title": "fail", "kw-first50": "fail", compliance: "warn" });
  });
});

describe("with the real compliance engine", () => {
  it("an absolute claim fails the ad-law check; a plain title passes it", async () => {
    const { loadRiskCheck } = await import("./compliance-bridge");
    const riskCheck = (await loadRiskCheck()) ?? undefined;
    expect(riskCheck).toBeDefined();
    const bad = analyzeTitle("全网最低价！最好用的面霜", xhsTitle, { riskCheck });
    expect(bad.checks.find((c) => c.id === "risk")!.status).toBe("fail");
    expect(bad.risks.map((r) => r.term)).toEqual(expect.arrayContaining(["全网最低价"]));
    const fine = analyzeTitle("油皮姐妹的 3 款清爽面霜", xhsTitle, { riskCheck });
    expect(fine.checks.find((c) => c.id === "risk")!.status).toBe("pass");
  });
});
