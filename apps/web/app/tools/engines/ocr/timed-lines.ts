/**
 * Text read from sampled video frames → timed lines: the same line on consecutive readings (OCR slips allowed:
 * similarity ≥ 0.7) is one line from its first sighting to its last plus one sampling step. A line the OCR
 * missed or misread on one sample and read again on the next stays one line: over a moving background a
 * caption is sometimes lost for one sample, which used to split one subtitle into two cues. Several lines on
 * screen at once (a caption and a price) are tracked on their own. Shared by the two tools that read video
 * frames (视频字幕合规检测, 爆款视频拆解), so their cue times agree for the same video. Pure.
 */
/** A line as read on one frame: its text, and the recogniser's confidence when known (0–1). */
export type ReadLine = string | { text: string; confidence: number };
/** `fresh: false` when the lines are the previous reading reused for an unchanged picture (not a new sighting). */
export type TimedReading = { time: number; lines: readonly ReadLine[]; fresh?: boolean };
export type TimedLine = {
  start: number;
  end: number;
  text: string;
  /** How many separate readings found it (a reading reused for an unchanged picture is not another one). */
  seen: number;
  /** The best confidence of its readings (1 when the readings carried none). */
  confidence: number;
};

/** 1 − edit distance / longer length, on characters, spaces ignored. */
export function similarity(a: string, b: string): number {
  const x = [...a.replace(/\s+/g, "")];
  const y = [...b.replace(/\s+/g, "")];
  if (x.length === 0 && y.length === 0) return 1;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[y.length]! / Math.max(x.length, y.length);
}

/**
 * Timed lines in order of first sighting. `bridge`: seconds a line may go unseen and still continue (one
 * sampling step by default: one missed sample).
 */
export function trackLines(
  readings: readonly TimedReading[],
  step: number,
  duration: number,
  bridge = step,
): TimedLine[] {
  const lines: TimedLine[] = [];
  let open: TimedLine[] = [];
  for (const r of readings) {
    // `end` is the last sighting plus one step: a line seen on the previous sample has end === r.time.
    const alive = open.filter((c) => c.end + bridge >= r.time - 1e-6);
    const next: TimedLine[] = [];
    for (const raw of r.lines) {
      const text = (typeof raw === "string" ? raw : raw.text).trim();
      const confidence = typeof raw === "string" ? 1 : raw.confidence;
      if (!text) continue;
      const same = alive.find((c) => !next.includes(c) && similarity(c.text, text) >= 0.7);
      if (same) {
        same.end = Math.min(duration, r.time + step);
        if (r.fresh !== false) same.seen++;
        // Keep the longer reading (a line partly covered or cut off reads shorter), else the surer one.
        const longer = [...text].length - [...same.text].length;
        if (longer > 0 || (longer === 0 && confidence > same.confidence)) same.text = text;
        same.confidence = Math.max(same.confidence, confidence);
        next.push(same);
      } else {
        const line = { start: r.time, end: Math.min(duration, r.time + step), text, seen: 1, confidence };
        lines.push(line);
        next.push(line);
      }
    }
    open = [...next, ...alive.filter((c) => !next.includes(c))];
  }
  return lines;
}

/** Below this confidence a line seen on one frame only is texture read as letters, not text. */
export const FLICKER_CONFIDENCE = 0.85;

/**
 * A line seen on a single sampled frame that is very short or unsure: on a busy background (foliage, confetti,
 * noise) the detector finds letter-like blobs that read as 「1」「T」「门」 for one frame and never again, while
 * burned-in text stays on screen for many frames. Such flickers are left out of the cues and counted, so the
 * page can say how many it ignored.
 */
export function isFlicker(line: TimedLine): boolean {
  if (line.seen > 1) return false;
  return [...line.text.replace(/\s+/g, "")].length <= 2 || line.confidence < FLICKER_CONFIDENCE;
}
