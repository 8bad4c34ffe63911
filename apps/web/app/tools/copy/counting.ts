/**
 * The one counting module of the copy tools: the text is split into graphemes
 * once (Intl.Segmenter, so an emoji, a ZWJ family or a flag is one character),
 * then each platform's rule weighs them (tools-facts §2 "Counting implementation").
 */
import { lazy } from "../../lib/lazy";
import { isWideCodePoint } from "./east-asian-width";
import { platformFields, type CountRule, type ForbiddenRule, type PlatformField } from "./platform-rules";
import { weiboCosts, weiboTextUnits } from "./weibo-length";

export { isWideCodePoint } from "./east-asian-width";
export { charKind, textStats, type CharKind, type TextStats } from "./text-stats";

export type Grapheme = {
  text: string;
  /** UTF-16 offsets into the original text. */
  start: number;
  end: number;
  /** ASCII only (one code point < 0x80). */
  ascii: boolean;
  /** East-Asian wide or full-width, or an emoji (shown two columns wide). */
  wide: boolean;
  emoji: boolean;
};

const graphemeSegmenter = lazy(() =>
  typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("zh", { granularity: "grapheme" }) : null,
);

// Emoji shown as emoji: default-emoji characters, text characters with VS16,
// keycaps and flags. (© or ™ without VS16 are ordinary symbols.)
const EMOJI_RE = /\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Regional_Indicator}/u;

function classify(text: string, start: number): Grapheme {
  const first = text.codePointAt(0) ?? 0;
  const ascii = text.length === 1 && first < 0x80;
  if (ascii) return { text, start, end: start + 1, ascii, wide: false, emoji: false };
  const emoji = EMOJI_RE.test(text);
  return { text, start, end: start + text.length, ascii, wide: emoji || isWideCodePoint(first), emoji };
}

/**
 * Code units that are always a grapheme of their own, unless followed by a
 * combining or joining character: ASCII and Latin, CJK punctuation, ideographs,
 * full-width forms. Runs of anything else (emoji sequences, flags, combining
 * marks, Hangul, other scripts) go to Intl.Segmenter together with the simple
 * character before them. Iterating Intl.Segmenter costs microseconds per
 * segment, far too slow for 20,000 characters on every keystroke.
 */
const COMPLEX_RUN = /[^\u0000-\u02FF\u3000-\u303F\u3400-\u9FFF\uFF00-\uFFEF]+/g;

function simple(text: string, from: number, to: number, out: Grapheme[]) {
  for (let i = from; i < to; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 13 && text.charCodeAt(i + 1) === 10 && i + 1 < to) {
      out.push({ text: "\r\n", start: i, end: i + 2, ascii: false, wide: false, emoji: false });
      i += 1;
      continue;
    }
    out.push({
      text: text[i]!,
      start: i,
      end: i + 1,
      ascii: c < 0x80,
      wide: c >= 0x1100 && isWideCodePoint(c),
      emoji: false,
    });
  }
}

/** Split into graphemes (one pass; every counter below reuses the result). */
export function graphemes(text: string): Grapheme[] {
  const out: Grapheme[] = [];
  let at = 0;
  for (const m of text.matchAll(COMPLEX_RUN)) {
    let start = m.index ?? 0;
    // The character before the run may be its base (1 + U+FE0F U+20E3 is one keycap).
    if (start > at && text[start - 1] !== "\n") start -= 1;
    simple(text, at, start, out);
    const run = text.slice(start, (m.index ?? 0) + m[0].length);
    const segmenter = graphemeSegmenter();
    if (segmenter) {
      for (const s of segmenter.segment(run)) out.push(classify(s.segment, start + s.index));
    } else {
      // Only for very old engines: code points, which still keeps surrogate pairs whole.
      let i = start;
      for (const ch of run) {
        out.push(classify(ch, i));
        i += ch.length;
      }
    }
    at = start + run.length;
  }
  simple(text, at, text.length, out);
  return out;
}

