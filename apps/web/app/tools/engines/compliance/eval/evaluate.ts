/**
 * Scores the engine on EVAL_SET next to a naive matcher (every listed word flagged,
 * plain substring search, no normalisation or context) — the floors in compliance/README.md, "Quality and speed":
 * recall ≥ 95 % on 禁用, false positives ≤ 5 % on lawful sentences, and at most half
 * the naive matcher's false positives. Used by eval.test.ts and scripts/bench-compliance.mjs.
 */
import { analyze, listRules } from "../engine";
import type { Finding, Level } from "../types";
import { EVAL_SET, type EvalCase } from "./eval-set";

type Span = { start: number; end: number };

/** Naive list match: every listed word, raw substring, case-insensitive for ASCII. */
export function naiveSpans(text: string): Span[] {
  const lower = text.toLowerCase();
  const spans: Span[] = [];
  for (const rule of listRules()) {
    const t = rule.term.toLowerCase();
    for (let i = lower.indexOf(t); i !== -1; i = lower.indexOf(t, i + 1)) spans.push({ start: i, end: i + t.length });
  }
  return spans;
}

const WARN_LEVELS = new Set<Level>(["禁用", "需证明", "行业敏感", "平台规则"]);

export type CaseResult = {
  case: EvalCase;
  findings: Finding[];
  missed: string[];
  /** Findings above 提示 that no expectation accounts for. */
  unexpected: Finding[];
  naiveHit: boolean;
  lawful: boolean;
};

export type EvalReport = {
  cases: number;
  lawful: number;
  bannedExpected: number;
  bannedFound: number;
  recall: number;
  falsePositiveSentences: number;
  falsePositiveRate: number;
  naiveBannedFound: number;
  naiveRecall: number;
  naiveFalsePositiveSentences: number;
  naiveFalsePositiveRate: number;
  /** Expected non-禁用 levels (需证明/行业敏感/平台规则/提示) found at that level. */
  levelAgreement: number;
  industries: string[];
  results: CaseResult[];
};

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

export function evaluate(cases: readonly EvalCase[] = EVAL_SET): EvalReport {
  let bannedExpected = 0;
  let bannedFound = 0;
  let naiveBannedFound = 0;
  let otherExpected = 0;
  let otherAgree = 0;
  let lawful = 0;
  let fp = 0;
  let naiveFp = 0;
  const results: CaseResult[] = [];
  for (const c of cases) {
    const options: Parameters<typeof analyze>[1] = { industry: c.industry };
    if (c.allowList) options.allowList = c.allowList;
    const { findings } = analyze(c.text, options);
    const naive = naiveSpans(c.text);
    const accounted = new Set<Finding>();
    const missed: string[] = [];
    for (const exp of c.expect) {
      if ("notice" in exp) {
        const hit = findings.find((f) => f.kind === "notice" && f.rule === exp.notice);
        bannedExpected++;
        if (hit) {
          bannedFound++;
          accounted.add(hit);
        } else missed.push(exp.notice);
        continue;
      }
      const at = c.text.indexOf(exp.term);
      if (at === -1) throw new Error(`eval case: 「${exp.term}」 not in 「${c.text}」`);
      const span = { start: at, end: at + exp.term.length };
      const hits = findings.filter((f) => f.kind !== "notice" && overlaps(f, span));
      hits.forEach((h) => accounted.add(h));
      if (exp.level === "禁用") {
        bannedExpected++;
        if (hits.some((h) => h.level === "禁用")) bannedFound++;
        else missed.push(`禁用:${exp.term}`);
        if (naive.some((n) => overlaps(n, span))) naiveBannedFound++;
      } else {
        otherExpected++;
        if (hits.some((h) => h.level === exp.level)) otherAgree++;
        else missed.push(`${exp.level}:${exp.term}`);
      }
    }
    const unexpected = findings.filter((f) => WARN_LEVELS.has(f.level) && !accounted.has(f));
    const isLawful = c.expect.every((e) => !("notice" in e) && e.level === "提示");
    const naiveHit = naive.length > 0;
    if (isLawful) {
      lawful++;
      if (findings.some((f) => WARN_LEVELS.has(f.level))) fp++;
      if (naiveHit) naiveFp++;
    }
    results.push({ case: c, findings, missed, unexpected, naiveHit, lawful: isLawful });
  }
  return {
    cases: cases.length,
    lawful,
    bannedExpected,
    bannedFound,
    recall: bannedExpected ? bannedFound / bannedExpected : 1,
    falsePositiveSentences: fp,
    falsePositiveRate: lawful ? fp / lawful : 0,
    naiveBannedFound,
    naiveRecall: bannedExpected ? naiveBannedFound / bannedExpected : 1,
    naiveFalsePositiveSentences: naiveFp,
    naiveFalsePositiveRate: lawful ? naiveFp / lawful : 0,
    levelAgreement: otherExpected ? otherAgree / otherExpected : 1,
    industries: [...new Set(cases.map((c) => c.industry))],
    results,
  };
}
