/**
 * Hard cuts and gradual transitions from the frame-to-frame differences of
 * every decoded frame (frame-features.ts). Pure, so the thresholds are tested
 * on difference series (cut-detect.test.ts) and measured end to end on the
 * generated set with known cuts (scripts/bench-video-breakdown.mjs).
 *
 * - A hard cut is a spike: one step whose combined change is large and at
 *   least CUT_RATIO times every other step within ±0.2 s. Motion raises all
 *   steps together, so it does not pass the ratio test.
 * - A dissolve or fade spreads the same change over several frames: a run of
 *   raised steps with no spike, whose two ends differ a lot (twin comparison,
 *   Zhang et al. 1993). It is reported as a transition, never as a cut.
 */
import type { FrameDiff } from "./frame-features";

export const CUT_MIN = 0.3;
export const CUT_HIST_MIN = 0.12;
export const CUT_RATIO = 2.2;
export const TRANS_LOW = 0.08;
export const TRANS_TOTAL = 0.3;
export const TRANS_MAX_SECONDS = 2.5;
const DARK = 28;

export type Cut = { frame: number; time: number; score: number };
export type TransitionKind = "dissolve" | "fade-in" | "fade-out" | "fade";
export type Transition = { kind: TransitionKind; startFrame: number; endFrame: number; start: number; end: number };

/** One number per step: colour change counts most; edges and brightness separate cuts from colour drift. */
export function stepScore(d: FrameDiff): number {
  return 0.5 * d.hist + 0.3 * d.edge + 0.2 * Math.min(1, d.pixel * 4);
}

export type CutInput = {
  /** diffs[i]: frame i-1 → frame i (diffs[0] is ignored). */
  diffs: FrameDiff[];
  /** Presentation time of each frame, seconds. */
  times: number[];
  /** Mean Y of each frame (fades through black). */
  meanLuma: number[];
  /** Histogram distance between two frames (the two ends of a candidate transition). */
  histBetween: (a: number, b: number) => number;
  fps: number;
};

export function detectCuts(input: CutInput): { cuts: Cut[]; transitions: Transition[]; scores: number[] } {
  const { diffs, times, fps } = input;
  const n = diffs.length;
  const scores = diffs.map((d, i) => (i === 0 ? 0 : stepScore(d)));
  const w = Math.max(2, Math.round(fps * 0.2));
  const cuts: Cut[] = [];
  for (let i = 1; i < n; i++) {
    const s = scores[i]!;
    if (s < CUT_MIN || diffs[i]!.hist < CUT_HIST_MIN) continue;
    let neighbour = 0;
    for (let j = Math.max(1, i - w); j <= Math.min(n - 1, i + w); j++)
      if (j !== i) neighbour = Math.max(neighbour, scores[j]!);
    if (s >= CUT_RATIO * neighbour) cuts.push({ frame: i, time: times[i]!, score: s });
  }
  return { cuts, transitions: findTransitions(input, scores, cuts), scores };
}

function findTransitions(input: CutInput, scores: number[], cuts: Cut[]): Transition[] {
  const { times, meanLuma, histBetween, fps } = input;
  const n = scores.length;
  const cutFrames = new Set(cuts.map((c) => c.frame));
  const out: Transition[] = [];
  const maxLen = Math.round(TRANS_MAX_SECONDS * fps);
  let i = 1;
  while (i < n) {
    if (scores[i]! < TRANS_LOW || cutFrames.has(i)) {
      i++;
      continue;
    }
    // A run of raised steps; one quiet step inside is allowed (encoders repeat a frame now and then).
    let end = i;
    while (
      end + 1 < n &&
      !cutFrames.has(end + 1) &&
      (scores[end + 1]! >= TRANS_LOW || (end + 2 < n && scores[end + 2]! >= TRANS_LOW && !cutFrames.has(end + 2)))
    )
      end++;
    const first = i - 1;
    const last = end;
    i = end + 1;
    const steps = last - first;
    if (steps < 3 || steps > maxLen) continue;
    const total = histBetween(first, last);
    let peak = 0;
    for (let k = first + 1; k <= last; k++) peak = Math.max(peak, scores[k]!);
    if (total < TRANS_TOTAL || peak > 0.6 * Math.max(total, 0.5)) continue;
    let darkest = Infinity;
    for (let k = first; k <= last; k++) darkest = Math.min(darkest, meanLuma[k]!);
    const startDark = meanLuma[first]! < DARK;
    const endDark = meanLuma[last]! < DARK;
    const kind: TransitionKind =
      startDark && !endDark ? "fade-in" : endDark && !startDark ? "fade-out" : darkest < DARK ? "fade" : "dissolve";
    const before = out.at(-1);
    // Fade to black, a few black frames (no change, so the run breaks), fade up: one 黑场过渡.
    if (kind === "fade-in" && before?.kind === "fade-out" && times[first]! - before.end <= 0.6)
      out[out.length - 1] = { ...before, kind: "fade", endFrame: last, end: times[last]! };
    else out.push({ kind, startFrame: first, endFrame: last, start: times[first]!, end: times[last]! });
  }
  return out;
}
