/**
 * Keywords of a text by TF-IDF: jieba's segmentation with part-of-speech tags (jieba-wasm, loaded
 * by segmenter.ts), jieba's own IDF for the common words (idf-table.ts) and its median IDF for
 * the rest, as jieba's `extract_tags` does. Pure: the tagger is passed in, so tests run it on
 * jieba-wasm's Node build and the page on the browser build.
 */
import { IDF_BUCKETS, MEDIAN_IDF } from "./idf-table";

export type Tagged = { word: string; tag: string };
export type Tagger = (text: string) => Tagged[];
export type KeywordScore = { word: string; count: number; score: number };

let idf: Map<string, number> | null = null;

/** jieba's IDF of a word (the table is unpacked on first use). */
export function idfOf(word: string): number {
  if (!idf) {
    idf = new Map();
    for (const [value, words] of IDF_BUCKETS) for (const w of words.split("|")) idf.set(w, value);
  }
  return idf.get(word) ?? MEDIAN_IDF;
}

/** Parts of speech that name things (jieba/ICTCLAS tags): nouns, names, places, verbal nouns, idioms, English. */
const CONTENT_POS = /^(n|nr|ns|nt|nz|nw|vn|an|l|i|eng|j)/;
/** Function words jieba sometimes tags as nouns, and words every marketing text has. */
const STOP = new Set([
  "东西",
  "时候",
  "大家",
  "我们",
  "你们",
  "他们",
  "这个",
  "那个",
  "一下",
  "感觉",
  "真的",
  "今天",
  "宝子",
  "姐妹",
  "朋友",
]);

export function isContentWord(t: Tagged): boolean {
  const w = t.word.trim();
  if (w.length < 2 || STOP.has(w) || /^\d+$/.test(w)) return false;
  return CONTENT_POS.test(t.tag);
}

/** The top keywords of `text`, best first: term frequency × IDF over the content words. */
export function extractKeywords(text: string, tagger: Tagger, top = 20): KeywordScore[] {
  const counts = new Map<string, number>();
  let total = 0;
  for (const t of tagger(text)) {
    if (!isContentWord(t)) continue;
    const w = t.word.trim();
    const key = /^[a-z]/i.test(w) ? w.toLowerCase() : w;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total++;
  }
  if (total === 0) return [];
  return [...counts]
    .map(([word, count]) => ({ word, count, score: (count / total) * idfOf(word) }))
    .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word, "zh"))
    .slice(0, top);
}
