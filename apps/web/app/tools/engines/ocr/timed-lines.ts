/**
 * Text read from sampled video frames → timed lines: the same line on consecutive readings (OCR slips allowed:
 * similarity ≥ 0.7) is one line from its first sighting to its last plus one sampling step. Several lines on
 * screen at once (a caption and a price) are tracked on their own. Shared by the two tools that read video
 * frames (视频字幕合规检测, 爆款视频拆解), so their cue times agree for the same video. Pure.
 */
export type TimedReading = { time: number; lines: readonly string[] };
export type TimedLine = { start: number; end: number; text: string };

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

/** Timed lines in order of first sighting. */
export function trackLines(readings: readonly TimedReading[], step: number, duration: number): TimedLine[] {
  const lines: TimedLine[] = [];
  let open: TimedLine[] = [];
  for (const r of readings) {
    const next: TimedLine[] = [];
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
        const line = { start: r.time, end: Math.min(duration, r.time + step), text };
        lines.push(line);
        next.push(line);
      }
    }
    open = next;
  }
  return lines;
}
