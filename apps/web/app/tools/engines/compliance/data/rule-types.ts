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
  /**
   * Medical vocabulary (治疗、疗效、消炎…) that medical, drug and device ads use as their normal
   * words: there the industry's own null wins over the 通用 level (decision 009; claims never do).
   */
  vocabulary?: boolean;
  /** In 通用, only when the normalised text also matches this (升值 only in copy about property or money). */
  generalWhen?: RegExp;
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
  /**
   * A broad claim detector (治愈失眠, 三天见效): a listed word inside its span keeps its own,
   * more precise finding and rewrite; the detector reports only where no listed word does.
   */
  yields?: boolean;
  /** Yields like `yields` wherever its level in the chosen industry is milder than 禁用 (a 通用 reading of an industry rule). */
  yieldsWhenMilder?: boolean;
  /**
   * Report only in copy that sells: a sentence the genre score reads as describing (genre.ts: a
   * label, a report, a statute) is skipped (decision 009, "Update, round 5").
   */
  sellingOnly?: boolean;
  /** Report even inside a quotation or a legal text (contact details). */
  noContext?: boolean;
  /**
   * Zero-width assertions that belong at the start of `pattern` (a look-behind for 引发/导致…), kept apart for
   * speed: run by the engine (sticky, `y`) only where the pattern has matched, instead of at every position of the
   * text; a match whose start fails them is dropped and the search goes on one character later, which finds what
   * the pattern with them in front would (decision 009, "Update, rounds 21 to 23"; pattern-guards.test.ts).
   */
  startAssert?: RegExp;
  /** Short label for the UI, e.g. 手机号. */
  label: string;
};

/** Phrases that are never findings (time/ordinal words, technical parameters, compositions). */
export type AllowPhrase = { phrase: string; kind: ExemptionKind; note: string };
