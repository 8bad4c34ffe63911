/**
 * Normalisation for matching, with a map back to the user's characters.
 *
 * Issue brief §2 "Matching": full-width → half-width, letter case, traditional →
 * simplified, and separators slipped between characters (最.好, 最 好, 第*一,
 * NO．1) are removed. Every UTF-16 unit of the normalised text remembers the
 * original code point it came from, so a match [s, e) maps back to
 * [starts[s], ends[e - 1]) in the original — emoji and surrogate pairs included.
 */
import { T2S_TABLE } from "./data/t2s-table";

/**
 * Traditional (and HK/TW variant) → simplified for the characters the rules can match,
 * generated from the OpenCC dictionaries (see data/generate-t2s-table.ts). ~2.7 KB
 * instead of a full converter.
 */
const T2S = new Map<number, string>();
{
  const chars = Array.from(T2S_TABLE);
  for (let i = 0; i + 1 < chars.length; i += 2) T2S.set(chars[i]!.codePointAt(0)!, chars[i + 1]!);
}

/** ASCII and CJK symbols people slip between characters to dodge word filters. */
const SEPARATORS = new Set(
  Array.from(" \t\r\f\v.*·•・‧∙-_|/\\~^`'\"+=#@&…‥°○●◇◆□■△▲☆★♡♥♪♫、").map((c) => c.codePointAt(0)!),
);

function isSeparator(cp: number): boolean {
  if (SEPARATORS.has(cp)) return true;
  // Zero-width characters, variation selectors, skin tones, ZWJ.
  if ((cp >= 0x200b && cp <= 0x200f) || cp === 0x2060 || cp === 0xfeff || cp === 0x00ad) return true;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return true;
  // Emoji and pictographs (Misc Symbols, Dingbats, supplementary pictographs).
  if (cp >= 0x2600 && cp <= 0x27bf) return true;
  if (cp >= 0x1f000 && cp <= 0x1faff) return true;
  if (cp >= 0x1f3fb && cp <= 0x1f3ff) return true;
  return false;
}

/** Map one code point to its normalised form, or "" when it is a separator. */
export function normalizeCodePoint(cp: number): string {
  if (cp === 0x3000) return ""; // ideographic space
  if (cp >= 0xff01 && cp <= 0xff5e) cp -= 0xfee0; // full-width ASCII
  if (cp === 0x3002) return "。";
  if (cp === 0xff61) return "。";
  if (isSeparator(cp)) return "";
  if (cp >= 0x41 && cp <= 0x5a) return String.fromCharCode(cp + 32);
  const simplified = T2S.get(cp);
  if (simplified) return simplified;
  return String.fromCodePoint(cp);
}

/** Per-unit flags: how the user's characters differ from the word they stand for. */
export const VARIANT_PINYIN = 1;
export const VARIANT_ORDINAL = 2;
export const VARIANT_TRADITIONAL = 4;

/**
 * Pinyin syllables people type instead of a character to slip past review (zui实惠, jue对,
 * di一), with the character they stand for and the characters that may follow it. A syllable
 * is replaced only when it stands alone (no other Latin letter beside it) and is followed by
 * one of those characters (or, for 最, any Han character), so English words are never touched.
 * Tone marks (zuì) are stripped first; a table instead of a pinyin library (decision 009).
 */
const PINYIN: Record<string, [string, RegExp]> = {
  zui: ["最", /[\u4e00-\u9fff]/],
  jue: ["绝", /[对佳]/],
  di: ["第", /[一1壹①⑴]/],
  wei: ["唯", /一/],
  ding: ["顶", /[级尖]/],
  guo: ["国", /家/],
  ji: ["极", /[品致佳]/],
  shou: ["首", /[发创选家款]/],
  quan: ["全", /[网国球]/],
};

/** ①–⑩, ⑴–⑽, ❶–❿, 壹…拾 → 一…十; an ASCII digit right after 第 → 一…九 (第1品牌, 第⑴). */
const HAN_DIGITS = "一二三四五六七八九十";
const CIRCLED = new Map<number, string>(
  Array.from("①②③④⑤⑥⑦⑧⑨⑩⑴⑵⑶⑷⑸⑹⑺⑻⑼⑽❶❷❸❹❺❻❼❽❾❿壹贰叁肆伍陆柒捌玖拾").map((c, i) => [
    c.codePointAt(0)!,
    HAN_DIGITS[i % 10]!,
  ]),
);

