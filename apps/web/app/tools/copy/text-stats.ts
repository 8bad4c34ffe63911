/** 字数统计's statistics (字数, 字符, 汉字, 英文词 …) over the graphemes counting.ts splits once. */
import { graphemes, type Grapheme } from "./counting";

export type TextStats = {
  /** Word-style 字数: 汉字 + 英文词 + 数字串 + 标点 + emoji (close to Word's 字数). */
  words: number;
  /** 字符: every grapheme except line breaks. */
  chars: number;
  charsNoSpaces: number;
  chinese: number;
  englishWords: number;
  numbers: number;
  punctuation: number;
  emoji: number;
  paragraphs: number;
  lines: number;
};

const HAN_RE = /\p{Script=Han}/u;
const PUNCT_RE = /^[\p{P}\p{S}]$/u;

export type CharKind = "space" | "han" | "punct" | "other";
const kinds = new Map<string, CharKind>();

/** What a grapheme is for the statistics (memoised: regexes per character are slow on long texts). */
export function charKind(text: string): CharKind {
  let k = kinds.get(text);
  if (k === undefined) {
    k = /^\s+$/u.test(text) ? "space" : HAN_RE.test(text) ? "han" : PUNCT_RE.test(text) ? "punct" : "other";
    if (kinds.size < 20000) kinds.set(text, k);
  }
  return k;
}

export function textStats(text: string, gs: Grapheme[] = graphemes(text)): TextStats {
  let chars = 0;
  let spaces = 0;
  let chinese = 0;
  let punctuation = 0;
  let emoji = 0;
  for (const g of gs) {
    if (g.text === "\n" || g.text === "\r\n" || g.text === "\r") continue;
    chars += 1;
    if (g.emoji) {
      emoji += 1;
      continue;
    }
    const k = charKind(g.text);
    if (k === "space") spaces += 1;
    else if (k === "han") chinese += 1;
    else if (k === "punct") punctuation += 1;
  }
  const englishWords = text.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g)?.length ?? 0;
  const numbers = text.match(/\d+(?:[.,]\d+)*/g)?.length ?? 0;
  const paragraphs = text.split(/\n\s*\n|\n/).filter((p) => p.trim() !== "").length;
  const lines = text === "" ? 0 : text.split("\n").length;
  return {
    words: chinese + englishWords + numbers + punctuation + emoji,
    chars,
    charsNoSpaces: chars - spaces,
    chinese,
    englishWords,
    numbers,
    punctuation,
    emoji,
    paragraphs,
    lines,
  };
}
