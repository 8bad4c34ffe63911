/**
 * Test double of the engine's analyze() for the runner tests (vi.mock("../engines/compliance/engine", …)):
 * a handful of fixed rules so the UI tests assert on known findings; the real
 * engine has its own evaluation set.
 */
import type { AnalyzeOptions, Finding, RuleGroup } from "../engines/compliance/engine";

type FakeRule = Pick<Finding, "level" | "rule" | "basis" | "why" | "rewrites" | "group"> & {
  term: string;
  penalty?: string;
};

const SOURCE = { label: "《广告法》(2021 修正)", confidence: "official", checkedAt: "2026-11-26" } as const;

export const FAKE_RULES: FakeRule[] = [
  {
    term: "销量第一",
    level: "需证明",
    rule: "B.销量第一",
    group: "B",
    basis: "广告法第九条第三项、第十一条",
    why: "须有可查的数据出处。",
    rewrites: [],
  },
  {
    term: "最好",
    level: "禁用",
    rule: "A.最好",
    group: "A",
    basis: "广告法第九条第三项",
    penalty: "广告法第五十七条：20 万–100 万元",
    why: "绝对化用语。",
    rewrites: ["很好", "更好"],
  },
  {
    term: "第一",
    level: "禁用",
    rule: "A.第一",
    group: "A",
    basis: "广告法第九条第三项",
    penalty: "广告法第五十七条：20 万–100 万元",
    why: "绝对化用语。",
    rewrites: ["领先", "前列"],
  },
  {
    term: "治愈",
    level: "禁用",
    rule: "C.治愈",
    group: "C",
    basis: "广告法第十七条",
    why: "非医疗广告不得涉及疾病治疗。",
    rewrites: ["改善"],
  },
  {
    term: "加微信",
    level: "平台规则",
    rule: "H.加微信",
    group: "H",
    basis: "平台社区规范：站外导流",
    why: "站外导流，可能被限流。",
    rewrites: ["私信了解"],
  },
];

export function analyze(text: string, options: AnalyzeOptions = {}): { findings: Finding[]; notices: [] } {
  const findings: Finding[] = [];
  const taken: boolean[] = [];
  const groups: RuleGroup[] | undefined = options.groups;
  const rules = [
    ...FAKE_RULES,
    ...(options.extraTerms ?? []).map((term): FakeRule => ({
      term,
      level: "平台规则",
      rule: `custom.${term}`,
      group: "H",
      basis: "我的词库",
      why: "团队词库中的词。",
      rewrites: [],
    })),
  ];
  for (const r of rules) {
    if (groups && !groups.includes(r.group)) continue;
    for (let at = text.indexOf(r.term); at >= 0; at = text.indexOf(r.term, at + r.term.length)) {
      if (taken[at]) continue;
      for (let i = at; i < at + r.term.length; i++) taken[i] = true;
      const allowed = (options.allowList ?? []).some((name) => {
        const p = text.indexOf(name);
        return p >= 0 && p <= at && at + r.term.length <= p + name.length;
      });
      findings.push({
        term: r.term,
        start: at,
        end: at + r.term.length,
        level: allowed ? "提示" : r.level,
        rule: r.rule,
        basis: r.basis,
        penalty: r.penalty,
        why: r.why,
        rewrites: r.rewrites,
        group: r.group,
        source: SOURCE,
        kind: r.rule.startsWith("custom.") ? "custom" : "term",
      });
    }
  }
  if (options.industry === "health-food" && !text.includes("本品不能代替药物")) {
    findings.push({
      term: "",
      start: 0,
      end: 0,
      level: "禁用",
      rule: "notice.health-food",
      basis: "广告法第十八条",
      why: "保健食品广告须显著标明「本品不能代替药物」。",
      rewrites: ["本品不能代替药物"],
      group: "C",
      source: SOURCE,
      kind: "notice",
    });
  }
  return { findings: findings.sort((a, b) => a.start - b.start), notices: [] };
}
