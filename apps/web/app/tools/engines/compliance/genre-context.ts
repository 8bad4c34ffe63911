/**
 * How the engine uses the genre score (genre.ts; decision 009, "Update, round 5" and "round 8"): once per
 * sentence, and only to soften — to 提示, in every industry — a superlative or first (data/genre-soft.ts; a
 * pattern-built one read without itself) or medical vocabulary that no situation of the guide already
 * decided, in a sentence that describes rather than sells; a superstition word in a describing sentence that
 * names no buyer, price, goods or benefit (decision 009, "Update, round 10" and "round 11").
 */
import { sentenceSpan } from "./text-bounds";
import { EXEMPTIONS } from "./data/context-phrases";
import { GENRE_SOFT_TERMS } from "./data/genre-soft";
import { GENRE_THRESHOLD } from "./data/genre-weights";
import type { TermRule } from "./data/rule-types";
import { describes } from "./genre";
import type { Exemption, Level } from "./types";

/** A memoised "does the sentence holding normalised offset `at` describe?" for one text. */
export function describingSentences(norm: string): (at: number) => boolean {
  const seen = new Map<number, boolean>();
  return (at) => {
    const [a, b] = sentenceSpan(norm, at);
    let d = seen.get(a);
    if (d === undefined) seen.set(a, (d = describes(norm.slice(a, b), GENRE_THRESHOLD)));
    return d;
  };
}

/**
 * Does the sentence holding the span [s, e) describe, read without the span itself? A scope word inside a
 * matched claim (全球首款, 中国第一) is also a describing cue ("history"): the claim must not vouch for itself.
 */
export function describesWithout(norm: string, s: number, e: number): boolean {
  const [a, b] = sentenceSpan(norm, s);
  return describes(norm.slice(a, s) + "，" + norm.slice(e, b), GENRE_THRESHOLD);
}

/** A buyer, a price, goods or a benefit named: selling, even beside a date (2024年新品开光貔貅，限时特价); not 元代 or 价值. */
const F_SELLING =
  /[您你]|价格|特价|售价|\d\s*元|购买|抢购|选购|下单|包邮|咨询|预约|请|结缘|特惠|优惠|限时|热卖|专卖|微信|电话|佩戴|吊坠|手串|手链|摆件|挂件|貔貅|护身符|招财|保平安|转运|加持|旺财|旺运|必须|必备|选择|首选|推荐|适合|可以|能够|帮你|助你|让你/;

/** The softened level and its reason, or null (`describing` is asked only when the rest holds). */
export function genreSoftening(
  rule: Pick<TermRule, "group" | "vocabulary">,
  level: Level,
  termNorm: string,
  describing: () => boolean,
  sentence?: () => string,
): { level: Level; exemption: Exemption } | null {
  if (level === "提示") return null;
  // Superstition words in a sentence that describes and names no buyer, price, goods or benefit (…举行开光庆典;
  // 晋代郭璞…首次定义“风水”; news of a fortune-telling scam): such a sentence sells nothing even to a reader who
  // believes. Until round 11 only a dated event or history softened; the dev fold's news about 风水 and 算命 showed
  // the wider reading, and the selling words keep 本命佛也是必须的选择 a claim.
  if (rule.group === "F") {
    const text = sentence?.();
    if (!text || F_SELLING.test(text) || !describing()) return null;
    return { level: "提示", exemption: { kind: "description", ...EXEMPTIONS.description } };
  }
  // Superlatives and firsts (A, B) by the list of genre-soft.ts; medical vocabulary (治疗、医疗) whenever the
  // sentence describes — a report or a tip names it. Superstition words are not softened: ads for 本命佛 and
  // 风水 explain in a describing tone (measured: two such violations were lost when they were).
  const soft =
    ((rule.group === "A" || rule.group === "B") && GENRE_SOFT_TERMS.test(termNorm)) ||
    (rule.group === "C" && rule.vocabulary === true);
  if (!soft) return null;
  if (!describing()) return null;
  // In every industry: text that describes is no advertisement at all (广告法第二条), so the stricter rule for
  // the ads of 指南第十一条's industries does not reach it.
  return { level: "提示", exemption: { kind: "description", ...EXEMPTIONS.description } };
}
