/**
 * Scores the engine on the labelled set (labelled-set.ts), per part and per kind, next to a
 * naive list matcher (every listed word, plain substring, no normalisation or context).
 * Used by labelled-set.test.ts (the floors) and scripts/bench-compliance.mjs (the figures).
 *
 * - A violation sentence is caught when a finding other than a missing notice is at 禁用, 需证明,
 *   行业敏感 or 平台规则 (compliance/README.md, "Quality and speed").
 * - A lawful sentence is a false positive when it gets any such finding.
 * - `notice` / `ok-notice` texts are scored apart: right when a missing-notice finding is
 *   (not) reported for the whole text.
 * - `debatable` sentences are left out.
 * The sentences are checked one by one as the CLI's --lines mode does (no notice checks),
 * except the notice kinds, which are checked as whole texts with notices on.
 */
import { analyze, listRules } from "../engine";
import type { AnalyzeOptions, Finding, Level } from "../types";
import { LABELLED_SET, LAWFUL_KINDS, VIOLATION_KINDS, type LabelledCase } from "./labelled-set";

const WARN = new Set<Level>(["禁用", "需证明", "行业敏感", "平台规则"]);

/** Does the text get a finding that counts (compliance/README.md, "Quality and speed"): a warning level, not a missing notice? */
export function counts(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.kind !== "notice" && WARN.has(f.level));
}

/**
 * tuning = train + dev (the folds of labelled-set.ts); dev-fresh = the dev rows of the latest round
 * (`round` set), which no rule of an earlier round was written against.
 */
export type Part = "tuning" | "held-back" | "all" | "train" | "dev" | "dev-fresh";

const LATEST_ROUND = Math.max(0, ...LABELLED_SET.map((c) => c.round ?? 0));
const IN_PART: Record<Part, (c: LabelledCase) => boolean> = {
  tuning: (c) => c.part === "tuning",
  "held-back": (c) => c.part === "held-back",
  all: () => true,
  train: (c) => c.fold === "train",
  dev: (c) => c.fold === "dev",
  "dev-fresh": (c) => c.fold === "dev" && LATEST_ROUND > 0 && c.round === LATEST_ROUND,
};

export type KindScore = { kind: string; cases: number; right: number; naiveRight: number };

export type PartScore = {
  part: Part;
  violations: number;
  caught: number;
  recall: number;
  lawful: number;
  falsePositives: number;
  falsePositiveRate: number;
  naiveRecall: number;
  naiveFalsePositiveRate: number;
  notices: number;
  noticesRight: number;
  debatable: number;
  kinds: KindScore[];
};

export type CaseOutcome = { case: LabelledCase; flagged: boolean; right: boolean; findings: Finding[] };

let naiveTerms: string[] | undefined;

/** Naive list match: any listed word as a plain, case-insensitive substring. */
export function naiveFlags(text: string): boolean {
  naiveTerms ??= listRules().map((r) => r.term.toLowerCase());
  const lower = text.toLowerCase();
  return naiveTerms.some((t) => lower.includes(t));
}

const isViolation = (k: string) => (VIOLATION_KINDS as readonly string[]).includes(k);
const isLawful = (k: string) => (LAWFUL_KINDS as readonly string[]).includes(k) && k !== "ok-notice";

/** Options the CLI's --lines mode and the batch mode use for one sentence (notices only when asked). */
export function optionsFor(c: LabelledCase): AnalyzeOptions {
  const wholeText = c.kind === "notice" || c.kind === "ok-notice";
  return { industry: c.industry, notices: wholeText };
}

export function outcome(c: LabelledCase, analyzeFn: typeof analyze = analyze): CaseOutcome {
  const findings = analyzeFn(c.text, optionsFor(c)).findings;
  const notice = findings.some((f) => f.kind === "notice");
  const flagged = counts(findings);
  let right: boolean;
  if (c.kind === "notice") right = notice;
  else if (c.kind === "ok-notice") right = !notice && !flagged;
  else if (isViolation(c.kind)) right = flagged;
  else right = !flagged;
  return { case: c, flagged, right, findings };
}

export function scoreLabelled(
  cases: readonly LabelledCase[] = LABELLED_SET,
  analyzeFn: typeof analyze = analyze,
): { parts: PartScore[]; outcomes: CaseOutcome[] } {
  const outcomes = cases.map((c) => outcome(c, analyzeFn));
  const parts: PartScore[] = (["tuning", "held-back", "all", "train", "dev", "dev-fresh"] as const).map((part) => {
    const mine = outcomes.filter((o) => IN_PART[part](o.case));
    const viol = mine.filter((o) => isViolation(o.case.kind));
    const lawful = mine.filter((o) => isLawful(o.case.kind));
    const notices = mine.filter((o) => o.case.kind === "notice" || o.case.kind === "ok-notice");
    const kinds = new Map<string, KindScore>();
    for (const o of mine) {
      if (o.case.kind === "debatable") continue;
      const k = kinds.get(o.case.kind) ?? { kind: o.case.kind, cases: 0, right: 0, naiveRight: 0 };
      k.cases++;
      if (o.right) k.right++;
      const naive = naiveFlags(o.case.text);
      if (isViolation(o.case.kind) ? naive : isLawful(o.case.kind) ? !naive : false) k.naiveRight++;
      kinds.set(o.case.kind, k);
    }
    const caught = viol.filter((o) => o.flagged).length;
    const fp = lawful.filter((o) => o.flagged).length;
    return {
      part,
      violations: viol.length,
      caught,
      recall: viol.length ? caught / viol.length : 1,
      lawful: lawful.length,
      falsePositives: fp,
      falsePositiveRate: lawful.length ? fp / lawful.length : 0,
      naiveRecall: viol.length ? viol.filter((o) => naiveFlags(o.case.text)).length / viol.length : 1,
      naiveFalsePositiveRate: lawful.length ? lawful.filter((o) => naiveFlags(o.case.text)).length / lawful.length : 0,
      notices: notices.length,
      noticesRight: notices.filter((o) => o.right).length,
      debatable: mine.filter((o) => o.case.kind === "debatable").length,
      kinds: [...kinds.values()].sort((a, b) => a.kind.localeCompare(b.kind)),
    };
  });
  return { parts, outcomes };
}
