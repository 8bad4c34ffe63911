/** How the user's spelling hides a listed word (拼音替代, 数字/符号替代, 夹杂符号, 繁体): engine.ts reports it. */
import { VARIANT_ORDINAL, VARIANT_PINYIN, VARIANT_TRADITIONAL, type Normalized } from "./normalize";
import type { Finding } from "./types";

/** How the user's characters differ from the listed word (reported so users see why it matters). */
export function variantOf(
  text: string,
  norm: Normalized,
  s: number,
  e: number,
  start: number,
  end: number,
  phrase = false,
): Finding["variant"] {
  let flags = 0;
  for (let i = s; i < e; i++) flags |= norm.flags[i]!;
  if (flags & VARIANT_PINYIN) return "拼音替代";
  if (flags & VARIANT_ORDINAL) return "数字/符号替代";
  const inside = text.slice(start, end);
  // Inside a listed word any symbol is slipped in (最💯好, 最_好); a pattern's span is a phrase, where punctuation
  // and connectors are the copy's own (关注+点赞，抽10人; the ticks of a checklist, √耳鸣√颈痛): there only a symbol no
  // sentence uses between words counts.
  const slipped = phrase ? PHRASE_SLIPPED : WORD_SLIPPED;
  if (e - s >= 2 && !/^[\x00-\x7f]+$/.test(inside) && slipped.test(inside)) return "夹杂符号";
  if (flags & VARIANT_TRADITIONAL) return "繁体";
  return undefined;
}

const WORD_SLIPPED = /[^\p{Script=Han}\p{L}\p{N}%]/u;
const PHRASE_SLIPPED = /[^\p{Script=Han}\p{L}\p{N}%\s，。、；：！？,.;:!?+＋&＆/／()（）《》“”"'‘’—~～√☑✓-]/u;
