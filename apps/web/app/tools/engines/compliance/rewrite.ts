/**
 * 一键替换: every finding of the chosen levels is replaced by its first rewrite; a missing
 * notice appends its statutory line (compliance/README.md).
 */
import type { Finding, Level } from "./types";
import { DISEASE_ANY } from "./data/patterns-lexicon";

// ── applyRewrites (一键替换) ───────────────────────────────────────────────

export type RewriteHunk = {
  rule: string;
  /** Span in the original text (start = end = text.length for an appended notice). */
  start: number;
  end: number;
  before: string;
  after: string;
};

/** A rewrite that says the words should go: “（删除）”, shown as such, applied as "". */
export const DELETE_REWRITE = "（删除）";

/** Strip a hint in full-width brackets (“有效（须有依据）” → “有效”) for one-click replacement. */
export function cleanRewrite(rewrite: string): string {
  // （删除）, every deletion with a reason (（删除病种，只保留诊疗科目）) and a note that only tells the user what to
  // add (（写明检测机构…）): applied as "", never inserted.
  return rewrite.replace(/（[^）]*）/g, "").trim();
}

/**
 * Phrases a replacement must never leave behind (decision 009, "Rewrites that read as Chinese"):
 * a claim-replacement spliced into a word or a number phrase, an adverb turned noun, a doubled
 * character at the seam. Checked on the seam of every replacement and by the evaluation test.
 */
export const BROKEN_PHRASES: readonly RegExp[] = [
  /(?:体验|水平|水准|品牌|款|佳品|产品|精选|热门|知名)地[\u4e00-\u9fa5]/, // 前所未有的体验地把…
  /(?:优秀|知名|人气|热门款|人气款|精选|专属|特有|出色|出众)(?:罐|瓶|件|杯|次|步|章|天|人|神)/, // 优秀罐, 优秀人
  /(?:专属|特有)(?:获得|指定|支持|购物中心|一款|一个)/,
  /(?:因人而异|以合同为准|不作保证|不代表未来表现|投资有风险|一部分)[\u4e00-\u9fa5\d]/, // a clause spliced into a phrase
  /(?:收益可观|省心|大容量|高比例)(?:钱|电|程度|满意|看得见)/, // 最赚钱, 最省电, 最大程度, 100%满意
  /(?:非常|十分)(?:正品|不会|不|没有)/, // 绝对正品 → 非常正品
  /无冕(?:人气款|优选)|质感人气款/,
  /[高低大小多少好强快]的的/,
  /(?:品质|质量|品类)优质|优质(?:品质|质量)/, // 品质最佳 → 品质优质
  /高品质(?:品质|质量)|(?:高品质|高标准)(?:专家|医生|名医|教师|讲师|名师|团队|人才|工程师|技师)/, // 国家级品质、国家级专家
  /\d[很更](?:高|低|大|小|好)|[很更](?:高|低|大|小)\d/, // a claim word spliced into a number phrase
];

/**
 * Two stops side by side (100%。。): never left by a replacement. Not a seam test — a deletion between two stops
 * takes one of them (applyRewrites) — but checked on every output by the rewrite test, with BROKEN_PHRASES.
 */
export const DOUBLED_STOPS = /[，,；;、][，,。；;！!？?、]|[。！!？?][。，,；;、]/;

/** Punctuation around a deleted span: one of the two goes with it. */
const STOP_BEFORE = /[，,；;、。！!？?]$/;
const STOP_AFTER = /^[，,；;、。！!？?]/;
const SENTENCE_STOP = /^[。！!？?；;]/;

/** A softer claim verb put before a disease is still a disease claim (根治高血压 → 改善高血压). */
const CLAIM_BEFORE_DISEASE = new RegExp(`^(?:${DISEASE_ANY})|^[^,，。!！?？;；]{0,8}?(?:疾病|病症)`);
const SOFT_CLAIM_VERB = /(?:改善|缓解|调理|逐步改善|改善不适)(?:（[^）]*）)?$/;

