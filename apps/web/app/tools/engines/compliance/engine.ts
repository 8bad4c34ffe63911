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
import { NEGATION_BEFORE, NEGATION_CLAIM_BEFORE } from "./data/context-phrases";
import { contextFor, findAllowListSpans, isCountingOrdinal, notAClaim, prepareContext, satisfiedIn } from "./context";
import { sentenceAround, sentenceSpan } from "./text-bounds";
import { asciiBoundaryOk, getIndex, type Entry } from "./term-index";
import { applyClaimModel, flagClaims } from "./claim-model-context";
import { describesWithout, describingSentences, genreSoftening } from "./genre-context";
import { MENTION } from "./data/mention-cues";
import { NOTICE_RULES } from "./data/notices";
import { PATTERN_RULES } from "./data/patterns";
import type { PatternRule, TermRule } from "./data/rule-types";
import { GENERIC_SUPERLATIVE_ID, TERM_RULES } from "./data/rules";
import { SOURCES } from "./data/sources";
import { normalize, normalizeTerm, toOriginal, type Normalized } from "./normalize";
import { variantOf } from "./variant";
import type { AnalyzeOptions, AnalyzeResult, Finding, IndustryKey, Level, MissingNotice, RuleGroup } from "./types";

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

export * from "./meta";
import { INDUSTRIES, LENIENCY, LEVEL_RANK } from "./meta";
export * from "./rewrite";
export { neverHitSpans } from "./term-index";

/** The rule records (for the UI's "规则说明" and for tests). */
export function listRules(): readonly TermRule[] {
  return TERM_RULES;
}
export function listPatternRules(): readonly PatternRule[] {
  return PATTERN_RULES;
}

// ── Helpers ──────────────────────────────────────────────────────────────────

function ownLevel(rule: Pick<TermRule, "level" | "onlyIn" | "industryLevel">, industry: IndustryKey): Level | null {
  if (rule.onlyIn && !rule.onlyIn.includes(industry)) return null;
  const override = rule.industryLevel?.[industry];
  if (override !== undefined) return override;
  return rule.level;
}

/**
 * The level of a rule in an industry. Choosing an industry only adds (decision 009): the result is
 * the more severe of the rule's 通用 level and its industry level, so 医疗器械 never loses a
 * finding that 通用 gives.
 */
