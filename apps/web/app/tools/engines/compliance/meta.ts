/**
 * Levels, industries, rule groups and the disclaimer: the engine's vocabulary, shared by the
 * runners, the CLI and the tests (re-exported from ./engine.ts).
 */
import { SOURCES } from "./data/sources";
import type { IndustryKey, Level, RuleGroup, RuleSource } from "./types";

/** Levels, most severe first. */
export const LEVELS: readonly Level[] = ["禁用", "需证明", "行业敏感", "平台规则", "提示"];

export const LEVEL_INFO: Record<Level, { description: string }> = {
  禁用: { description: "词语本身在几乎任何广告语境下都违法，须删除或改写" },
  需证明: { description: "只有具备真实、可查的证明（并限定时间、地域、来源）才可使用" },
  行业敏感: { description: "在所选行业中违法或高风险；换行业后等级会变化" },
  平台规则: { description: "平台社区规范或广告审核规则，不是法律条文，违反可能限流或下架" },
  提示: { description: "语境可能适用豁免，须能拿出对应证明" },
};

export type IndustryInfo = {
  key: IndustryKey;
  label: string;
  /** 《广告绝对化用语执法指南》第十一条: no leniency is ever suggested. */
  noLeniency: boolean;
};

export const INDUSTRIES: readonly IndustryInfo[] = [
  { key: "general", label: "通用", noLeniency: false },
  { key: "medical", label: "医疗/医美", noLeniency: true },
  { key: "drug", label: "药品", noLeniency: true },
  { key: "device", label: "医疗器械", noLeniency: true },
  { key: "health-food", label: "保健食品", noLeniency: true },
  { key: "cosmetics", label: "化妆品", noLeniency: false },
  { key: "food", label: "食品", noLeniency: false },
  { key: "education", label: "教育培训", noLeniency: true },
  { key: "finance", label: "金融/招商", noLeniency: true },
  { key: "real-estate", label: "房地产", noLeniency: false },
];

const INDUSTRY_KEYS = new Set<string>(INDUSTRIES.map((i) => i.key));
export function isIndustryKey(value: string): value is IndustryKey {
  return INDUSTRY_KEYS.has(value);
}

export type RuleGroupInfo = { key: RuleGroup; label: string; basis: string; source: RuleSource };

export const RULE_GROUPS: readonly RuleGroupInfo[] = [
  {
    key: "A",
    label: "绝对化用语",
    basis: "《广告法》第九条第（三）项；罚则第五十七条；《广告绝对化用语执法指南》",
    source: SOURCES.guide,
  },
  {
    key: "B",
    label: "需证明 / 引证 / 荣誉 / 国家机关名义",
    basis: "《广告法》第九条、第十一条、第十二条、第二十八条；《商标法》第十四条",
    source: SOURCES.law,
  },
  {
    key: "C",
    label: "医疗、功效、保健用语",
    basis: "《广告法》第十六条、第十七条、第十八条；罚则第五十八条",
    source: SOURCES.law,
  },
  {
    key: "D",
    label: "教育培训",
    basis: "《广告法》第二十四条；罚则第五十八条第一款第（六）项",
    source: SOURCES.education,
  },
  {
    key: "E",
    label: "金融、招商、房地产",
    basis: "《广告法》第二十五条、第二十六条；罚则第五十八条",
    source: SOURCES.finance,
  },
  {
    key: "F",
    label: "迷信、风水、赌博、低俗",
    basis: "《广告法》第九条第（八）项；《房地产广告发布规定》第八条",
    source: SOURCES.superstition,
  },
  {
    key: "G",
    label: "紧迫感与价格表述",
    basis: "《广告法》第四条、第二十八条；《明码标价和禁止价格欺诈规定》",
    source: SOURCES.price,
  },
  {
    key: "H",
    label: "平台规则：导流、诱导分享（非法律）",
    basis: "平台社区规范，不属于法律条文",
    source: SOURCES.platform,
  },
  {
    key: "I",
    label: "母乳代用品、烟草、酒类、未成年人",
    basis: "《广告法》第二十条、第二十二条、第二十三条、第四十条；罚则第五十七条、第五十八条",
    source: SOURCES.law,
  },
];

export const DISCLAIMER = "结果仅供自查，不构成法律意见；是否违法由市场监管部门结合广告内容和具体语境整体认定。";

export const LENIENCY =
  "《广告绝对化用语执法指南》第九条：初次在广告中使用绝对化用语，危害后果轻微并及时改正的，可以不予行政处罚（仍应立即修改）。";

export const LEVEL_RANK: Record<Level, number> = { 禁用: 0, 需证明: 1, 行业敏感: 2, 平台规则: 3, 提示: 4 };
