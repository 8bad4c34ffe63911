/**
 * Normalisation for matching, with a map back to the user's characters.
 *
 * Issue brief §2 "Matching": full-width → half-width, letter case, traditional →
 * simplified, and separators slipped between characters (最.好, 最 好, 第*一,
 * NO．1) are removed. Every UTF-16 unit of the normalised text remembers the
 * original code point it came from, so a match [s, e) maps back to
 * [starts[s], ends[e - 1]) in the original — emoji and surrogate pairs included.
 */

/**
 * Traditional (and HK/TW variant) → simplified, only for the characters that occur
 * in the rule data and the context cues (a full OpenCC table is ~1 MB; this
 * covers what the engine can match). Pairs: traditional, simplified.
 */
const T2S_PAIRS =
  "國国級级極极頂顶絕绝對对獨独無无與与倫伦見见療疗癒愈藥药醫医證证專专權权銷销賺赚風风險险財财運运" +
  "門门開开闢辟邪邪鎮镇煞煞寶宝龍龙脈脉來来強强優优歡欢時时尚尚宜宜價价網网史史廣广內内線线號号" +
  "碼码聯联繫系係系務务創创發发首首傢家款款領领導导牌牌頭头產产區区興兴學学習习師师選选擇择績绩" +
  "業业證证試试題题過过準准關关機机構构資资訊讯據据統统計计調调驗验檢检測测實实顯显製制獎奖稱称" +
  "號号認认譽誉馳驰際际滅灭毒毒殺杀黴霉敏敏脫脱髮发疤疤斑斑膚肤換换復复齡龄顏颜淨净濕湿補补腎肾" +
  "內内糖糖壓压脂脂癌癌腫肿預预減减燃燃溶溶臉脸腿腿體体瘦瘦記记憶忆勞劳疲疲倦倦麗丽產产鬆松緊紧" +
  "憑凭藉借錢钱賠赔虧亏穩稳贏赢億亿萬万漲涨歲岁還还貸贷債债幣币擔担額额壟垄斷断級级樓楼盤盘層层" +
  "鐵铁車车鄰邻態态標标準准範范願愿標标圍围達达進进氣气聚聚宅宅轉转災灾僅仅剩剩瞬瞬錯错過过搶抢" +
  "購购惠惠買买賣卖貨货團团劃划盡尽讓让極极擊击點点讚赞贊赞紅红包包領领關关註注冊册轉转發发粉粉" +
  "絲丝鏈链結结掃扫維维條条約约鐘钟滿满雙双齊齐勝胜傳传統统純纯億亿聖圣絕绝總总種种類类優优勢势" +
  "靈灵驗验敗败舉举薦荐參参謀谋問问聽听說说話话語语讀读寫写課课訓训營营種种漸渐圓圆夢梦績绩鋒锋" +
  "為为這这個个們们於于從从兩两嗎吗麼么後后裡里裏里髮发鬢鬓麵面齒齿腦脑瀏浏覽览額额貨货錶表鐘钟" +
  "處处劑剂屬属壞坏佈布傷伤濟济權权衛卫樂乐餘余厭厌飲饮食食儲储藏藏熱热溫温歷历驚惊喜喜豐丰贈赠" +
  "庫库廠厂際际離离級级靜静晉晋禮礼簽签贏赢鬥斗臺台颱台灣湾華华夠够爭争強强獻献邊边屆届節节週周";

const T2S = new Map<number, string>();
for (const ch of Array.from(T2S_PAIRS).reduce<string[][]>((acc, c, i) => {
  if (i % 2 === 0) acc.push([c]);
  else acc[acc.length - 1]!.push(c);
  return acc;
}, [])) {
  const [t, s] = ch;
  if (t && s && t !== s) T2S.set(t.codePointAt(0)!, s);
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
  for (let i = 0; i < input.length; ) {
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