function stripTone(ch: string): string {
  return ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

export type Normalized = {
  text: string;
  /** VARIANT_* bits per unit. */
  flags: Uint8Array;
  /** starts[i] / ends[i]: the original UTF-16 span of the code point that produced unit i. */
  starts: Uint32Array;
  ends: Uint32Array;
};

export function normalize(input: string): Normalized {
  const starts = new Uint32Array(input.length);
  const ends = new Uint32Array(input.length);
  const flags = new Uint8Array(input.length);
  let out = "";
  let n = 0;
  // The last unit written, kept apart: reading `out` itself would flatten the string each time.
  let last = "";
  const push = (mapped: string, from: number, to: number, flag: number) => {
    if (mapped) last = mapped[mapped.length - 1]!;
    for (let k = 0; k < mapped.length; k++) {
      starts[n] = from;
      ends[n] = to;
      flags[n] = flag;
      n++;
    }
    out += mapped;
  };
  for (let i = 0; i < input.length;) {
    const cp = input.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    // A run of Latin letters (tone marks allowed) that may be a pinyin syllable.
    if (isLatin(cp)) {
      let j = i;
      let letters = "";
      while (j < input.length && isLatin(input.codePointAt(j)!)) {
        letters += stripTone(normalizeCodePoint(input.codePointAt(j)!));
        j++;
      }
      const syllable = PINYIN[letters];
      const before = last ? last.charCodeAt(0) : 0;
      const nextCp = j < input.length ? input.codePointAt(j)! : 0;
      const next = nextCp ? normalizeCodePoint(nextCp) : "";
      if (syllable && !(before >= 0x61 && before <= 0x7a) && syllable[1].test(next)) {
        push(syllable[0], i, j, VARIANT_PINYIN);
      } else {
        for (let k = i; k < j; k++) push(normalizeCodePoint(input.codePointAt(k)!), k, k + 1, 0);
      }
      i = j;
      continue;
    }
    const circled = CIRCLED.get(cp);
    if (circled !== undefined) {
      push(circled, i, i + width, VARIANT_ORDINAL);
      i += width;
      continue;
    }
    if (cp >= 0x31 && cp <= 0x39 && last === "第") {
      const following = input.charCodeAt(i + 1);
      if (!(following >= 0x30 && following <= 0x39)) {
        push(HAN_DIGITS[cp - 0x31]!, i, i + 1, VARIANT_ORDINAL);
        i += 1;
        continue;
      }
    }
    const mapped = normalizeCodePoint(cp);
    const traditional = mapped.length === 1 && T2S.has(cp) ? VARIANT_TRADITIONAL : 0;
    push(mapped, i, i + width, traditional);
    i += width;
  }
  return {
    text: out,
    flags: flags.subarray(0, n),
    starts: starts.subarray(0, n),
    ends: ends.subarray(0, n),
  };
}

function isLatin(cp: number): boolean {
  return (
    (cp >= 0x41 && cp <= 0x5a) ||
    (cp >= 0x61 && cp <= 0x7a) ||
    (cp >= 0xff21 && cp <= 0xff3a) ||
    (cp >= 0xff41 && cp <= 0xff5a) ||
    (cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7)
  );
}

/** Normalise a rule term or cue the same way (no offsets needed). */
export function normalizeTerm(term: string): string {
  let out = "";
  for (const ch of term) out += normalizeCodePoint(ch.codePointAt(0)!);
  return out;
}

/** Original UTF-16 span of the normalised span [s, e). */
export function toOriginal(norm: Normalized, s: number, e: number): { start: number; end: number } {
  return { start: norm.starts[s]!, end: norm.ends[e - 1]! };
}

/** Normalised index of the first unit whose original start is ≥ offset (for clause lookups). */
export function toNormalizedIndex(norm: Normalized, offset: number): number {
  let lo = 0;
  let hi = norm.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (norm.starts[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
