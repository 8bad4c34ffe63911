/**
 * 话题标签推荐: the text's TF-IDF keywords matched against the platform's topic list (from the
 * provider; the stand-in's is a dated sample). A topic scores by how strongly the text is about
 * it (keyword score, full for an exact name, less when one contains the other) and a little by its
 * heat, so a hot but unrelated topic never ranks: heat only orders related ones. Keywords with no
 * topic become 自拟 tags, marked as not on the list.
 */
import type { KeywordScore } from "../../engines/keywords/tfidf";

export type Topic = { name: string; category: string; heat: number };
export type Suggestion = {
  name: string;
  /** On the platform's list, or made from a keyword of the text. */
  kind: "listed" | "own";
  heat: number | null;
  /** The keywords of the text behind it. */
  because: string[];
  score: number;
};

const EXACT = 1;
const CONTAINS = 0.6;

function strength(keyword: string, topic: string): number {
  if (keyword === topic) return EXACT;
  if (keyword.length >= 2 && topic.length >= 2 && (topic.includes(keyword) || keyword.includes(topic))) return CONTAINS;
  return 0;
}

export function suggestTags(keywords: readonly KeywordScore[], topics: readonly Topic[], limit: number): Suggestion[] {
  if (keywords.length === 0) return [];
  const top = keywords[0]!.score;
  const byTopic = new Map<string, Suggestion>();
  const matched = new Set<string>();
  for (const k of keywords) {
    const weight = k.score / top;
    for (const t of topics) {
      const s = strength(k.word.toLowerCase(), t.name.toLowerCase());
      if (s === 0) continue;
      matched.add(k.word);
      const score = weight * s * (0.7 + 0.3 * (t.heat / 100));
      const prev = byTopic.get(t.name);
      if (prev) {
        prev.score = Math.max(prev.score, score);
        if (!prev.because.includes(k.word)) prev.because.push(k.word);
      } else byTopic.set(t.name, { name: t.name, kind: "listed", heat: t.heat, because: [k.word], score });
    }
  }
  const listed = [...byTopic.values()].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, "zh"));
  const own = keywords
    .filter((k) => !matched.has(k.word) && !byTopic.has(k.word))
    .map((k) => ({ name: k.word, kind: "own" as const, heat: null, because: [k.word], score: (k.score / top) * 0.5 }));
  // Listed topics first (people search them), then the text's own long-tail words, up to the limit.
  return [...listed, ...own].slice(0, limit);
}

export function formatTags(tags: readonly Suggestion[], format: (t: string) => string, separator = " "): string {
  return tags.map((t) => format(t.name)).join(separator);
}
