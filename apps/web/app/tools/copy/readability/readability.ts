/**
 * 可读性分析: sentence and paragraph lengths, walls of text on a phone, repeated
 * words, 感叹号 / emoji density and reading time. Thresholds are editorial rules of
 * thumb (参考值), shown with the results.
 */
import { charKind, graphemes, type Grapheme } from "../counting";
import { wordFrequency } from "../word-frequency";

export const readabilityDefaults = {
  /** A sentence longer than this (字) is flagged. */
  longSentence: 50,
  /** 字 per line on a phone (18–22 at common font sizes on a 375 px screen). */
  charsPerLine: 20,
  /** A paragraph taking more lines than this on a phone reads as a wall of text. */
  maxLines: 4,
  /** Reading speed assumed for reading time (字/分钟). */
  readingSpeed: 400,
};

export type Sentence = { text: string; start: number; end: number; length: number };
export type Paragraph = { text: string; start: number; length: number; phoneLines: number; sentences: number };

export type ReadabilityResult = {
  chars: number;
  sentences: Sentence[];
  paragraphs: Paragraph[];
  longSentences: Sentence[];
  walls: Paragraph[];
  /** Buckets of sentence length: ≤15, 16–30, 31–50, >50 字. */
  sentenceBuckets: { label: string; count: number }[];
  paragraphBuckets: { label: string; count: number }[];
  averageSentence: number;
  repeated: { word: string; count: number }[];
  exclamations: number;
  emoji: number;
  /** Per 100 字. */
  exclamationDensity: number;
  emojiDensity: number;
  readingMinutes: number;
};

/**
 * visible[i] = graphemes (not whitespace) that end at or before UTF-16 offset i, so
 * the visible length of any slice is one subtraction (one segmentation per text).
 */
function visiblePrefix(gs: Grapheme[], length: number): Int32Array {
  const prefix = new Int32Array(length + 1);
  let count = 0;
  let at = 0;
  for (const g of gs) {
    while (at < g.end) prefix[at++] = count;
    if (charKind(g.text) !== "space") count += 1;
    prefix[g.end] = count;
  }
  while (at <= length) prefix[at++] = count;
  return prefix;
}

const SENTENCE_END = /[^。！？!?；;…\n]+(?:[。！？!?；;…]+[”’」』）)]*)?/g;

export function analyzeReadability(text: string, options: Partial<typeof readabilityDefaults> = {}): ReadabilityResult {
  const o = { ...readabilityDefaults, ...options };
  const gs = graphemes(text);
  const visible = visiblePrefix(gs, text.length);
  const span = (start: number, end: number) => visible[end]! - visible[start]!;
  const sentences: Sentence[] = [];
  for (const m of text.matchAll(SENTENCE_END)) {
    const s = m[0];
    const start = m.index ?? 0;
    const length = span(start, start + s.length);
    if (length === 0) continue;
    sentences.push({ text: s.trim(), start, end: start + s.length, length });
  }
  const paragraphs: Paragraph[] = [];
  let offset = 0;
  let si = 0;
  for (const line of text.split("\n")) {
    const length = span(offset, offset + line.length);
    // Sentences never cross a line break, so they come paragraph by paragraph.
    let sentencesIn = 0;
    while (si < sentences.length && sentences[si]!.start < offset + line.length) {
      if (sentences[si]!.start >= offset) sentencesIn += 1;
      si += 1;
    }
    if (length > 0)
      paragraphs.push({
        text: line,
        start: offset,
        length,
        phoneLines: Math.ceil(length / o.charsPerLine),
        sentences: sentencesIn,
      });
    offset += line.length + 1;
  }
  const chars = visible[text.length]!;
  const emoji = gs.filter((g) => g.emoji).length;
  const exclamations = (text.match(/[!！]/g) ?? []).length;
  const bucket = <T>(items: T[], len: (x: T) => number, edges: [string, number][]) =>
    edges.map(([label, max], i) => ({
      label,
      count: items.filter((x) => len(x) <= max && (i === 0 || len(x) > edges[i - 1]![1])).length,
    }));
  const repeated = wordFrequency(text)
    .words.filter((w) => w.count >= 3 && [...w.word].length >= 2)
    .slice(0, 10)
    .map(({ word, count }) => ({ word, count }));
  return {
    chars,
    sentences,
    paragraphs,
    longSentences: sentences.filter((s) => s.length > o.longSentence),
    walls: paragraphs.filter((p) => p.phoneLines > o.maxLines),
    sentenceBuckets: bucket(sentences, (s) => s.length, [
      ["≤15 字", 15],
      ["16–30 字", 30],
      ["31–50 字", 50],
      [">50 字", Infinity],
    ]),
    paragraphBuckets: bucket(paragraphs, (p) => p.phoneLines, [
      ["1–2 行", 2],
      ["3–4 行", 4],
      ["5–8 行", 8],
      [">8 行", Infinity],
    ]),
    averageSentence: sentences.length ? Math.round(sentences.reduce((a, s) => a + s.length, 0) / sentences.length) : 0,
    repeated,
    exclamations,
    emoji,
    exclamationDensity: chars ? (exclamations / chars) * 100 : 0,
    emojiDensity: chars ? (emoji / chars) * 100 : 0,
    readingMinutes: chars / o.readingSpeed,
  };
}
