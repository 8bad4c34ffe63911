// @vitest-environment node
// "Choosing an industry only adds" (decision 009): every finding 通用 reports, except medical vocabulary that
// medical, drug and device ads use as their normal words (治疗, 降血压 as an indication), stays a finding in every
// industry — a cure asserted (治愈, 肾结石全部好了) included (decision 009, "Update, rounds 19 and 20"). Checked on the
// train fold of the labelled set, where a failure may be printed.
import { describe, expect, it } from "vitest";
import { analyze, listPatternRules, listRules } from "./engine";
import { LABELLED_SET } from "./eval/labelled-set";
import { counts } from "./eval/score-labelled";
import { INDUSTRIES } from "./meta";
import type { IndustryKey } from "./types";

const WARN = new Set(["禁用", "需证明", "行业敏感", "平台规则"]);
const vocabulary = new Set([...listRules(), ...listPatternRules()].filter((r) => r.vocabulary).map((r) => r.id));
const stricter = INDUSTRIES.map((i) => i.key).filter((k): k is IndustryKey => k !== "general");

describe("an industry only adds", () => {
  it("keeps a cure asserted in drug, device and medical ads", () => {
    for (const text of ["本品能治愈糖尿病", "寒湿是万病之源", "做了九个月艾灸，肾结石全部好了"])
      for (const industry of ["drug", "device", "medical"] as const)
        expect(counts(analyze(text, { industry, notices: false }).findings), `${text} (${industry})`).toBe(true);
  });

  it("lets a drug ad name its indication", () => {
    expect(counts(analyze("用于治疗缺铁性贫血", { industry: "drug", notices: false }).findings)).toBe(false);
  });

  it("loses no finding of 通用 but medical vocabulary, on every train-fold sentence and industry", () => {
    const lost: string[] = [];
    for (const c of LABELLED_SET.filter((x) => x.fold === "train")) {
      const general = analyze(c.text, { industry: "general", notices: false }).findings.filter(
        (f) => WARN.has(f.level) && !vocabulary.has(f.rule),
      );
      if (general.length === 0) continue;
      for (const industry of stricter)
        if (!counts(analyze(c.text, { industry, notices: false }).findings)) lost.push(`${industry}: ${c.text}`);
    }
    expect(lost).toEqual([]);
  });
});
