/**
 * How the engine uses the claim model (claim-model.ts; decision 009, "Update, round 8"), once per sentence
 * after the rules: a superlative, first or figure claim (groups A and B) or a medical word (modelSoftenable) in a
 * sentence the model reads as lawful text is softened to 提示 (需证明 in the industries of 指南第十一条), with the
 * reason shown as a heuristic — but not a 禁用 claim in a line of selling copy without a describing structure.
 * From round 13 (decision 009, "Update, round 13") it also flags, at 需证明 and labelled 启发式, a sentence the rules
 * found nothing in, that sells (the genre score does not read it as describing) and that it scores at or above
 * CLAIM_FLAG_FROM — a threshold the trainer chooses by cross-validation inside the train fold and sets above 1
 * (no flag) when flags cost more than they catch (in round 8 they did: it flagged plain ad copy such as
 * 三房两厅，南北通透). Only in the full check (no `groups` filter).
 */
import { CLAIM_FLAG_FROM, CLAIM_SOFTEN_BELOW, claimScore, strongestSpan } from "./claim-model";
import { insideTitleMarks } from "./context";
import { EXEMPTIONS } from "./data/context-phrases";
import { NOTICE_RULES } from "./data/notices";
import { GENRE_THRESHOLD } from "./data/genre-weights";
import { SOURCES } from "./data/sources";
import { PENALTY } from "./data/term-builder";
import { addressesBuyer, comparesWithRivals, describes, describingStructure } from "./genre";
import { TERM_RULES } from "./data/rules";
import { toOriginal, type Normalized } from "./normalize";
import type { Finding, IndustryKey, Level } from "./types";

const WARN = new Set<Level>(["禁用", "需证明", "行业敏感", "平台规则"]);
/** A sentence's end (。！？!? or a line break), read per character without a regular expression (speed). */
const isStop = (c: number) => c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0x21 || c === 0x3f || c === 0x0a;
const CLAUSE = /[，,；;：:]/;
/** A label's approved indication (用于气阴两虚所致的…, 功能主治): the drug's own text, read by the rules. */
const LABEL = /用于[^。;；]{0,30}?(?:所致|引起|导致)|功能主治|主治[：:]/;
/** A listicle's title (高血压患者必备的5个生活习惯, 3个误区): a tip, not a claim. */
const LISTICLE =
  /(?:\d+|[一二两三四五六七八九十])(?:个|种|条|大)(?:生活|饮食|日常)?(?:习惯|误区|注意事项|建议|原则|要点|细节)/;
/**
 * A warning to the reader (特供酒都是假酒，千万别买; 谨防上当; 酒后找代驾, 吸烟有害健康): a consumer's caution, not
 * the seller's claim, whatever claim words it names (decision 009, "Update, rounds 16 to 18").
 */
const WARNING =
  /千万(?:别|不要|莫)|谨防|当心|小心(?:上当|受骗|被骗)|警惕|切勿(?:购买|相信|轻信)|不要(?:轻信|相信|上当)|别(?:轻信|上当)|酒后(?:找|请)?代驾|(?:禁止|拒绝|请勿|严禁)酒驾|饮酒过量有害健康|吸烟有害健康/;
/**
 * What a penalised claim is made of (an effect on the body, a promise of safety or return, a figure, a rank, a
 * proof): without one, a sentence that merely reads like an ad (课程涵盖听说读写四个模块, 样板间开放，欢迎周末到访)
 * is plain copy, whatever its tone (decision 009, "Update, round 13").
 */
const CLAIM_STUFF =
  /效|疗|治|病|症|痛|瘦|脂|血|免疫|修复|调理|改善|增强|促进|排毒|养颜|补肾|抗|防|康复|无副作用|零风险|安全|收益|回报|升值|增值|保本|稳赚|翻倍|倍|%|率|首|最|唯一|独家|专利|认证|推荐|指定|领先|冠军|销量|第一|顶级|权威|专供|特供|保证|确保|承诺|包过|根治|神奇|奇迹/;

/**
 * A sentence the model may flag when the rules found nothing in it: at least six Chinese characters (a title or a
 * fragment is no claim), a claim's stuff (CLAIM_STUFF), no label indication, not one the genre score reads as
 * describing (a report, a label, a statute), and not a notice's wording.
 * The trainer reads the same test (scripts/train-compliance-claims.mjs).
 */
