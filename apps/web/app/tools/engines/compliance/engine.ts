/**
 * The compliance engine: one pure module used by the tool runners, the
 * check:copy CLI and the tests.
 *
 *   analyze(text, { industry?, allowList?, extraTerms?, groups? }) → { findings, notices }
 *
 * Missing mandatory notices (保健食品、药品、医疗器械、金融/招商) are reported twice on
 * purpose: as `notices` (the statutory line to add) and as findings with
 * start = end = 0 and kind "notice" (level 禁用), so every consumer that only
 * reads `findings` (CLI, batch export, other tool families) still sees them.
 * applyRewrites() appends the statutory line for those instead of replacing text.
 *
 * Offsets are UTF-16 offsets into the caller's text: text.slice(start, end) is
 * exactly what the user typed (emoji and surrogate pairs included).
 */
import { AhoCorasick } from "./aho-corasick";
import { CONSUMER_TIP, CUES, EXEMPTIONS, NEGATION_BEFORE, NEVER_HITS } from "./data/context-phrases";
import { NOTICE_RULES } from "./data/notices";
import { PATTERN_RULES } from "./data/patterns";
import type { AllowPhrase, PatternRule, TermRule } from "./data/rule-types";
import { GENERIC_SUPERLATIVE_ID, TERM_RULES } from "./data/rules";
import { SOURCES } from "./data/sources";
import { normalize, normalizeTerm, toOriginal, type Normalized } from "./normalize";
import type {
  AnalyzeOptions,
  AnalyzeResult,
  Exemption,
  ExemptionKind,
  Finding,
  IndustryKey,
  Level,
  MissingNotice,
  RuleGroup,
  RuleSource,
} from "./types";

export type {
  AnalyzeOptions,
  AnalyzeResult,
  Exemption,
  ExemptionKind,
  Finding,
  IndustryKey,
  Level,
  MissingNotice,
  RuleGroup,
  RuleSource,
} from "./types";

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
    label: "迷信、风水",
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
];

export const DISCLAIMER = "结果仅供自查，不构成法律意见；是否违法由市场监管部门结合广告内容和具体语境整体认定。";

const LENIENCY =
  "《广告绝对化用语执法指南》第九条：初次在广告中使用绝对化用语，危害后果轻微并及时改正的，可以不予行政处罚（仍应立即修改）。";

const LEVEL_RANK: Record<Level, number> = { 禁用: 0, 需证明: 1, 行业敏感: 2, 平台规则: 3, 提示: 4 };

// ── Compiled index (built once, lazily) ─────────────────────────────────────

type Entry = { rule: TermRule; allow?: undefined } | { rule?: undefined; allow: AllowPhrase };

type Index = { ac: AhoCorasick; entries: Entry[]; patterns: string[] };

let index: Index | undefined;

function getIndex(): Index {
  if (index) return index;
  const entries: Entry[] = [];
  const patterns: string[] = [];
  for (const rule of TERM_RULES) {
    entries.push({ rule });
    patterns.push(normalizeTerm(rule.term));
  }
  for (const allow of NEVER_HITS) {
    entries.push({ allow });
    patterns.push(normalizeTerm(allow.phrase));
  }
  index = { ac: new AhoCorasick(patterns), entries, patterns };
  return index;
}

/** The rule records (for the UI's "规则说明" and for tests). */
export function listRules(): readonly TermRule[] {
  return TERM_RULES;
}
export function listPatternRules(): readonly PatternRule[] {
  return PATTERN_RULES;
}

// ── Helpers ──────────────────────────────────────────────────────────────────

function charClass(code: number | undefined): "l" | "d" | "" {
  if (code === undefined || Number.isNaN(code)) return "";
  if (code >= 0x61 && code <= 0x7a) return "l";
  if (code >= 0x30 && code <= 0x39) return "d";
  return "";
}

/** ASCII words must not be cut out of longer ASCII words (wx in "wxyz", no1 in "piano1"). */
function asciiBoundaryOk(text: string, s: number, e: number): boolean {
  const first = charClass(text.charCodeAt(s));
  if (first && first === charClass(s > 0 ? text.charCodeAt(s - 1) : undefined)) return false;
  const last = charClass(text.charCodeAt(e - 1));
  if (last && last === charClass(e < text.length ? text.charCodeAt(e) : undefined)) return false;
  return true;
}

export function levelFor(
  rule: Pick<TermRule, "level" | "onlyIn" | "industryLevel">,
  industry: IndustryKey,
): Level | null {
  if (rule.onlyIn && !rule.onlyIn.includes(industry)) return null;
  const override = rule.industryLevel?.[industry];
  if (override !== undefined) return override;
  return rule.level;
}

