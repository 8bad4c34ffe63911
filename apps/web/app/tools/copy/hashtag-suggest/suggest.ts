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

function strength(keyword: string, topic: string, text: string | undefined): number {
  if (keyword === topic) return EXACT;
  if (keyword.length < 2 || topic.length < 2) return 0;
  // A broader topic (军训 for 军训必备) fits the text.
  if (keyword.includes(topic)) return CONTAINS;
  if (!topic.includes(keyword)) return 0;
  // A narrower topic says more than the word: 宝宝辅食 for a post about 宝宝 names, 新能源汽车 for
  // one about a 汽车 fire. It fits only when the text says the rest too (one character aside:
  // 防晒霜 for 防晒).
  const rest = topic.replace(keyword, "");
  return text === undefined || rest.length <= 1 || text.toLowerCase().includes(rest) ? CONTAINS : 0;
}

/** `text` (the copy the keywords came from) lets a narrower topic be checked against it. */
export function suggestTags(
  keywords: readonly KeywordScore[],
  topics: readonly Topic[],
  limit: number,
  text?: string,
): Suggestion[] {
  if (keywords.length === 0) return [];
  const top = keywords[0]!.score;
  const byTopic = new Map<string, Suggestion>();
  const matched = new Set<string>();
  for (const k of keywords) {
    const weight = k.score / top;
    for (const t of topics) {
      const s = strength(k.word.toLowerCase(), t.name.toLowerCase(), text);
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