/** Units one grapheme costs under a rule. */
export function unitsOf(g: Grapheme, rule: CountRule): number {
  if (rule === "grapheme") return 1;
  if (rule === "weibo") return g.ascii ? 1 : weiboTextUnits(g.text);
  if (rule === "ascii-half") return g.ascii ? 1 : 2;
  return g.wide ? 2 : 1;
}

/** Budget in units: the doubled rules count in half-characters. */
export function budgetUnits(field: Pick<PlatformField, "count">, chars: number): number {
  return field.count === "grapheme" ? chars : chars * 2;
}

export type Finding = { text: string; start: number; end: number; reason: string };

const CHANNELS_ALLOWED = new Set([..."《》“”:+?%°"]);
const TIKTOK_BANNED = new Set(["{", "}", "#", "｛", "｝", "＃"]);

const letterLike = new Map<string, boolean>();
/** Letters, digits and spaces (memoised: a text repeats the same few thousand characters). */
function isLetterLike(text: string): boolean {
  let v = letterLike.get(text);
  if (v === undefined) {
    v = /^[\p{L}\p{N}\s]+$/u.test(text);
    if (letterLike.size < 20000) letterLike.set(text, v);
  }
  return v;
}

/** Characters the platform rejects (TikTok ad text) or strips (视频号 short title). */
export function forbiddenFindings(gs: Grapheme[], rule: ForbiddenRule): Finding[] {
  const out: Finding[] = [];
  for (const g of gs) {
    if (rule === "tiktok-ad") {
      if (g.emoji) out.push({ text: g.text, start: g.start, end: g.end, reason: "TikTok 广告描述不能含 emoji" });
      else if (TIKTOK_BANNED.has(g.text))
        out.push({ text: g.text, start: g.start, end: g.end, reason: `TikTok 广告描述不能含「${g.text}」` });
    } else {
      if (CHANNELS_ALLOWED.has(g.text) || isLetterLike(g.text)) continue;
      out.push({
        text: g.text,
        start: g.start,
        end: g.end,
        reason: g.emoji
          ? "视频号短标题会去掉 emoji"
          : `视频号短标题只允许 《》“”:+?%° 这几种标点，「${g.text}」会被去掉`,
      });
    }
  }
  return out;
}

export type Verdict = "ok" | "over" | "under" | "forbidden";

export type FieldResult = {
  field: PlatformField;
  /** Units used / allowed (doubled for the width rules). */
  used: number;
  limit: number;
  min: number;
  /** Used, in the platform's 字 (may end in .5 under the doubled rules). */
  usedChars: number;
  verdict: Verdict;
  /** UTF-16 offset where the platform would cut the text; null when it fits. */
  cutAt: number | null;
  findings: Finding[];
};

const isBreak = (g: Grapheme) => g.text === "\n" || g.text === "\r\n";

/**
 * Running unit totals per rule, computed once per text so that every platform
 * field is a lookup (18 fields × 20,000 graphemes would otherwise be 360,000 steps
 * on every keystroke). Titles are one line: their totals skip line breaks.
 */
export type Totals = { gs: Grapheme[]; text: string; cum: Record<string, Float64Array> };

export function totals(gs: Grapheme[]): Totals {
  const text = gs.map((g) => g.text).join("");
  const n = gs.length + 1;
  const g1 = new Float64Array(n);
  const g0 = new Float64Array(n);
  const a1 = new Float64Array(n);
  const a0 = new Float64Array(n);
  const w1 = new Float64Array(n);
  const w0 = new Float64Array(n);
  let sg1 = 0;
  let sg0 = 0;
  let sa1 = 0;
  let sa0 = 0;
  let sw1 = 0;
  let sw0 = 0;
  for (let i = 0; i < gs.length; i += 1) {
    const g = gs[i]!;
    const a = g.ascii ? 1 : 2;
    const w = g.wide ? 2 : 1;
    sg1 += 1;
    sa1 += a;
    sw1 += w;
    if (!isBreak(g)) {
      sg0 += 1;
      sa0 += a;
      sw0 += w;
    }
    g1[i + 1] = sg1;
    g0[i + 1] = sg0;
    a1[i + 1] = sa1;
    a0[i + 1] = sa0;
    w1[i + 1] = sw1;
    w0[i + 1] = sw0;
  }
  return {
    gs,
    text,
    cum: {
      "grapheme:true": g1,
      "grapheme:false": g0,
      "ascii-half:true": a1,
      "ascii-half:false": a0,
      "east-asian-width:true": w1,
      "east-asian-width:false": w0,
    },
  };
}

