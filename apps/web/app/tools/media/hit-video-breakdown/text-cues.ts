/**
 * On-screen text read from sampled frames (the OCR engine, every 0.5 s, a
 * region only when it changed) → timed cues, tracked as 视频字幕合规检测 tracks
 * them (engines/ocr/timed-lines.ts): the subtitle band and the rest of the
 * frame apart, a one-sample miss bridged, one-frame flickers (texture read as
 * letters) left out and counted. Pure; each cue is then checked by the
 * compliance engine on the page.
 */
import { isFlicker, similarity, trackLines, type TimedLine, type TimedReading } from "../../engines/ocr/timed-lines";

/** Seconds between the frames sampled for on-screen text (cue times are this precise). */
export const OCR_STEP = 0.5;

export type TextReading = TimedReading;
export type TextCue = TimedLine & { place: "band" | "rest" };

export { similarity };

export function textCues(
  band: readonly TextReading[],
  rest: readonly TextReading[],
  step: number,
  duration: number,
): { cues: TextCue[]; flickers: number } {
  let flickers = 0;
  const cues: TextCue[] = [];
  for (const [place, readings] of [
    ["band", band],
    ["rest", rest],
  ] as const)
    for (const line of trackLines(readings, step, duration)) {
      if (isFlicker(line)) flickers++;
      else cues.push({ ...line, place });
    }
  return { cues: cues.sort((a, b) => a.start - b.start || (a.place === "band" ? -1 : 1)), flickers };
}
