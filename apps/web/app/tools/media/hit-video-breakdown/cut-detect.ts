/**
 * Hard cuts and gradual transitions from the frame-to-frame differences of
 * every decoded frame (frame-features.ts). Pure, so the thresholds are tested
 * on difference series (cut-detect.test.ts) and measured end to end on the
 * generated set with known cuts (scripts/bench-video-breakdown.mjs; the
 * thresholds were chosen on its tuning part only).
 *
 * - A hard cut is a spike: one step whose combined change is large and at
 *   least `ratio` times the busiest other step within ±0.2 s (an adaptive
 *   threshold: motion raises all steps together, so it does not pass).
 * - Or a colour spike (the shot after the cut moves a lot but keeps its
 *   colours), or a quiet spike: a modest step far above every neighbour, as a
 *   jump cut between two framings of one picture (same colours, new layout).
 * - Every cut changes most of the picture: a share of the grid's cells
 *   (changedArea) and the mean brightness, so a sticker or caption popping
 *   on, which changes one region, is no cut.
 * - The new picture must persist: the frame before the step still differs
 *   from the frame LAG steps after it. A flash (one to three bright frames)
 *   or a glitch returns to the old picture and is no cut.
 * - A dissolve or fade spreads the same change over several frames: a run of
 *   raised steps with no spike, whose two ends differ a lot (twin comparison,
 *   Zhang et al. 1993), and whose middle frame is a blend of its ends (a
 *   moving or evolving shot is not). It is reported as a transition, never as
 *   a cut.
 */
import type { FrameDiff } from "./frame-features";

/** Frames between the two ends of the persistence test (a flash lasts 1–3 frames). */
export const LAG = 4;

export type CutParams = {
  /** Minimum combined step score of a cut. */
  min: number;
  /** Minimum histogram change of a cut unless its edges change by at least `edgeAlone`. */
  histMin: number;
  edgeAlone: number;
  /**
   * A cut's score over the busiest step within `window` seconds on its quieter side (`ratio`) and on its
   * busier side (`sideRatio`): the shot after a cut may move a lot from its first frame on.
   */
  ratio: number;
  sideRatio: number;
  /** Or: a colour spike (histogram change over `histRatio` × the busiest neighbour's, at least `histSpike`). */
  histRatio: number;
  histSpike: number;
  /**
   * Or: a quiet spike (a jump cut between two framings of one picture, same colours): at least `quietMin`,
   * `quietRatio` × the busiest step on both sides.
   */
  quietMin: number;
  quietRatio: number;
  /** Every cut: at least this share of the grid's cells changed clearly, and this mean brightness change. */
  areaMin: number;
  pixelMin: number;
  window: number;
  /** The change across the cut, measured LAG frames later, as a share of the step's own score. */
  persist: number;
  transLow: number;
  /**
   * A slow dissolve changes each step too little for transLow: a step also counts as raised when it changes
   * at all (≥ transStepMin) and a LAG+1-frame difference around it is at least transLagLow (0: off).
   */
  transLagLow: number;
  transStepMin: number;
  transTotal: number;
  transMaxSeconds: number;
  /** A transition's middle frame is a blend of its ends within this error (fades: each half on its own). */
  blendMax: number;
};

export const CUT_PARAMS: CutParams = {
  min: 0.3,
  histMin: 0.12,
  edgeAlone: 0.5,
  ratio: 2.2,
  sideRatio: 1.8,
  histRatio: 2.2,
  histSpike: 0.3,
  quietMin: 0.1,
  quietRatio: 5,
  areaMin: 0.2,
  pixelMin: 0.04,
  window: 0.2,
  persist: 0.5,
  transLow: 0.08,
  transLagLow: 0.2,
  transStepMin: 0.02,
  transTotal: 0.3,
  transMaxSeconds: 2.5,
  blendMax: 0.3,
};
/** The earliest frame a cut may start. */
const FIRST_CUT = 3;

/** A step that may be a cut (the cheap tests): the worker keeps a picture of it. */
export function mayBeCut(d: FrameDiff, p: CutParams = CUT_PARAMS): boolean {
  return stepScore(d) >= p.quietMin && d.area >= p.areaMin && d.pixel >= p.pixelMin;
}
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
  /**
   * lagDiffs[i]: frame i-LAG-1 → frame i (the persistence test of a cut at i-LAG). Optional: without it
   * every spike counts.
   */
  lagDiffs?: FrameDiff[];
  /** Presentation time of each frame, seconds. */
  times: number[];
  /** Mean Y of each frame (fades through black). */
  meanLuma: number[];
  /** Histogram distance between two frames (the two ends of a candidate transition). */
  histBetween: (a: number, b: number) => number;
  /**
   * How far frame `mid` is from the blend of frames `a` and `b` (frame-features.ts blendError). Optional:
   * without it a run of raised steps with a large change between its ends is a transition.
   */
  blendBetween?: (a: number, mid: number, b: number) => number;
  fps: number;
};

