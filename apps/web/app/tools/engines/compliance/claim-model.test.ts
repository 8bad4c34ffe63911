// @vitest-environment node
// The claim model (claim-model.ts; decision 009, "Update, round 8" and "Update, round 13"): it softens the rules'
// findings and flags, at 需证明 and as a heuristic, only a selling sentence in which the rules found nothing.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { claimFeatures, claimScore } from "./claim-model";
import { flaggable, modelSoftenable } from "./claim-model-context";
import { CLAIM_BIAS, CLAIM_DIM, CLAIM_FLAG_FROM, CLAIM_SCALE, CLAIM_SOFTEN_BELOW } from "./data/claim-weights";
import { analyze } from "./engine";
import { LABELLED_SET } from "./eval/labelled-set";
import { optionsFor } from "./eval/score-labelled";
import { normalize } from "./normalize";

/** The sentence (up to 。！？ or a line break) holding offset i. */
function sentenceOf(text: string, i: number): [number, number] {
  let a = i;
  while (a > 0 && !/[。！？!?\n]/.test(text[a - 1]!)) a--;
  let b = i;
  while (b < text.length && !/[。！？!?\n]/.test(text[b]!)) b++;
  return [a, b];
}

describe("claim model", () => {
  it("scores a sentence the same way every time, between 0 and 1, with or without its closing stop", () => {
    const s = normalize("本店红枣精选新疆若羌灰枣，颗颗饱满。").text;
    const p = claimScore(s, "food")!;
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
    expect(claimScore(s, "food")).toBe(p);
    expect(claimScore(s.replace(/。$/, ""), "food")).toBe(p);
    expect(claimFeatures(s, "food")).not.toEqual(claimFeatures(s, "drug")); // the industry is a feature
  });

  it("scores exactly the sum over claimFeatures (the engine's fast path and the trainer's features agree)", () => {
    const w = Int8Array.from({ length: CLAIM_DIM }, (_, i) => ((i * 37) % 255) - 127);
    for (const c of LABELLED_SET.slice(0, 400)) {
      const n = normalize(c.text).text;
      let z = CLAIM_BIAS;
      for (const f of claimFeatures(n, c.industry)) z += w[f]! * CLAIM_SCALE;
      expect(claimScore(n, c.industry, w), c.text).toBe(1 / (1 + Math.exp(-z)));
    }
  });

  it("softens a first in a news sentence it reads as lawful, with the reason shown as a heuristic", () => {
    const text = "麒麟980基于7nm工艺制程打造，是全球首款商用7nm的手机芯片，性能较上一代提升46%。";
    expect(claimScore(normalize(text).text, "general")!).toBeLessThan(CLAIM_SOFTEN_BELOW);
    const rulesOnly = analyze(text, { model: false }).findings.find((f) => f.term === "全球首款");
    const withModel = analyze(text).findings.find((f) => f.term === "全球首款");
    expect(rulesOnly?.level).toBe("需证明");
    expect(withModel?.level).toBe("提示");
    expect(withModel?.exemption?.kind).toBe("model");
    expect(withModel?.exemption?.proof).toMatch(/^启发式/);
  });

  it("never removes a finding, only softens what modelSoftenable allows, and flags only where the rules found nothing", () => {
    const warn = (f: { level: string; kind: string }) => f.level !== "提示" && f.kind !== "notice";
    for (const c of LABELLED_SET) {
      const off = analyze(c.text, { ...optionsFor(c), model: false }).findings;
      const on = analyze(c.text, optionsFor(c)).findings;
      const flags = on.filter((f) => f.rule === "M.claim-model");
      const rest = on.filter((f) => f.rule !== "M.claim-model");
      expect(
        rest.map((f) => [f.rule, f.start, f.end]),
        c.text,
      ).toEqual(off.map((f) => [f.rule, f.start, f.end]));
      rest.forEach((f, i) => {
        if (f.level !== off[i]!.level) {
          expect(modelSoftenable(f), c.text).toBe(true);
          expect(["提示", "需证明"]).toContain(f.level);
        }
      });
      for (const flag of flags) {
        expect(flag.level, c.text).toBe("需证明");
        expect(flag.why, c.text).toMatch(/^启发式/);
        expect(c.text.slice(flag.start, flag.end)).toBe(flag.term);
        // No finding of the rules in the flagged sentence.
        const [a, b] = sentenceOf(c.text, flag.start);
        expect(
          off.filter((f) => warn(f) && f.start < b && f.end > a),
          c.text,
        ).toEqual([]);
      }
    }
  });

  it("flags a selling sentence the rules miss when it scores high, and never plain copy without a claim in it", () => {
    expect(CLAIM_FLAG_FROM).toBeGreaterThan(CLAIM_SOFTEN_BELOW);
    // Plain lines of ad copy in the industries the model knows best (the team's evaluation set): no claim, no flag.
    for (const [text, industry] of [
      ["课程涵盖听说读写四个模块，配套练习册。", "education"],
      ["样板间开放，欢迎周末到访。", "real-estate"],
      ["适合早餐搭配，饱腹感强。", "food"],
    ] as const) {
      expect(flaggable(normalize(text).text), text).toBe(false);
      expect(
        analyze(text, { industry }).findings.filter((f) => f.rule === "M.claim-model"),
        text,
      ).toEqual([]);
    }
    // It catches violations of the train fold that no rule names (a dozen when written; the dev fold measures it unseen).
    const caught = LABELLED_SET.filter(
      (c) =>
        c.fold === "train" &&
        !c.kind.startsWith("ok-") &&
        c.kind !== "debatable" &&
        c.kind !== "notice" &&
        analyze(c.text, optionsFor(c)).findings.some((f) => f.rule === "M.claim-model"),
    );
    expect(caught.length).toBeGreaterThanOrEqual(5);
    // A report is never flagged, whatever it scores.
    expect(flaggable(normalize("据新华社报道，今年该县种植面积增长了12%，效益明显。").text)).toBe(false);
  });

  it("never softens a 禁用 claim in a bare line of ad copy, however low it scores", () => {
    // Found by the 违禁词检测 e2e: this line scored 0.29 and lost every finding to the model before the guard.
    // Lines of that kind (no describing structure); whichever score low under the weights of the day must keep
    // every finding.
    const lines = [
      "隐私7391 这款面霜全网最好，国家级配方，治愈干燥，销量第一",
      "编号7391 这款面霜全网最好，国家级配方，治愈干燥，销量第一",
      "货号7391 这款面霜全网最好，国家级配方，治愈干燥，销量第一",
      "批次7391 这款面霜全网最好，国家级配方，治愈干燥，销量第一",
    ];
    const low = lines.filter((t) => claimScore(normalize(t).text, "general")! < CLAIM_SOFTEN_BELOW);
    expect(low.length).toBeGreaterThan(0);
    for (const text of low) {
      const levels = Object.fromEntries(analyze(text).findings.map((f) => [f.term, f.level]));
      expect(levels).toMatchObject({ 最好: "禁用", 国家级: "禁用", 治愈: "禁用", 销量第一: "需证明" });
    }
  });

  it("is off for the tools that check one rule family (groups given)", () => {
    const text = "麒麟980基于7nm工艺制程打造，是全球首款商用7nm的手机芯片，性能较上一代提升46%。";
    expect(analyze(text, { groups: ["A", "B"] }).findings.find((f) => f.term === "全球首款")?.level).toBe("需证明");
  });
});

describe("the shipped weights", () => {
  // Reproducible training (decision 009): the committed weights are what the scripts give from the train fold.
  const root = fileURLToPath(new URL("../../../../../../", import.meta.url));
  for (const script of ["train-compliance-genre.mjs", "train-compliance-claims.mjs"])
    it(`are what scripts/${script} writes`, { timeout: 120_000 }, () => {
      expect(() =>
        execFileSync(process.execPath, [`${root}scripts/${script}`, "--check"], { cwd: root }),
      ).not.toThrow();
    });
});