/** A claim verb ending the text before a replacement. */
const CLAIM_VERB_BEFORE = /(?:调理|改善|缓解|治疗|根治|医治|预防)$/;

/** A rewrite that is only a note for the user, in full-width brackets. */
const NOTE_ONLY = /^（[^）]*）$/;

/**
 * A rewrite that tells the user what to add (（写明检测机构、报告编号与条件）) rather than replacing words: the
 * page shows it as advice, not as a replace button; one click deletes nothing and inserts nothing.
 */
export function isAdviceOnly(rewrite: string): boolean {
  return NOTE_ONLY.test(rewrite) && !rewrite.startsWith("（删除");
}
/** Groups whose rewrites stand for a clause: medical (C), education (D), finance and housing (E). */
const CLAUSE_GROUPS = new Set<string>(["C", "D", "E"]);
const CLAUSE_BREAK = /[，。！？；、,.!?;:：\n]/;
/** A listed word's rewrite that is a verb keeps its object (治愈干燥 → 改善干燥): no clause is taken. */
const VERB_REWRITE = /^(?:改善|缓解|舒缓|调理|提亮|清洁|滋养|呵护|养护|修护|修饰|焕活|塑形|见效|坚持|促进|帮助|有助)/;
/** At most this many characters of a clause besides the claim go with it (a longer clause keeps them). */
const CLAUSE_REST_MAX = 10;

/** A scope that makes the word after it a ranking against everyone (全网、全国、行业、业内、史上…). */
const SCOPE_BEFORE = /(?:全网|全国|全球|全城|全市|全省|全行业|全世界|世界|行业内?|业内|业界|同行业?|史上|宇宙|地表)$/;
/** A rewrite that reads well after a scope (行业领先, 业内知名). */
const TAKES_SCOPE = /^(?:领先|知名|前列|热销|畅销|闻名)/;
/** Rules whose words rank (A: 最好、第一、顶级…; B: 销量第一…): what the scope belongs to. */
const RANKING_RULE = /^[AB]\./;

function isHan(ch: string | undefined): boolean {
  return ch !== undefined && /[\u4e00-\u9fa5]/.test(ch);
}

