/**
 * Burned-in text read from sampled frames → cues with start and end: the same
 * line on consecutive samples (up to a few OCR slips: similarity ≥ 0.7) is one
 * cue from its first to its last sighting plus one sampling step. The
 * subtitle band (lower third) and the rest of the frame are tracked apart
 * (engines/ocr/timed-lines.ts, shared with 爆款视频拆解). A one-frame flicker
 * of one or two unsure characters (texture read as letters) is not a cue; the
 * page says how many were left out.
 */
import { isFlicker, trackLines, type ReadLine } from "../../engines/ocr/timed-lines";

/** What one sampled frame shows; `bandFresh` / `restFresh` false when the last reading was reused (unchanged). */
export type FrameReading = {
  time: number;
  band: ReadLine[];
  rest: ReadLine[];
  bandFresh?: boolean;
  restFresh?: boolean;
};
export type VideoCue = { start: number; end: number; text: string; place: "字幕" | "画面文字"; frameTime: number };

export function mergeCues(
  readings: readonly FrameReading[],
  step: number,
  duration: number,
): { cues: VideoCue[]; flickers: number } {
  const cues: VideoCue[] = [];
  let flickers = 0;
  const track = (place: VideoCue["place"], pick: (r: FrameReading) => [ReadLine[], boolean | undefined]) => {
    // Several lines may be on screen at once (a headline and a price): each is tracked on its own.
    const timed = trackLines(
      readings.map((r) => {
        const [lines, fresh] = pick(r);
        return { time: r.time, lines, fresh };
      }),
      step,
      duration,
    );
    for (const t of timed) {
      if (isFlicker(t)) flickers++;
      else cues.push({ start: t.start, end: t.end, text: t.text, place, frameTime: t.start });
    }
  };
  track("字幕", (r) => [r.band, r.bandFresh]);
  track("画面文字", (r) => [r.rest, r.restFresh]);
  return { cues: cues.sort((a, b) => a.start - b.start || (a.place === "字幕" ? -1 : 1)), flickers };
}