const SUPERLATIVE_STOP = new Set(Array.from("的地了是有在和与也都就还又很更最之为让给被把"));

function isCjk(code: number): boolean {
  return code >= 0x4e00 && code <= 0x9fff;
}

const CLAUSE_END = /[。!?;\n]/;

function clauseAround(norm: string, s: number, e: number): { before: string; after: string; clause: string } {
  let a = s;
  const minA = Math.max(0, s - 40);
  while (a > minA && !CLAUSE_END.test(norm[a - 1]!)) a--;
  let b = e;
  const maxB = Math.min(norm.length, e + 40);
  while (b < maxB && !CLAUSE_END.test(norm[b]!)) b++;
  const before = norm.slice(a, s);
  const after = norm.slice(e, b);
  return { before, after, clause: before + norm.slice(s, e) + after };
}

const SALES_TERMS = /销量|销售额|占有率|排名|销冠|冠军|第一|no1|top1|领先/;

type Candidate = {
  s: number;
  e: number;
  entry: Entry;
};

function exemptionOf(kind: Exclude<ExemptionKind, "time-word" | "param" | "statutory-line">): Exemption {
  return { kind, ...EXEMPTIONS[kind] };
}

function findAllowListSpans(norm: string, allowList: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const name of allowList) {
    const n = normalizeTerm(name.trim());
    if (n.length < 1) continue;
    for (let from = norm.indexOf(n); from !== -1; from = norm.indexOf(n, from + 1)) spans.push([from, from + n.length]);
  }
  return spans;
}

/**
 * Decide the context exemption of a listed word (指南第五、六条; tools-facts §1.5).
 * Returns the exemption and the resulting level, or null when the context changes nothing.
 */
function contextFor(
  rule: TermRule,
  level: Level,
  norm: string,
  s: number,
  e: number,
  allowSpans: Array<[number, number]>,
  strict: boolean,
): { level: Level; exemption?: Exemption } | null {
  if (rule.satisfiedBy && rule.satisfiedBy.test(clauseAround(norm, s, e).clause)) return { level: "提示" };
  const kinds = rule.exemptions ?? [];
  if (!kinds.length) return null;
  const softened: Level = strict ? "需证明" : "提示";
  if (kinds.includes("allow-list") && allowSpans.some(([a, b]) => a <= s && e <= b)) {
    return { level: softened, exemption: exemptionOf("allow-list") };
  }
  const { before, after, clause } = clauseAround(norm, s, e);
  const termNorm = norm.slice(s, e);
  if (kinds.includes("consumer-tip") && /最佳|最好|最适|最宜|最理想/.test(termNorm)) {
    if (CONSUMER_TIP.after.test(after) || CONSUMER_TIP.afterTime.test(after) || CONSUMER_TIP.before.test(before)) {
      return { level: softened, exemption: exemptionOf("consumer-tip") };
    }
  }
  // 指南 6(六): sales facts. A qualified 销量第一 stays 需证明 (tools-facts §0 item 4).
  if (kinds.includes("sales-fact") || (rule.group === "A" && SALES_TERMS.test(termNorm))) {
    if (CUES["sales-word"].test(clause) || /销量|销售额|占有率|排名|销冠/.test(termNorm)) {
      const qualified = CUES["sales-time"].test(clause) && CUES["sales-place"].test(clause);
      // A qualified 第一/冠军 stays 需证明 (引证指南: segment/region limits, tools-facts §0 item 4);
      // other qualified sales facts (销量领先 in 2025 上半年 on 天猫) may be exempt: 提示.
      if (qualified && !/第一|冠军|销冠|no1|top1/.test(termNorm))
        return { level: softened, exemption: exemptionOf("sales-fact") };
      if (qualified) return { level: "需证明", exemption: exemptionOf("sales-fact") };
      if (level === "禁用") return { level: "需证明", exemption: exemptionOf("sales-fact") };
      return null;
    }
  }
  if (kinds.includes("standard") && CUES.standard.test(clause)) {
    return { level: softened, exemption: exemptionOf("standard") };
  }
  if (kinds.includes("award") && CUES.award.test(clause)) {
    // An award makes an ordinary 禁用 word 需证明 at most in strict industries, 提示 elsewhere.
    return { level: softened, exemption: exemptionOf("award") };
  }
  if (kinds.includes("self-comparison") && CUES["self-comparison"].test(clause)) {
    return { level: softened, exemption: exemptionOf("self-comparison") };
  }
  if (kinds.includes("attitude") && CUES.attitude.test(clause)) {
    return { level: softened, exemption: exemptionOf("attitude") };
  }
  return null;
}

let customCache: { key: string; ac: AhoCorasick; terms: string[]; patterns: string[] } | undefined;