export function detectCuts(
  input: CutInput,
  p: CutParams = CUT_PARAMS,
): { cuts: Cut[]; transitions: Transition[]; scores: number[] } {
  const { diffs, lagDiffs, times, fps } = input;
  const n = diffs.length;
  const scores = diffs.map((d, i) => (i === 0 ? 0 : stepScore(d)));
  const w = Math.max(2, Math.round(fps * p.window));
  const cuts: Cut[] = [];
  // A first shot of one or two frames is a leader (a black or stray frame), not a shot.
  for (let i = FIRST_CUT; i < n; i++) {
    const s = scores[i]!;
    const d = diffs[i]!;
    if (s < p.quietMin || d.area < p.areaMin || d.pixel < p.pixelMin) continue;
    let before = 0;
    let after = 0;
    let neighbourHist = 0;
    for (let j = Math.max(1, i - w); j <= Math.min(n - 1, i + w); j++) {
      if (j === i) continue;
      if (j < i) before = Math.max(before, scores[j]!);
      else after = Math.max(after, scores[j]!);
      neighbourHist = Math.max(neighbourHist, diffs[j]!.hist);
    }
    const strong = s >= p.min && (d.hist >= p.histMin || d.edge >= p.edgeAlone);
    const spike = strong && s >= p.ratio * Math.min(before, after) && s >= p.sideRatio * Math.max(before, after);
    // A fast-moving shot raises its steps' edges and pixels, not its colours: the colour spike still shows.
    const colourSpike = strong && d.hist >= p.histSpike && d.hist >= p.histRatio * neighbourHist;
    const quietSpike = s >= p.quietRatio * Math.max(before, after);
    if (!spike && !colourSpike && !quietSpike) continue;
    // Near the end of the video there is no frame LAG steps later: the spike alone decides.
    const later = lagDiffs?.[i + LAG];
    if (later && stepScore(later) < p.persist * s) continue;
    cuts.push({ frame: i, time: times[i]!, score: s });
  }
  return { cuts, transitions: findTransitions(input, scores, cuts, p), scores };
}

function findTransitions(input: CutInput, scores: number[], cuts: Cut[], p: CutParams): Transition[] {
  const { times, meanLuma, histBetween, fps, lagDiffs } = input;
  const n = scores.length;
  const cutFrames = new Set(cuts.map((c) => c.frame));
  const out: Transition[] = [];
  const maxLen = Math.round(p.transMaxSeconds * fps);
  const lagScores = lagDiffs && p.transLagLow > 0 ? lagDiffs.map(stepScore) : null;
  const raised = scores.map((sc, j) => {
    if (sc >= p.transLow) return true;
    if (!lagScores || sc < p.transStepMin) return false;
    // lagScores[k] spans steps k-LAG … k.
    for (let k = j; k <= Math.min(n - 1, j + LAG); k++) if (lagScores[k]! >= p.transLagLow) return true;
    return false;
  });
  /** The run first…last as a transition: long enough, a large change between its ends, no spike, a blend. */
  const accepted = (first: number, last: number) => {
    const steps = last - first;
    if (steps < 3 || steps > maxLen) return null;
    const total = histBetween(first, last);
    let peak = 0;
    for (let k = first + 1; k <= last; k++) peak = Math.max(peak, scores[k]!);
    if (total < p.transTotal || peak > 0.6 * Math.max(total, 0.5)) return null;
    let darkest = Infinity;
    let darkAt = first;
    for (let k = first; k <= last; k++)
      if (meanLuma[k]! < darkest) {
        darkest = meanLuma[k]!;
        darkAt = k;
      }
    if (input.blendBetween) {
      // A fade through black is two blends (picture → black → picture): each half on its own.
      const halves =
        darkest < DARK && darkAt - first >= 2 && last - darkAt >= 2
          ? [
              [first, darkAt],
              [darkAt, last],
            ]
          : [[first, last]];
      if (!halves.every(([a, b]) => input.blendBetween!(a!, Math.round((a! + b!) / 2), b!) <= p.blendMax)) return null;
    }
    return { first, last, darkest };
  };
  let i = 1;
  while (i < n) {
    if (!raised[i] || cutFrames.has(i)) {
      i++;
      continue;
    }
    // A run of raised steps; one quiet step inside is allowed (encoders repeat a frame now and then).
    let end = i;
    while (
      end + 1 < n &&
      !cutFrames.has(end + 1) &&
      (raised[end + 1] || (end + 2 < n && raised[end + 2] && !cutFrames.has(end + 2)))
    )
      end++;
    const runFirst = i - 1;
    const runLast = end;
    i = end + 1;
    // A run may carry a moving shot's steps on either side of the transition: when the whole run is no
    // blend, the longest part of it that is one (trimmed from the start, then from the end) is the transition.
    let found = accepted(runFirst, runLast);
    for (let a = runFirst + 1; !found && input.blendBetween && runLast - a >= 3; a++) found = accepted(a, runLast);
    for (let b = runLast - 1; !found && input.blendBetween && b - runFirst >= 3; b--) found = accepted(runFirst, b);
    if (!found) continue;
    const { first, last, darkest } = found;
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
