/**
 * The builder of the listed words (data/rules*.ts) and the shared articles and penalties.
 * Compact builder syntax: "词=改写1|改写2". Every 禁用 word carries ≥ 1 lawful rewrite
 * (checked by rules.test.ts). Levels and articles follow §1.3/§1.4; exemptions §1.1/§1.5.
 */
import type { ExemptionKind, IndustryKey, Level, RuleGroup, RuleSource } from "../types";
import type { TermRule } from "./rule-types";

type Spec = {
  group: RuleGroup;
  level: Level;
  basis: string;
  penalty?: string;
  /** {t} is replaced by the word. */
  why: string;
  exemptions?: ExemptionKind[];
  industryLevel?: Partial<Record<IndustryKey, Level | null>>;
  onlyIn?: IndustryKey[];
  source: RuleSource;
  /** Rewrites used when an entry has none of its own. */
  rewrites?: string[];
  satisfiedBy?: RegExp;
  vocabulary?: boolean;
  generalWhen?: RegExp;
};

export function terms(spec: Spec, list: string): TermRule[] {
  return list
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [term = "", rw] = entry.split("=");
      const rewrites = rw ? rw.split("|").filter(Boolean) : (spec.rewrites ?? []);
      const rule: TermRule = {
        id: `${spec.group}.${term}`,
        term,
        group: spec.group,
        level: spec.level,
        basis: spec.basis,
        why: spec.why.replaceAll("{t}", term),
        rewrites,
        source: spec.source,
      };
      if (spec.penalty) rule.penalty = spec.penalty;
      if (spec.exemptions) rule.exemptions = spec.exemptions;
      if (spec.industryLevel) rule.industryLevel = spec.industryLevel;
      if (spec.onlyIn) rule.onlyIn = spec.onlyIn;
      if (spec.satisfiedBy) rule.satisfiedBy = spec.satisfiedBy;
      if (spec.vocabulary) rule.vocabulary = true;
      if (spec.generalWhen) rule.generalWhen = spec.generalWhen;
      return rule;
    });
}

// Penalties (tools-facts §1.3 fines table).
export const PENALTY = {
  p55: "《广告法》第五十五条：广告费用三倍以上五倍以下罚款；无法计算或明显偏低的，二十万元以上一百万元以下；两年内三次以上或情节严重的更重，可吊销营业执照",
  p57: "《广告法》第五十七条：对广告主处二十万元以上一百万元以下罚款，情节严重的可吊销营业执照；广告经营者、发布者没收广告费用并处同等罚款",
  p58: (item: string) =>
    `《广告法》第五十八条第一款第（${item}）项：广告费用一倍以上三倍以下罚款；无法计算或明显偏低的，十万元以上二十万元以下；情节严重的三倍以上五倍以下或二十万元以上一百万元以下，可吊销营业执照`,
  p59: "《广告法》第五十九条：对广告主处十万元以下罚款",
  trademark: "《商标法》第五十三条：责令改正，处十万元罚款",
};

/** The fallback rule for 最 + a character that is not a listed word. */
export const GENERIC_SUPERLATIVE_ID = "A.最*";

export const ABS = "《广告法》第九条第（三）项（绝对化用语）；《广告绝对化用语执法指南》第二条";
export const ABS_EXEMPT: ExemptionKind[] = [
  "attitude",
  "self-comparison",
  "consumer-tip",
  "standard",
  "allow-list",
  "award",
];
