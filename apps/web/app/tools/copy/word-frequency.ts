/**
 * 词频统计: words from Intl.Segmenter (the browser's own dictionary), with a user
 * dictionary matched first so brand and new words stay whole (the segmenter
 * splits 小红书 into 小|红|书 on its own), stop words removed.
 */
import { lazy } from "../../lib/lazy";

const wordSegmenter = lazy(() =>
  typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("zh", { granularity: "word" }) : null,
);

/** Common function words; the user can add their own. */
export const defaultStopWords: ReadonlySet<string> = new Set(
  (
    "的 了 是 在 和 与 及 也 就 都 而 或 着 把 被 让 给 对 从 向 到 于 为 以 之 其 这 那 这个 那个 这些 那些 这样 那样 " +
    "一个 一些 一种 一下 一点 有 没有 没 不 很 还 又 再 更 最 太 非常 比较 已经 可以 可能 能 会 要 想 去 来 上 下 里 " +
    "中 后 前 吗 呢 吧 啊 呀 哦 嗯 啦 哈 嘛 么 我 你 他 她 它 我们 你们 他们 她们 自己 大家 什么 怎么 如何 因为 所以 " +
    "但是 但 如果 虽然 然后 而且 并且 还是 或者 只是 就是 也是 不是 还有 以及 等 等等 个 些 次 所 得 地 着 过 " +
    "the a an of to and or in on at for with is are was were be been it this that these those as by from you i we they"
  ).split(/\s+/),
);

export type Token = { word: string; start: number };

/**
 * Segmenting is the slow part (Intl.Segmenter costs microseconds per word), so
 * results are cached per paragraph: while someone types in a long text only the
 * paragraph they are editing is segmented again.
 */
const paragraphCache = new Map<string, Token[]>();
const CACHE_LIMIT = 5000;

export function clearTokenCache() {
  paragraphCache.clear();
}

function segmentParagraph(paragraph: string, dict: string[], re: RegExp | null): Token[] {
  const key = `${dict.join("\u0001")}\u0002${paragraph}`;
  const hit = paragraphCache.get(key);
  if (hit) return hit;
  const out: Token[] = [];
  const segmentChunk = (chunk: string, offset: number) => {
    if (!chunk) return;
    const segmenter = wordSegmenter();
    if (!segmenter) {
      for (const m of chunk.matchAll(/[\p{L}\p{N}]+/gu)) out.push({ word: m[0], start: offset + (m.index ?? 0) });
      return;
    }
    for (const s of segmenter.segment(chunk)) if (s.isWordLike) out.push({ word: s.segment, start: offset + s.index });
  };
  if (!re) segmentChunk(paragraph, 0);
  else {
    let last = 0;
    for (const m of paragraph.matchAll(re)) {
      const at = m.index ?? 0;
      segmentChunk(paragraph.slice(last, at), last);
      // Report the dictionary's spelling so "XIAOHONGSHU" and "xiaohongshu" count together.
      const canonical = dict.find((w) => w.toLowerCase() === m[0].toLowerCase()) ?? m[0];
      out.push({ word: canonical, start: at });
      last = at + m[0].length;
    }
    segmentChunk(paragraph.slice(last), last);
  }
  if (paragraphCache.size >= CACHE_LIMIT) paragraphCache.clear();
  paragraphCache.set(key, out);
  return out;
}

/** Split into word tokens; dictionary words first (longest wins), the rest via Intl.Segmenter. */
export function tokenize(text: string, dictionary: string[] = []): Token[] {
  const dict = [...new Set(dictionary.map((w) => w.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const re = dict.length
    ? new RegExp(dict.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "giu")
    : null;
  const out: Token[] = [];
  let offset = 0;
  for (const paragraph of text.split("\n")) {
    for (const t of segmentParagraph(paragraph, dict, re))
      out.push(offset === 0 ? t : { word: t.word, start: t.start + offset });
    offset += paragraph.length + 1;
  }
  return out;
}

export type FrequencyOptions = {
  dictionary?: string[];
  stopWords?: string[];
  /** Keep single characters (汉字 words of length 1); off by default. */
  singles?: boolean;
  /** Keep pure numbers; off by default. */
  numbers?: boolean;
};

export type WordCount = { word: string; count: number; share: number };

export type FrequencyResult = {
  words: WordCount[];
  /** Tokens counted after filtering. */
  total: number;
  /** Non-space characters, the base for keyword density. */
  chars: number;
};

export function wordFrequency(text: string, options: FrequencyOptions = {}): FrequencyResult {
  const stop = new Set([
    ...defaultStopWords,
    ...(options.stopWords ?? []).map((w) => w.trim().toLowerCase()).filter(Boolean),
  ]);
  const dictSet = new Set((options.dictionary ?? []).map((w) => w.trim()));
  const counts = new Map<string, number>();
  let total = 0;
  for (const { word } of tokenize(text, options.dictionary)) {
    const key = /^[A-Za-z]/.test(word) ? word.toLowerCase() : word;
    if (stop.has(key)) continue;
    if (!options.numbers && /^[\d.,%]+$/.test(key)) continue;
    if (!options.singles && !dictSet.has(word) && [...key].length < 2) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total += 1;
  }
  const words = [...counts]
    .map(([word, count]) => ({ word, count, share: total ? count / total : 0 }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word, "zh"));
  return { words, total, chars: text.replace(/\s/g, "").length };
}

/** Non-overlapping occurrences (case-insensitive for Latin letters). */
export function countOccurrences(text: string, keyword: string): number {
  const k = keyword.trim();
  if (!k) return 0;
  const hay = text.toLowerCase();
  const needle = k.toLowerCase();
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + needle.length)) n += 1;
  return n;
}

export type KeywordDensity = { keyword: string; count: number; density: number };

/** Density = occurrences × keyword length ÷ non-space characters (the usual SEO definition). */
export function keywordDensity(text: string, keywords: string[]): KeywordDensity[] {
  const chars = text.replace(/\s/g, "").length;
  return keywords
    .map((k) => k.trim())
    .filter(Boolean)
    .map((keyword) => {
      const count = countOccurrences(text, keyword);
      return { keyword, count, density: chars ? (count * keyword.replace(/\s/g, "").length) / chars : 0 };
    });
}

export type CompareRow = { word: string; a: number; b: number };

/** Words of two texts side by side, by combined frequency. */
export function compareTexts(a: FrequencyResult, b: FrequencyResult, limit = 30): CompareRow[] {
  const map = new Map<string, CompareRow>();
  for (const w of a.words) map.set(w.word, { word: w.word, a: w.count, b: 0 });
  for (const w of b.words) {
    const row = map.get(w.word);
    if (row) row.b = w.count;
    else map.set(w.word, { word: w.word, a: 0, b: w.count });
  }
  return [...map.values()]
    .sort((x, y) => y.a + y.b - (x.a + x.b) || x.word.localeCompare(y.word, "zh"))
    .slice(0, limit);
}

function csvCell(value: string | number): string {
  const s = String(value);
  // Quote, and defuse spreadsheet formulas (= + - @ at the start).
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) || safe !== s ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV with a BOM so Excel opens the Chinese correctly. */
export function toCsv(rows: WordCount[]): string {
  const lines = [
    ["词", "次数", "占比"].join(","),
    ...rows.map((r) => [csvCell(r.word), r.count, `${(r.share * 100).toFixed(2)}%`].join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
