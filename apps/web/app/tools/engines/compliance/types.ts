/**
 * Types of the compliance engine (违禁词 / 极限词 / 行业敏感词 / 导流词).
 * The public API lives in ./engine.ts; these are re-exported from there.
 */
import type { ToolSource } from "../../tool-definition";

/** Severity words shown to users (tools-facts §1.4 "Levels for the UI"). */
export type Level = "禁用" | "需证明" | "行业敏感" | "平台规则" | "提示";

/** Term groups A–H of tools-facts §1.4, and I (母乳代用品、烟草、酒类、未成年人: data/patterns-special.ts). */
export type RuleGroup = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I";

export type IndustryKey =
  | "general"
  | "medical"
  | "drug"
  | "device"
  | "health-food"
  | "cosmetics"
  | "food"
  | "education"
  | "finance"
  | "real-estate";

export type RuleSource = ToolSource;

/**
 * Context situations of the final SAMR guide (2023 第6号) that make a listed word
 * not a violation (time words, parameters) or only a 提示 (art. 5, 6).
 */
export type ExemptionKind =
  | "time-word" // 最近/第一次…: not an absolute claim at all
  | "param" // 最大承重/最高时速: an objective technical parameter
  | "statutory-line" // 本品不能代替药物: the mandatory notice itself
  | "attitude" // 指南 5(一)(二): 服务态度、经营理念、目标追求
  | "self-comparison" // 指南 6(一)
  | "consumer-tip" // 指南 6(二)
  | "standard" // 指南 6(三)
  | "allow-list" // 指南 6(四): the user's brand/trademark/model names
  | "award" // 指南 6(五)
  | "sales-fact" // 指南 6(六)
  | "description" // 广告法第二条: news, statistics, labels describe, they do not sell (genre.ts)
  | "model"; // the claim model reads the sentence as lawful text (claim-model.ts; a heuristic)

export type Exemption = {
  kind: ExemptionKind;
  /** The guide article that may exempt the use, e.g. 《广告绝对化用语执法指南》第六条第（二）项. */
  article: string;
  /** What the advertiser must be able to show (指南第七条: unprovable → 仍按广告法查处). */
  proof: string;
};

export type Finding = {
  /** The user's characters that triggered the finding (text.slice(start, end)). */
  term: string;
  /** UTF-16 offsets into the original text; start = end = 0 for a missing mandatory notice. */
  start: number;
  end: number;
  level: Level;
  /** Stable rule id, e.g. "A.最佳", "H.phone", "notice.health-food". */
  rule: string;
  /** Law + article + item, in Chinese. */
  basis: string;
  /** Penalty article and range. */
  penalty?: string;
  /** One plain-Chinese line. */
  why: string;
  /** Lawful replacements, best first (一键替换 uses the first). */
  rewrites: string[];
  group: RuleGroup;
  source: RuleSource;
  /** Present when the context may exempt the use; says which article and what proof is needed. */
  exemption?: Exemption;
  /** "term" (listed word), "pattern" (regex detector), "notice" (missing mandatory notice), "custom" (user list). */
  kind: "term" | "pattern" | "notice" | "custom";
  /**
   * 指南第九条 first-offence hint, only for 绝对化用语 outside the industries of 指南第十一条
   * (医疗/医美/药品/医疗器械/保健食品、金融/招商、教育培训 never get it).
   */
  leniency?: string;
  /**
   * How the user's spelling hides the word: 「拼音替代」 (zui好), 「数字/符号替代」 (第1品牌, 第⑴),
   * 「夹杂符号」 (最💯好, 最_好) or 「繁体」. Platform review reads through them, so it is a finding all the same.
   */
  variant?: "拼音替代" | "数字/符号替代" | "夹杂符号" | "繁体";
  /** Internal: a broad detector's finding that gives way to listed words (removed before returning). */
  yields?: boolean;
};

/** A mandatory notice the text lacks for the chosen industry. */
export type MissingNotice = {
  rule: string;
  industry: IndustryKey;
  /** The statutory line to add, verbatim. */
  line: string;
  basis: string;
  penalty?: string;
  why: string;
  source: RuleSource;
};

export type AnalyzeOptions = {
  industry?: IndustryKey;
  /** Brand names, trademarks, models (指南 6(四)); listed words inside them become 提示. */
  allowList?: string[];
  /** The user's own word list (团队词库); flagged as 平台规则-like team rules, never as law. */
  extraTerms?: string[];
  /** Only report these groups (notices are kept when their group is included). */
  groups?: RuleGroup[];
  /**
   * Check the industry's mandatory notices (default true: the page checks one whole text).
   * The CLI's --lines mode and the batch mode pass false for single short lines unless asked
   * (a title or slogan is not expected to carry 本品不能代替药物).
   */
  notices?: boolean;
  /** Use the claim model after the rules (default true; claim-model.ts). False: the rules alone. */
  model?: boolean;
};

export type AnalyzeResult = { findings: Finding[]; notices: MissingNotice[] };
