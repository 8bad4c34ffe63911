/**
 * On-screen text read from sampled frames (the OCR engine, every 0.5 s while
 * the picture changes) → timed cues: the same line on consecutive readings
 * (OCR slips allowed: similarity ≥ 0.7) is one cue from its first sighting to
 * its last plus one sampling step. Several lines on screen at once (a caption
 * and a price) are tracked on their own. Pure; each cue is then checked by the
 * compliance engine on the page.
 */
/** Seconds between the frames kept for on-screen text (the worker keeps them; cue times are this precise). */
export const OCR_STEP = 0.5;

export type TextReading = { time: number; lines: string[] };
export type TextCue = { start: number; end: number; text: string };

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

export function textCues(readings: readonly TextReading[], step: number, duration: number): TextCue[] {
  const cues: TextCue[] = [];
  let open: TextCue[] = [];
  for (const r of readings) {
    const next: TextCue[] = [];
    for (const raw of r.lines) {
      const text = raw.trim();
      if (!text) continue;
      const same = open.find((c) => !next.includes(c) && similarity(c.text, text) >= 0.7);
      if (same) {
        same.end = Math.min(duration, r.time + step);
        // Keep the longer reading: a line partly covered or cut off reads shorter.
        if ([...text].length > [...same.text].length) same.text = text;
        next.push(same);
      } else {
        const cue = { start: r.time, end: Math.min(duration, r.time + step), text };
        cues.push(cue);
        next.push(cue);
      }
    }
    open = next;
  }
  return cues.sort((a, b) => a.start - b.start);
}
