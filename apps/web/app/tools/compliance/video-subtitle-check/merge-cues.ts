/**
 * Burned-in text read from sampled frames → cues with start and end: the same
 * line on consecutive samples (up to a few OCR slips: similarity ≥ 0.7) is one
 * cue from its first to its last sighting plus one sampling step. The
 * subtitle band (lower third) and the rest of the frame are tracked apart.
 */
export type FrameReading = { time: number; band: string[]; rest: string[] };
export type VideoCue = { start: number; end: number; text: string; place: "字幕" | "画面文字"; frameTime: number };

function similarity(a: string, b: string): number {
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

export function mergeCues(readings: readonly FrameReading[], step: number, duration: number): VideoCue[] {
  const cues: VideoCue[] = [];
  const track = (place: VideoCue["place"], pick: (r: FrameReading) => string[]) => {
    // Several lines may be on screen at once (a headline and a price): each is tracked on its own.
    let open: VideoCue[] = [];
    for (const r of readings) {
      const texts = pick(r)
        .map((t) => t.trim())
        .filter((t) => t.length > 0);
      const next: VideoCue[] = [];
      for (const text of texts) {
        const same = open.find((c) => !next.includes(c) && similarity(c.text, text) >= 0.7);
        if (same) {
          same.end = Math.min(duration, r.time + step);
          // Keep the longer reading: a partly covered line reads shorter.
          if ([...text].length > [...same.text].length) same.text = text;
          next.push(same);
        } else {
          const cue: VideoCue = {
            start: r.time,
            end: Math.min(duration, r.time + step),
            text,
            place,
            frameTime: r.time,
          };
          cues.push(cue);
          next.push(cue);
        }
      }
      open = next;
    }
  };
  track("字幕", (r) => r.band);
  track("画面文字", (r) => r.rest);
  return cues.sort((a, b) => a.start - b.start || (a.place === "字幕" ? -1 : 1));
}