/** Line breaks count on bodies; a title is one line, so they do not add to it. */
const countsLineBreaks = (field: PlatformField) => field.max >= 200;

/** One platform field against the text; `gs` = graphemes(text), or precomputed totals. */
export function checkField(input: Grapheme[] | Totals, field: PlatformField): FieldResult {
  const t = Array.isArray(input) ? totals(input) : input;
  // 微博 links need the whole text; its totals are made when a 微博 field asks (line breaks count: a post).
  if (field.count === "weibo") t.cum.weibo ??= weiboCosts(t.text, t.gs);
  const arr = t.cum[field.count === "weibo" ? "weibo" : `${field.count}:${countsLineBreaks(field)}`]!;
  const limit = budgetUnits(field, field.max);
  const min = budgetUnits(field, field.min ?? 0);
  const used = arr[arr.length - 1]!;
  let cutAt: number | null = null;
  if (used > limit) {
    // First grapheme whose running total passes the limit (binary search).
    let lo = 1;
    let hi = arr.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (arr[mid]! > limit) hi = mid;
      else lo = mid + 1;
    }
    cutAt = t.gs[lo - 1]!.start;
  }
  const findings = field.forbidden ? forbiddenFindings(t.gs, field.forbidden) : [];
  const verdict: Verdict = findings.length > 0 ? "forbidden" : used > limit ? "over" : used < min ? "under" : "ok";
  return {
    field,
    used,
    limit,
    min,
    usedChars: field.count === "grapheme" ? used : field.count === "weibo" ? Math.ceil(used / 2) : used / 2,
    verdict,
    cutAt,
    findings,
  };
}

/** Every platform field at once (字数统计's 多平台 table). */
export function checkAllFields(text: string | Grapheme[], fields: PlatformField[] = platformFields): FieldResult[] {
  const t = totals(typeof text === "string" ? graphemes(text) : text);
  return fields.map((f) => checkField(t, f));
}

/** The text as the platform would show it: cut at `cutAt` with an ellipsis. */
export function truncatedPreview(text: string, cutAt: number | null): string {
  return cutAt === null ? text : `${text.slice(0, cutAt)}…`;
}

/** First `n` graphemes (公众号 default 摘要 = first 54 characters of the body). */
export function firstChars(text: string, n: number): string {
  // Only the head matters; a grapheme is at most a few dozen code units.
  const gs = graphemes(
    text
      .slice(0, n * 40)
      .replace(/\s+/g, " ")
      .trim(),
  );
  if (gs.length <= n) return gs.map((g) => g.text).join("");
  return gs
    .slice(0, n)
    .map((g) => g.text)
    .join("");
}

/**
 * Where a 朋友圈-style fold hides the rest: lines wrap at `unitsPerLine`
 * width units (wide = 2), hard line breaks start a new line.
 */
export function foldAt(
  text: string,
  lines: number,
  unitsPerLine: number,
  gs: Grapheme[] = graphemes(text),
): number | null {
  let line = 1;
  let width = 0;
  for (const g of gs) {
    if (g.text === "\n" || g.text === "\r\n") {
      line += 1;
      width = 0;
      if (line > lines) return g.start;
      continue;
    }
    const w = g.wide ? 2 : 1;
    if (width + w > unitsPerLine) {
      line += 1;
      width = 0;
      if (line > lines) return g.start;
    }
    width += w;
  }
  return null;
}