export function levelFor(
  rule: Pick<TermRule, "level" | "onlyIn" | "industryLevel" | "vocabulary">,
  industry: IndustryKey,
): Level | null {
  const own = ownLevel(rule, industry);
  if (industry === "general") return own;
  if (rule.vocabulary && rule.industryLevel?.[industry] === null) return null;
  const general = ownLevel(rule, "general");
  if (own === null) return general;
  if (general === null) return own;
  return LEVEL_RANK[general] < LEVEL_RANK[own] ? general : own;
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

/** An opening quote between a negation and the word (并非“特供”产品) leaves the negation in force. */
const OPENING_QUOTE = /[“"‘'「『]$/;
const SUPERLATIVE_STOP = new Set(Array.from("的地了是有在和与也都就还又很更最之为让给被把"));

function isCjk(code: number): boolean {
  return code >= 0x4e00 && code <= 0x9fff;
}

type Candidate = { s: number; e: number; entry: Entry };

const ENUMERATED_DIGITS = /\d[、，,]\s?\d/;

export function analyze(text: string, options: AnalyzeOptions = {}): AnalyzeResult {
  const industry: IndustryKey = options.industry ?? "general";
  const strict = INDUSTRIES.find((i) => i.key === industry)?.noLeniency ?? false;
  const groups = options.groups ? new Set<RuleGroup>(options.groups) : undefined;
  const norm = normalize(text);
  const n = norm.text;
  const { ac, entries } = getIndex();
  prepareContext(text, n);

  // 1. Listed words and never-hit phrases, longest match first (第一次 beats 第一).
  const candidates: Candidate[] = [];
  // Never-hit phrases (母乳是婴儿最好的食物, 高效的就医, 无痛分娩): the claim model reads no claim's stuff in them.
  const neverHit: Array<[number, number]> = [];
  for (const m of ac.search(n)) {
    const entry = entries[m.pattern]!;
    if (!asciiBoundaryOk(n, m.start, m.end)) continue;
    candidates.push({ s: m.start, e: m.end, entry });
    if (entry.allow) neverHit.push([m.start, m.end]);
  }
  candidates.sort(
    (x, y) => y.e - y.s - (x.e - x.s) || (x.entry.allow ? -1 : 0) - (y.entry.allow ? -1 : 0) || x.s - y.s,
  );
  const taken = new Uint8Array(n.length);
  const allowSpans = options.allowList?.length ? findAllowListSpans(n, options.allowList, normalizeTerm) : [];
  const raw: Finding[] = [];
  const describing = describingSentences(n); // genre.ts, once per sentence that needs it
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
    if (industry === "general" && rule.generalWhen && !rule.generalWhen.test(n)) continue;
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
    const negation = rule.group === "C" ? NEGATION_BEFORE : rule.group === "H" ? null : NEGATION_CLAIM_BEFORE;
    // 不是药物 / 不能代替药物治疗: a denial, not a claim; 减肥市场: a trade named, not a claim.
    if (
      negation?.test(n.slice(Math.max(0, c.s - 12), c.s).replace(OPENING_QUOTE, "")) ||
      (rule.group === "C" && MENTION.categoryAfter.test(n.slice(c.e, c.e + 4)))
    ) {
      taken.fill(1, c.s, c.e);
      continue;
    }
    const termNorm = n.slice(c.s, c.e);
    const { start, end } = toOriginal(norm, c.s, c.e);
    // Context first (decision 009): a mention, a title, a name, a measurement or a counting
    // ordinal is no claim at all.
    if (notAClaim(text, n, c.s, c.e, start, end, termNorm) || isCountingOrdinal(n, c.s, c.e, termNorm)) {
      taken.fill(1, c.s, c.e);
      continue;
    }
    taken.fill(1, c.s, c.e);
    let ctx = contextFor(rule, baseLevel, n, c.s, c.e, allowSpans, strict);
    ctx ??= genreSoftening(
      rule,
      baseLevel,
      termNorm,
      () => describing(c.s),
      () => n.slice(...sentenceSpan(n, c.s)),
    );
    const level = ctx ? ctx.level : baseLevel;
    const finding: Finding = {
      term: text.slice(start, end),
      start,
      end,
      level,
      rule: rule.id,
      basis: rule.basis,
      why: rule.why,
      rewrites,
      group: rule.group,
      source: rule.source,
      kind: "term",
    };
    if (rule.penalty) finding.penalty = rule.penalty;
    if (ctx?.exemption) finding.exemption = ctx.exemption;
    if (rule.group === "A" && level === "禁用" && !strict) finding.leniency = LENIENCY;
    const variant = variantOf(text, norm, c.s, c.e, start, end);
    if (variant) finding.variant = variant;
    raw.push(finding);
  }

  // 2. Regex detectors (导流 contacts, 倒计时, X天见效, 国家机关名义…).
  for (const p of PATTERN_RULES) {
    const level = levelFor(p, industry);
    if (level === null) continue;
    if (industry === "general" && p.generalWhen && !p.generalWhen.test(n)) continue;
    const source = p.onOriginal ? text : n;
    p.pattern.lastIndex = 0;
    for (let m = p.pattern.exec(source); m; m = p.pattern.exec(source)) {
      if (m[0].length === 0) {
        p.pattern.lastIndex++;
        continue;
      }
      if (p.startAssert) {
        p.startAssert.lastIndex = m.index;
        if (!p.startAssert.test(source)) {
          p.pattern.lastIndex = m.index + 1;
          continue;
        }
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
      if (p.yields || (p.yieldsWhenMilder && level !== "禁用")) base.yields = true;
      if (p.onOriginal) {
        raw.push({ term: m[0], start: m.index, end: m.index + m[0].length, ...base });
        continue;
      }
      const { start, end } = toOriginal(norm, m.index, m.index + m[0].length);
      // Numbers the normaliser joined across a list's 、 or comma (代收费用如0201、0203、0204) are codes listed, not a
      // contact slipped past review (decision 009, "Update, rounds 19 and 20").
      if (p.group === "H" && ENUMERATED_DIGITS.test(text.slice(start, end))) continue;
      if (!p.noContext && MENTION.patternNegationBefore.test(n.slice(Math.max(0, m.index - 12), m.index))) continue;
      if (!p.noContext && notAClaim(text, n, m.index, m.index + m[0].length, start, end, m[0])) continue;
      // Lexicon detectors: a denial before them (不能代替药物治疗…) or a describing sentence is no claim.
      if (p.sellingOnly && (NEGATION_BEFORE.test(n.slice(Math.max(0, m.index - 12), m.index)) || describing(m.index)))
        continue;
      const f: Finding = { term: text.slice(start, end), start, end, ...base };
      // The statutory condition met in the same clause (an honour with its year and awarding body): a 提示, as for
      // a listed word.
      if (satisfiedIn(p, sentenceAround(n, m.index, m.index + m[0].length).clause)) f.level = "提示";
      // A first or a ranking built by a pattern (全球首款) is softened like a listed one: genre-context.ts.
      Object.assign(
        f,
        genreSoftening(p, level, m[0], () => describesWithout(n, m.index, m.index + m[0].length)),
      );
      const variant = variantOf(text, norm, m.index, m.index + m[0].length, start, end, true);
      if (variant) f.variant = variant;
      raw.push(f);
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
  const used = new Uint8Array(text.length);
  const findings: Finding[] = [];
  for (const f of byPrecedence(raw)) {
    if (groups && !groups.has(f.group)) continue;
    let free = true;
    for (let i = f.start; i < f.end; i++)
      if (used[i]) {
        free = false;
        break;
      }
    if (!free) continue;
    used.fill(1, f.start, f.end);
    delete f.yields;
    findings.push(f);
  }
  findings.sort((x, y) => x.start - y.start || x.end - y.end);

  // 4b. The claim model, after the rules (claim-model-context.ts; decision 009, "Update, round 8"): it softens,
  // then flags selling sentences with a claim's stuff that no rule spoke on ("Update, round 13").
  if (!groups && options.model !== false) {
    applyClaimModel(norm, findings, industry, strict);
    const flags = flagClaims(text, norm, findings, industry, neverHit);
    if (flags.length) {
      findings.push(...flags);
      findings.sort((x, y) => x.start - y.start || x.end - y.end);
    }
  }

  // 5. Mandatory notices for the industry: a property of a whole text, so callers checking
  // single short lines (batch, --lines) pass notices: false unless the user asks.
  const notices: MissingNotice[] = [];
  for (const rule of options.notices === false ? [] : NOTICE_RULES) {
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

/**
 * Findings in the order they claim characters: those that do not yield first, then the longer, then the stricter
 * level, then the earlier. Sorted by one number per finding (a few thousand on a long text, and a comparator reading
 * findings of many shapes was a measurable part of analyze); a span too long to pack falls back to the comparator.
 * Stable, as Array.prototype.sort is, so equal keys keep their order.
 */
function byPrecedence(raw: Finding[]): Finding[] {
  const key = new Float64Array(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const f = raw[i]!;
    const len = f.end - f.start;
    if (len > 4095 || f.start >= 2 ** 30) {
      return raw.sort(
        (x, y) =>
          Number(x.yields ?? false) - Number(y.yields ?? false) ||
          y.end - y.start - (x.end - x.start) ||
          LEVEL_RANK[x.level] - LEVEL_RANK[y.level] ||
          x.start - y.start,
      );
    }
    key[i] = (f.yields ? 2 ** 45 : 0) + (4095 - len) * 2 ** 33 + LEVEL_RANK[f.level] * 2 ** 30 + f.start;
  }
  const order = Array.from(raw, (_, i) => i).sort((a, b) => key[a]! - key[b]!);
  return order.map((i) => raw[i]!);
}
