/**
 * Stock-agency watermark text in the lines the OCR engine read off an image. Agencies stamp their name
 * (often tiled, semi-transparent, tilted) or their site over previews; a hit is a reminder to check the
 * licence, never a verdict: a bought file has no mark, and a preview may be licensed elsewhere. Faint
 * marks read with slips, so Latin names of eight or more letters (shutterstock, gettyimages) match with
 * one wrong, missing or extra character; shorter Latin names (VCG, iStock, 123RF) only as a whole word,
 * and Chinese names (视觉中国, 摄图网) only exactly — one slip there turns 视觉中国 into 视觉中心.
 */
import { agencies, type Agency } from "./stock-agencies";

/** What the page passes in: the engine's lines (app/tools/engines/ocr/types.ts) or anything shaped like them. */
export type ReadLine = { text: string; confidence: number; box: { x: number; y: number; w: number; h: number } };

export type WatermarkHit = {
  agency: Agency;
  /** The line as read. */
  text: string;
  box: ReadLine["box"];
  confidence: number;
  /** Lines of the same agency on this image (tiled marks repeat). */
  count: number;
};

/** Per agency key: the spellings its watermarks use, normalised (lower case, no spaces or dots). */
const MARKS: Record<string, string[]> = {
  vcg: ["视觉中国", "vcg", "vcgcom"],
  getty: ["gettyimages", "getty"],
  istock: ["istock", "istockphoto", "istockbygettyimages"],
  shutterstock: ["shutterstock", "shutterstockcom"],
  "adobe-stock": ["adobestock", "stockadobecom"],
  hellorf: ["站酷海洛", "hellorf", "hellorfcom"],
  tuchong: ["图虫", "图虫创意", "tuchong"],
  "699pic": ["摄图网", "699pic", "699piccom"],
  "58pic": ["千图网", "58pic", "58piccom"],
  ibaotu: ["包图网", "ibaotu", "ibaotucom"],
  nipic: ["昵图网", "nipic", "nipiccom"],
  quanjing: ["全景网", "全景视觉", "quanjing"],
  depositphotos: ["depositphotos"],
  dreamstime: ["dreamstime", "dreamstimecom"],
  "123rf": ["123rf", "123rfcom"],
  alamy: ["alamy", "alamystockphoto"],
  pngtree: ["pngtree"],
  freepik: ["freepik"],
};

export function normaliseMark(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s.·•,，。:：_\-—|/\\©®™()（）]/g, "");
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

const isLatin = (s: string) => /^[a-z0-9]+$/.test(s);

const FUZZY_LATIN = 8;
const isShortLatin = (mark: string) => isLatin(mark) && mark.length < FUZZY_LATIN;

/**
 * Whether `text` holds `mark`. Short Latin marks are looked for as whole words of the text as read
 * ("vcg" inside "vcgtravel" is no mark); the others in the normalised text, long Latin ones with one slip.
 */
export function containsMark(text: string, mark: string): boolean {
  if (isShortLatin(mark)) {
    const words = text
      .normalize("NFKC")
      .toLowerCase()
      .split(/[^a-z0-9]+/);
    return words.includes(mark);
  }
  const t = normaliseMark(text);
  if (t.includes(mark)) return true;
  if (!isLatin(mark)) return false;
  for (const len of [mark.length - 1, mark.length, mark.length + 1])
    for (let i = 0; i + len <= t.length; i++) if (distance(t.slice(i, i + len), mark) <= 1) return true;
  return false;
}

export function findWatermarks(lines: readonly ReadLine[]): WatermarkHit[] {
  const hits = new Map<string, WatermarkHit>();
  for (const line of lines) {
    const text = normaliseMark(line.text);
    if (!text) continue;
    for (const agency of agencies) {
      const marks = MARKS[agency.key];
      if (!marks) continue;
      const found = marks.some((m) => containsMark(line.text, m));
      if (!found) continue;
      const seen = hits.get(agency.key);
      if (seen) {
        seen.count++;
        if (line.confidence > seen.confidence)
          Object.assign(seen, { text: line.text, box: line.box, confidence: line.confidence });
      } else hits.set(agency.key, { agency, text: line.text, box: line.box, confidence: line.confidence, count: 1 });
    }
  }
  return [...hits.values()];
}
