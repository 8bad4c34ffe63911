import type { ExemptionKind, IndustryKey, Level, RuleGroup, RuleSource } from "../types";

/** One record per listed word (compliance/README.md, "Data"). */
export type TermRule = {
  id: string;
  term: string;
  group: RuleGroup;
  /** Level in 通用 and in every industry without an override. */
  level: Level;
  /** Per-industry level; null = not a finding in that industry (e.g. 治疗 in a 药品 ad). */
  industryLevel?: Partial<Record<IndustryKey, Level | null>>;
  /** When set, the word is only a finding in these industries (and in none other, 通用 included). */
  onlyIn?: IndustryKey[];
  basis: string;
  penalty?: string;
  why: string;
  rewrites: string[];
  /**
   * When the same clause matches (normalised text), the statutory condition is met and the
   * word is only a 提示 — e.g. 专利 next to 专利号 ZL… (广告法第十二条).
   */
  satisfiedBy?: RegExp;
  /** Context situations that may downgrade it (see ../engine.ts contextFor). */
  exemptions?: ExemptionKind[];
  source: RuleSource;
};

/** A regex detector (导流 contacts, "最后X小时", "X天见效"…). Run on the normalised text. */
export type PatternRule = Omit<TermRule, "term"> & {
  /** Must use the g flag; matched against the normalised text (lower case, simplified, no separators). */
  pattern: RegExp;
  /** Run on the original text instead (links need their dots). */
  onOriginal?: boolean;
  /** Short label for the UI, e.g. 手机号. */
  label: string;
};

/** Phrases that are never findings (time/ordinal words, technical parameters, compositions). */
export type AllowPhrase = { phrase: string; kind: ExemptionKind; note: string };
