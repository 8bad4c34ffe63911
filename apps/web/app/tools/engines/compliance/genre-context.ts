/**
 * How the engine uses the genre score (genre.ts; decision 009, "Update, round 5" and "round 8"): once per
 * sentence, and only to soften — to 提示, in every industry — a superlative or first (data/genre-soft.ts; a
 * pattern-built one read without itself) or medical vocabulary that no situation of the guide already
 * decided, in a sentence that describes rather than sells.
 */
import { sentenceSpan } from "./context";
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

/** The softened level and its reason, or null (`describing` is asked only when the rest holds). */
export function genreSoftening(
  rule: Pick<TermRule, "group" | "vocabulary">,
  level: Level,
  termNorm: string,
  describing: () => boolean,
): { level: Level; exemption: Exemption } | null {
  if (level === "提示") return null;
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