export function flaggable(sentence: string, neverHit: ReadonlyArray<readonly [number, number]> = []): boolean {
  const lead = sentence.length - sentence.trimStart().length;
  const s = sentence.trim();
  const stuff = stuffOf(sentence, marks(sentence.length, neverHit), lead, lead + s.length);
  return mayHoldClaim(s, stuff) && !describes(s, GENRE_THRESHOLD) && !carriesNotice(s);
}

type Spans = ReadonlyArray<readonly [number, number]>;

/** The positions the never-hit phrases cover, or undefined when there are none. */
function marks(length: number, spans: Spans): Uint8Array | undefined {
  if (!spans.length) return undefined;
  const mark = new Uint8Array(length);
  for (const [a, b] of spans) mark.fill(1, a, b);
  return mark;
}

/**
 * text[s, e) with the never-hit phrases in it blanked (母乳是婴儿最好的食物, 高效的就医, 无痛分娩; engine.ts finds them
 * with the listed words): what the rules read as no claim holds no claim's stuff for the model either.
 */
function stuffOf(text: string, mark: Uint8Array | undefined, s: number, e: number): string {
  let i = s;
  while (mark && i < e && !mark[i]) i++;
  if (!mark || i === e) return text.slice(s, e);
  let out = text.slice(s, i);
  for (; i < e; i++) out += mark[i] ? "_" : text[i];
  return out;
}

/**
 * A sentence worded as one of the mandatory notices (汇率波动可能影响投资收益, 孕妇慎用): a caution, not a claim,
 * whatever the model reads in its words (收益, 治疗). Read last: only for sentences the model would flag.
 */
function carriesNotice(s: string): boolean {
  return NOTICE_RULES.some((r) => r.present.test(s));
}

/**
 * The cheap half of flaggable: length, a claim's stuff (read in `stuff`, the sentence with its never-hit phrases
 * blanked), no label indication, listicle title or warning (the genre score is read last).
 */
function mayHoldClaim(s: string, stuff: string): boolean {
  if (!CLAIM_STUFF.test(stuff) || LABEL.test(s) || LISTICLE.test(s) || WARNING.test(s)) return false;
  let cjk = 0;
  for (let i = 0; i < s.length && cjk < 6; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x4e00 && c <= 0x9fa5) cjk++;
  }
  return cjk >= 6;
}

/**
 * The model's own findings: each sentence without a finding of the rules that it may flag and scores at or above
 * CLAIM_FLAG_FROM gets one 需证明 finding on the clause holding its strongest n-gram (the clue shown in why).
 */
export function flagClaims(
  text: string,
  norm: Normalized,
  findings: Finding[],
  industry: IndustryKey,
  neverHit: Spans = [],
): Finding[] {
  // A text that carries a label's indication (用于气阴两虚，瘀血阻滞所致的…) or a label's caution (若见高热者应及时去
  // 医院就诊) is a label or a notice: its efficacy lines are the approved text, however the model reads them. The
  // rules still read every line of it.
  if (CLAIM_FLAG_FROM > 1) return [];
  const n = norm.text;
  // Read once, and only when a sentence would be flagged (the notice patterns over a whole text cost ~1.5 ms).
  let labelText: boolean | undefined;
  const warn = findings.filter((f) => f.kind !== "notice" && WARN.has(f.level));
  const mark = marks(n.length, neverHit);
  const added: Finding[] = [];
  let next = 0;
  for (let a = 0; a < n.length;) {
    let b = a;
    while (b < n.length && !isStop(n.charCodeAt(b))) b++;
    if (b === a) {
      a = b + 1;
      continue;
    }
    const span = toOriginal(norm, a, b);
    while (next < warn.length && warn[next]!.end <= span.start) next++;
    const clean = !(next < warn.length && warn[next]!.start < span.end);
    const sentence = n.slice(a, b);
    const lead = sentence.length - sentence.trimStart().length;
    const trimmed = sentence.trim();
    // flaggable(sentence), with the genre score read only for the few sentences that score high (speed).
    if (clean && mayHoldClaim(trimmed, stuffOf(n, mark, a + lead, a + lead + trimmed.length))) {
      const score = claimScore(trimmed, industry);
      if (
        score !== null &&
        score >= CLAIM_FLAG_FROM &&
        !describes(trimmed, GENRE_THRESHOLD) &&
        !carriesNotice(trimmed) &&
        !(labelText ??= LABEL.test(n) || carriesNotice(n))
      ) {
        const [s, e] = strongestSpan(trimmed);
        let cs = a + lead + s;
        let ce = a + lead + e;
        const clue = toOriginal(norm, cs, ce);
        // A product or work named in 「」《》 (子母「天然纯牧 - 高钙较低脂牛奶饮品」) is named, not claimed, as the rules
        // read it (context.ts, notAClaim; decision 009, "Update, rounds 19 and 20").
        if (insideTitleMarks(text, clue.start, clue.end)) {
          a = b + 1;
          continue;
        }
        while (cs > a && !CLAUSE.test(n[cs - 1]!)) cs--;
        while (ce < b && !CLAUSE.test(n[ce]!)) ce++;
        const at = toOriginal(norm, cs, ce);
        added.push({
          term: text.slice(at.start, at.end),
          start: at.start,
          end: at.end,
          level: "需证明",
          rule: "M.claim-model",
          basis: "《广告法》第四条、第二十八条（广告不得含有虚假或者引人误解的内容）；启发式判断，不是法律结论",
          penalty: PENALTY.p55,
          why: `启发式（统计模型）：这一句没有命中具体规则，但读来像监管部门处罚过的广告用语（线索「${text.slice(clue.start, clue.end)}」）；请核对其中的功效、数据、承诺或比较是否真实、有据`,
          rewrites: ["（核对依据：写明出处，或删去无法证明的说法）"],
          group: "B",
          source: SOURCES.penaltyCases,
          kind: "pattern",
        });
      }
    }
    a = b + 1;
  }
  return added;
}

