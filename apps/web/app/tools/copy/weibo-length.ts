/**
 * 微博's own length rule (tools-facts "Counting (字数统计)"): Sina's web counter, as ported bug for bug
 * by the public client WeCase (`src/TweetUtils.py`; algorithm only, re-written here). In half-字:
 * a code point ≤ U+0080 costs 1, any other 2, and the total is rounded up to whole 字. A link costs
 * a fixed short link of 20 (10 字) up to 140 bytes, and its excess beyond; a t.cn link is plain text;
 * a weibo.com / weibo.cn link of at most 41 bytes costs its own bytes. The port matches `http://` only
 * (2013); https links are shortened the same way today, so both are matched.
 */
import type { Grapheme } from "./counting";

const URL_RE = /https?:\/\/[a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)+[-A-Za-z0-9_$.+!*()/\\,:@&=?~#%]*/g;
const SHORT = 20;
const FREE_BYTES = 140;
const OWN_BYTES = 41;

/** Half-字 of plain text: ASCII (to U+0080, as Sina's regex has it) 1, anything else 2, per code point. */
export function weiboTextUnits(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.codePointAt(0)! <= 0x80 ? 1 : 2;
  return n;
}

export function weiboUrlUnits(url: string): number {
  const bytes = weiboTextUnits(url);
  if (/^https?:\/\/t\.cn/.test(url)) return bytes;
  const long = (b: number) => (b <= FREE_BYTES ? SHORT : b - FREE_BYTES + SHORT);
  if (/^https?:\/\/(weibo\.com|weibo\.cn)/.test(url)) return bytes <= OWN_BYTES ? bytes : long(bytes);
  return long(bytes);
}

/**
 * Running half-字 totals per grapheme (index i+1 = cost of graphemes 0..i): a link's whole cost sits on
 * its first grapheme, so the place where the text passes the limit never falls inside a link.
 */
export function weiboCosts(text: string, gs: Grapheme[]): Float64Array {
  const linkAt = new Map<number, { end: number; units: number }>();
  for (const m of text.matchAll(URL_RE)) {
    const start = m.index ?? 0;
    linkAt.set(start, { end: start + m[0].length, units: weiboUrlUnits(m[0]) });
  }
  const cum = new Float64Array(gs.length + 1);
  let sum = 0;
  let inLinkUntil = -1;
  for (let i = 0; i < gs.length; i += 1) {
    const g = gs[i]!;
    const link = linkAt.get(g.start);
    if (link) {
      sum += link.units;
      inLinkUntil = link.end;
    } else if (g.start >= inLinkUntil) {
      sum += g.ascii ? 1 : weiboTextUnits(g.text);
    }
    cum[i + 1] = sum;
  }
  return cum;
}
