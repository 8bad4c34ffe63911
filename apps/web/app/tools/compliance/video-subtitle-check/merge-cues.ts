/**
 * Burned-in text read from sampled frames → cues with start and end: the same
 * line on consecutive samples (up to a few OCR slips: similarity ≥ 0.7) is one
 * cue from its first to its last sighting plus one sampling step. The
 * subtitle band (lower third) and the rest of the frame are tracked apart
 * (engines/ocr/timed-lines.ts, shared with 爆款视频拆解).
 */
import { trackLines } from "../../engines/ocr/timed-lines";

export type FrameReading = { time: number; band: string[]; rest: string[] };
export type VideoCue = { start: number; end: number; text: string; place: "字幕" | "画面文字"; frameTime: number };

export function mergeCues(readings: readonly FrameReading[], step: number, duration: number): VideoCue[] {
  const cues: VideoCue[] = [];
  const track = (place: VideoCue["place"], pick: (r: FrameReading) => string[]) => {
    // Several lines may be on screen at once (a headline and a price): each is tracked on its own.
    const timed = trackLines(
      readings.map((r) => ({ time: r.time, lines: pick(r) })),
      step,
      duration,
    );
    for (const t of timed) cues.push({ ...t, place, frameTime: t.start });
  };
  track("字幕", (r) => r.band);
  track("画面文字", (r) => r.rest);
  return cues.sort((a, b) => a.start - b.start || (a.place === "字幕" ? -1 : 1));
}