/** Does the replacement read as Chinese where it lands? (prev/next: the text around it). */
export function brokenSeam(prev: string, replacement: string, next: string): boolean {
  const window = prev.slice(-3) + replacement + next.slice(0, 4);
  if (BROKEN_PHRASES.some((re) => re.test(window))) return true;
  if (SOFT_CLAIM_VERB.test(replacement) && CLAIM_BEFORE_DISEASE.test(next)) return true;
  if (!replacement && CLAIM_VERB_BEFORE.test(prev) && CLAIM_BEFORE_DISEASE.test(next)) return true;
  // 最 left before a replacement makes a new superlative (最顶级 → 最高端).
  if (/最为?$/.test(prev)) return true;
  // A deletion that leaves a dangling particle at the start of a clause (… ，的核桃粉).
  if (!replacement && /^[的地得和]/.test(next) && (prev === "" || /[，。！？、,.!?\s]$/.test(prev))) return true;
  // A doubled character created at the seam (至尊享受 → 尊享享受).
  if (replacement && replacement.at(-1) === next[0] && isHan(next[0])) return true;
  if (replacement && replacement[0] === prev.at(-1) && isHan(prev.at(-1))) return true;
  return false;
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
    // The first rewrite that reads as Chinese where it lands; deletion when none does.
    let start = f.start;
    let prev = out + text.slice(pos, start);
    const next = text.slice(f.end, f.end + 12);
    const options = [...f.rewrites.map(cleanRewrite), ""];
    let after = options.find((r) => !brokenSeam(prev, r, next));
    // A scope before a ranking (全网最好, 全国最大) goes with it unless the rewrite takes a scope itself
    // (行业领先): “全网很好” reads as a claim cut short.
    const scope = SCOPE_BEFORE.exec(text.slice(pos, start));
    if (scope && RANKING_RULE.test(f.rule) && !(after && TAKES_SCOPE.test(after))) {
      start -= scope[0].length;
      prev = out + text.slice(pos, start);
      after = options.find((r) => !brokenSeam(prev, r, next));
    }
    if (after === undefined) {
      // Nothing reads where it lands because a claim verb before it still points at a disease (调理治愈…疾病 →
      // 调理…疾病): the verb goes with the claim it introduced.
      const verb = CLAIM_VERB_BEFORE.exec(prev);
      const most = /最为?$/.exec(prev);
      if (verb && start - verb[0].length >= pos) {
        start -= verb[0].length;
        after = "";
      } else if (most && start - most[0].length >= pos) {
        // The 最 goes with the word it intensified; the first rewrite that reads there takes both places.
        start -= most[0].length;
        const before = out + text.slice(pos, start);
        after = options.find((r) => !brokenSeam(before, r, next)) ?? options[0]!;
      } else after = options[0]!;
    }
    // A claim rewrite of groups C–E is a phrase for a whole clause (日常保养, 居住价值, 效果因人而异): put inside
    // a clause it breaks it (对日常保养, 买铺只等居住价值钱), so it takes the clause when the rest is short.
    let end = f.end;
    if (after && CLAUSE_GROUPS.has(f.group) && !(f.kind === "term" && VERB_REWRITE.test(after))) {
      let cs = start;
      while (cs > pos && !CLAUSE_BREAK.test(text[cs - 1]!)) cs--;
      let ce = end;
      while (ce < text.length && !CLAUSE_BREAK.test(text[ce]!)) ce++;
      // Not across an earlier replacement in the same clause (cs stopped at pos, not at a break).
      const clauseStart = cs === 0 || CLAUSE_BREAK.test(text[cs - 1]!);
      // A clause that holds another claim of these groups is one claim told twice (辅助治疗头痛失眠等病症有效预防
      // 颈椎病的发生): replacing each piece leaves the rest of the claim between them, so the clause goes whole.
      const another = chosen.some((g) => g !== f && CLAUSE_GROUPS.has(g.group) && g.start >= end && g.end <= ce);
      if (clauseStart && (ce - cs - (end - start) <= CLAUSE_REST_MAX || another)) {
        start = cs;
        end = ce;
      }
    }
    // A deletion between two stops takes one of them (配料：生牛乳100%。[整句删除]。 → …100%。; 好，[删除]。 → 好。).
    if (after === "" && STOP_AFTER.test(text.slice(end, end + 1))) {
      const before = out + text.slice(pos, start);
      if (before.length === 0 || before.endsWith("\n")) end += 1;
      else if (STOP_BEFORE.test(before)) {
        if (SENTENCE_STOP.test(text.slice(end, end + 1)) && /[，,、]$/.test(before) && start - 1 >= pos) start -= 1;
        else end += 1;
      }
    }
    // The same rewrite twice in a row (降血糖、降血脂 → 健康饮食、健康饮食): say it once.
    const last = hunks.at(-1);
    const gap = text.slice(last?.end ?? 0, start);
    if (last && after && last.after === after && /^[、，,\s和与及]{0,2}$/.test(gap)) {
      hunks.push({ rule: f.rule, start: last.end, end, before: gap + text.slice(start, end), after: "" });
      pos = end;
      continue;
    }
    out = out + text.slice(pos, start) + after;
    hunks.push({ rule: f.rule, start, end, before: text.slice(start, end), after });
    pos = end;
  }
  out += text.slice(pos);
  for (const line of appended) {
    const add = (out.endsWith("\n") || out.length === 0 ? "" : "\n") + line;
    hunks.push({ rule: "notice", start: text.length, end: text.length, before: "", after: add });
    out += add;
  }
  return { text: out, hunks };
}