let vocabulary: Set<string> | undefined;

/**
 * The findings the model may soften: superlatives, firsts and figures (A, B), and — as the genre score does —
 * medical vocabulary (治疗、医疗…; C vocabulary), never a claim shape of C–H (superstition ads explain in a
 * describing tone: genre-context.ts).
 */
export function modelSoftenable(f: Pick<Finding, "group" | "kind" | "rule">): boolean {
  if (f.kind !== "term" && f.kind !== "pattern") return false;
  if (f.group === "A" || f.group === "B") return true;
  vocabulary ??= new Set(TERM_RULES.filter((r) => r.vocabulary).map((r) => r.id));
  return f.group === "C" && vocabulary.has(f.rule);
}

export function applyClaimModel(norm: Normalized, findings: Finding[], industry: IndustryKey, strict: boolean): void {
  const n = norm.text;
  const level: Level = strict ? "需证明" : "提示";
  // Findings come sorted by start (engine.ts, step 4): one pass over the sentences and the findings together.
  const warn = findings.filter((f) => f.kind !== "notice" && WARN.has(f.level));
  let next = 0;
  let a = 0;
  while (a < n.length && next < warn.length) {
    let b = a;
    while (b < n.length && !isStop(n.charCodeAt(b))) b++;
    const span = toOriginal(norm, a, b);
    while (next < warn.length && warn[next]!.end <= span.start) next++;
    const here: Finding[] = [];
    for (let i = next; i < warn.length && warn[i]!.start < span.end; i++) here.push(warn[i]!);
    const soft = here.filter((f) => modelSoftenable(f) && !f.exemption && f.level !== level);
    // With a describing structure (a report, a statistic, a label) the model may soften what it may; in a line
    // of selling copy without one (a buyer, a price or a call to act addressed, other sellers compared with, or
    // two 禁用 claims) only claims that merely need proof: such a line scoring low (这款面霜全网最好，国家级配方…) is no evidence that it is
    // lawful text (decision 009, "Update, round 8").
    const sentence = n.slice(a, b);
    const banned = here.filter((f) => f.level === "禁用").length;
    const selling = addressesBuyer(sentence) || banned >= 2 || comparesWithRivals(sentence);
    const allowed =
      soft.length > 0 &&
      (describingStructure(sentence) || !selling || here.every((f) => soft.includes(f) && f.level === "需证明"));
    if (allowed) {
      const score = claimScore(sentence.trim(), industry);
      if (score !== null && score < CLAIM_SOFTEN_BELOW)
        for (const f of soft) {
          f.level = level;
          f.exemption = { kind: "model", ...EXEMPTIONS.model };
          delete f.leniency;
        }
    }
    a = b + 1;
  }
}