function customMatcher(extraTerms: readonly string[]) {
  const terms = [...new Set(extraTerms.map((t) => t.trim()).filter(Boolean))];
  const key = terms.join("\u0000");
  if (customCache?.key !== key) {
    const patterns = terms.map(normalizeTerm);
    customCache = { key, ac: new AhoCorasick(patterns), terms, patterns };
  }
  return customCache;
}

function makeFinding(
  text: string,
  norm: Normalized,
  s: number,
  e: number,
  base: Omit<Finding, "term" | "start" | "end">,
): Finding {
  const { start, end } = toOriginal(norm, s, e);
  return { term: text.slice(start, end), start, end, ...base };
}

// ── analyze ────────────────────────────────────────────────────────────────

export function analyze(text: string, options: AnalyzeOptions = {}): AnalyzeResult {
  const industry: IndustryKey = options.industry ?? "general";
  const strict = INDUSTRIES.find((i) => i.key === industry)?.noLeniency ?? false;
  const groups = options.groups ? new Set<RuleGroup>(options.groups) : undefined;
  const norm = normalize(text);
  const n = norm.text;
  const { ac, entries } = getIndex();

  // 1. Listed words and never-hit phrases, longest match first (第一次 beats 第一).
  const candidates: Candidate[] = [];
  for (const m of ac.search(n)) {
    const entry = entries[m.pattern]!;
    if (!asciiBoundaryOk(n, m.start, m.end)) continue;
    candidates.push({ s: m.start, e: m.end, entry });
  }
  candidates.sort(
    (x, y) => y.e - y.s - (x.e - x.s) || (x.entry.allow ? -1 : 0) - (y.entry.allow ? -1 : 0) || x.s - y.s,
  );
  const taken = new Uint8Array(n.length);
  const allowSpans = options.allowList?.length ? findAllowListSpans(n, options.allowList) : [];
  const raw: Finding[] = [];
  for (const c of candidates) {
    let free = true;
    for (let i = c.s; i < c.e; i++)
      if (taken[i]) {
        free = false;
        break;
      }
    if (!free) continue;
    const rule = c.entry.rule;
    if (!rule) {
      taken.fill(1, c.s, c.e);
      continue;
    }
    const baseLevel = levelFor(rule, industry);
    if (baseLevel === null) continue; // not a finding here: a shorter word may still match inside
    let rewrites = rule.rewrites;
    if (rule.id === GENERIC_SUPERLATIVE_ID) {
      // 最 + the next character (最安静 → 最安); a lone 最 before punctuation is no claim.
      const next = n.charCodeAt(c.e);
      if (!(next >= 0x4e00 && next <= 0x9fff) || taken[c.e] || n[c.e] === "的") continue;
      c.e += 1;
      // Take a second character unless it is a particle (最香的 → 最香, 最适宜的 → 最适宜).
      if (isCjk(n.charCodeAt(c.e)) && !taken[c.e] && !SUPERLATIVE_STOP.has(n[c.e]!)) c.e += 1;
      const rest = n.slice(c.s + 1, c.e);
      rewrites = [`很${rest}`, `更${rest}`];
    }
    if (rule.group === "C" && NEGATION_BEFORE.test(n.slice(Math.max(0, c.s - 10), c.s))) {
      taken.fill(1, c.s, c.e); // 不是药物 / 不能代替药物治疗: a denial, not a claim
      continue;
    }
    taken.fill(1, c.s, c.e);
    const ctx = contextFor(rule, baseLevel, n, c.s, c.e, allowSpans, strict);
    const level = ctx ? ctx.level : baseLevel;
    const finding = makeFinding(text, norm, c.s, c.e, {
      level,
      rule: rule.id,
      basis: rule.basis,
      why: rule.why,
      rewrites,
      group: rule.group,
      source: rule.source,
      kind: "term",
    });
    if (rule.penalty) finding.penalty = rule.penalty;
    if (ctx?.exemption) finding.exemption = ctx.exemption;
    if (rule.group === "A" && level === "禁用" && !strict) finding.leniency = LENIENCY;
    raw.push(finding);
  }

  // 2. Regex detectors (导流 contacts, 倒计时, X天见效…).
  for (const p of PATTERN_RULES) {
    const level = levelFor(p, industry);
    if (level === null) continue;
    const source = p.onOriginal ? text : n;
    p.pattern.lastIndex = 0;
    for (let m = p.pattern.exec(source); m; m = p.pattern.exec(source)) {
      if (m[0].length === 0) {
        p.pattern.lastIndex++;
        continue;
      }
      const base: Omit<Finding, "term" | "start" | "end"> = {
        level,
        rule: p.id,
        basis: p.basis,
        why: p.why,
        rewrites: p.rewrites,
        group: p.group,
        source: p.source,
        kind: "pattern",
      };
      if (p.penalty) base.penalty = p.penalty;
      if (p.onOriginal) {
        raw.push({ term: m[0], start: m.index, end: m.index + m[0].length, ...base });
      } else {
        raw.push(makeFinding(text, norm, m.index, m.index + m[0].length, base));
      }
    }
  }

  // 3. The user's own word list (团队词库): a team rule, never presented as law.
  if (options.extraTerms?.length) {
    const custom = customMatcher(options.extraTerms);
    for (const m of custom.ac.search(n)) {
      if (!asciiBoundaryOk(n, m.start, m.end)) continue;
      const term = custom.terms[m.pattern]!;
      raw.push(
        makeFinding(text, norm, m.start, m.end, {
          level: "平台规则",
          rule: `custom.${term}`,
          basis: "自定义词库（团队规则，不是法律条文）",
          why: `「${term}」在你的自定义词库中`,
          rewrites: [],
          group: "H",
          source: SOURCES.custom,
          kind: "custom",
        }),
      );
    }
  }

  // 4. One finding per stretch of text: longer first, then the more severe.
  raw.sort(
    (x, y) => y.end - y.start - (x.end - x.start) || LEVEL_RANK[x.level] - LEVEL_RANK[y.level] || x.start - y.start,
  );
  const used = new Uint8Array(text.length);
  const findings: Finding[] = [];
  for (const f of raw) {
    if (groups && !groups.has(f.group)) continue;
    let free = true;
    for (let i = f.start; i < f.end; i++)
      if (used[i]) {
        free = false;
        break;
      }
    if (!free) continue;
    used.fill(1, f.start, f.end);
    findings.push(f);
  }
  findings.sort((x, y) => x.start - y.start || x.end - y.end);

  // 5. Mandatory notices for the industry.
  const notices: MissingNotice[] = [];
  for (const rule of NOTICE_RULES) {
    if (rule.industry !== industry) continue;
    if (groups && !groups.has(rule.group)) continue;
    if (rule.when && !rule.when.test(n)) continue;
    if (rule.unless && rule.unless.test(n)) continue;
    if (rule.present.test(n)) continue;
    notices.push({
      rule: rule.rule,
      industry,
      line: rule.line,
      basis: rule.basis,
      penalty: rule.penalty,
      why: rule.why,
      source: rule.source,
    });
    findings.push({
      term: "",
      start: 0,
      end: 0,
      level: "禁用",
      rule: rule.rule,
      basis: rule.basis,
      penalty: rule.penalty,
      why: rule.why,
      rewrites: [rule.line],
      group: rule.group,
      source: rule.source,
      kind: "notice",
    });
  }
  return { findings, notices };
}

