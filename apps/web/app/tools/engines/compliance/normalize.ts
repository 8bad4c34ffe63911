/**
 * Normalisation for matching, with a map back to the user's characters.
 *
 * Matching (README.md): full-width → half-width, letter case, traditional →
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

export type Normalized = {
  text: string;
  /** starts[i] / ends[i]: the original UTF-16 span of the code point that produced unit i. */
  starts: Uint32Array;
  ends: Uint32Array;
};

export function normalize(input: string): Normalized {
  const starts = new Uint32Array(input.length);
  const ends = new Uint32Array(input.length);
  let out = "";
  let n = 0;
  for (let i = 0; i < input.length;) {
    const cp = input.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const mapped = normalizeCodePoint(cp);
    for (let k = 0; k < mapped.length; k++) {
      starts[n] = i;
      ends[n] = i + width;
      n++;
    }
    out += mapped;
    i += width;
  }
  return { text: out, starts: starts.subarray(0, n), ends: ends.subarray(0, n) };
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