// ── applyRewrites (一键替换) ───────────────────────────────────────────────

export type RewriteHunk = {
  rule: string;
  /** Span in the original text (start = end = text.length for an appended notice). */
  start: number;
  end: number;
  before: string;
  after: string;
};

/** Strip a hint in full-width brackets (“有效（须有依据）” → “有效”) for one-click replacement. */
export function cleanRewrite(rewrite: string): string {
  return rewrite.replace(/（[^）]*）/g, "").trim() || rewrite;
}

/**
 * Replace every finding of the given levels (default: 禁用) by its first rewrite;
 * missing notices append their statutory line. Returns the new text and the hunks.
 */
export function applyRewrites(
  text: string,
  findings: readonly Finding[],
  options: { levels?: readonly Level[] } = {},
): { text: string; hunks: RewriteHunk[] } {
  const levels = new Set<Level>(options.levels ?? ["禁用"]);
  const hunks: RewriteHunk[] = [];
  const chosen = findings.filter((f) => levels.has(f.level) && f.rewrites.length > 0).sort((a, b) => a.start - b.start);
  let out = "";
  let pos = 0;
  const appended: string[] = [];
  for (const f of chosen) {
    if (f.kind === "notice") {
      appended.push(f.rewrites[0]!);
      continue;
    }
    if (f.start < pos) continue; // overlapping: keep the first
    const after = cleanRewrite(f.rewrites[0]!);
    out += text.slice(pos, f.start) + after;
    hunks.push({ rule: f.rule, start: f.start, end: f.end, before: text.slice(f.start, f.end), after });
    pos = f.end;
  }
  out += text.slice(pos);
  for (const line of appended) {
    const add = (out.endsWith("\n") || out.length === 0 ? "" : "\n") + line;
    hunks.push({ rule: "notice", start: text.length, end: text.length, before: "", after: add });
    out += add;
  }
  return { text: out, hunks };
}
