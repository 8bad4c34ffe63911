import { describe, expect, it } from "vitest";
import { detectCuts, LAG, type CutInput } from "./cut-detect";
import type { FrameDiff } from "./frame-features";

const still: FrameDiff = { hist: 0.01, edge: 0.02, pixel: 0.002, area: 0 };
const moving: FrameDiff = { hist: 0.05, edge: 0.25, pixel: 0.03, area: 0.5 };
const cut: FrameDiff = { hist: 0.7, edge: 0.8, pixel: 0.2, area: 0.95 };

/** A series of `n` steps filled by `at(i)`; the histogram between two frames is the sum of the steps in between. */
function series(n: number, at: (i: number) => FrameDiff, fps = 30, luma: (i: number) => number = () => 120): CutInput {
  const diffs = Array.from({ length: n }, (_, i) => (i === 0 ? { hist: 0, edge: 0, pixel: 0, area: 0 } : at(i)));
  return {
    diffs,
    times: diffs.map((_, i) => i / fps),
    meanLuma: diffs.map((_, i) => luma(i)),
    histBetween: (a, b) =>
      Math.min(
        1,
        diffs.slice(a + 1, b + 1).reduce((s, d) => s + d.hist, 0),
      ),
    fps,
  };
}

describe("detectCuts", () => {
  it("finds a hard cut as a single spike, at the frame where the new shot starts", () => {
    const { cuts, transitions } = detectCuts(series(90, (i) => (i === 40 ? cut : still)));
    expect(cuts.map((c) => c.frame)).toEqual([40]);
    expect(cuts[0]!.time).toBeCloseTo(40 / 30);
    expect(transitions).toEqual([]);
  });

  it("finds cuts inside shots with strong motion, and does not take the motion for cuts", () => {
    const { cuts } = detectCuts(series(120, (i) => (i === 30 || i === 75 ? cut : moving)));
    expect(cuts.map((c) => c.frame)).toEqual([30, 75]);
  });

  it("reports a dissolve as a transition, not a cut", () => {
    // 12 frames, each moving the colours a twelfth of the way.
    const step: FrameDiff = { hist: 0.06, edge: 0.15, pixel: 0.02, area: 0.1 };
    const { cuts, transitions } = detectCuts(series(90, (i) => (i > 40 && i <= 52 ? step : still)));
    expect(cuts).toEqual([]);
    expect(transitions).toHaveLength(1);
    expect(transitions[0]).toMatchObject({ kind: "dissolve", startFrame: 40, endFrame: 52 });
  });

  it("names a fade through black", () => {
    const step: FrameDiff = { hist: 0.08, edge: 0.1, pixel: 0.04, area: 0.3 };
    const luma = (i: number) => (i < 40 || i > 60 ? 120 : Math.abs(50 - i) * 12);
    const { cuts, transitions } = detectCuts(series(100, (i) => (i > 40 && i <= 60 ? step : still), 30, luma));
    expect(cuts).toEqual([]);
    expect(transitions.map((t) => t.kind)).toEqual(["fade"]);
  });

  it("does not call small flicker or a slow colour drift anything", () => {
    const drift: FrameDiff = { hist: 0.004, edge: 0.05, pixel: 0.003, area: 0 };
    const { cuts, transitions } = detectCuts(series(300, (i) => (i % 7 === 0 ? { ...still, hist: 0.05 } : drift)));
    expect(cuts).toEqual([]);
    expect(transitions).toEqual([]);
  });

  it("keeps two cuts a few frames apart when both are spikes", () => {
    const { cuts } = detectCuts(series(60, (i) => (i === 20 || i === 30 ? cut : still)));
    expect(cuts.map((c) => c.frame)).toEqual([20, 30]);
  });

  it("ignores a change of edges alone with little else (a jolt), but takes a cut between two shots of the same colours", () => {
    const { cuts: jolt } = detectCuts(
      series(60, (i) => (i === 20 ? { hist: 0.03, edge: 0.45, pixel: 0.02, area: 0.3 } : still)),
    );
    expect(jolt).toEqual([]);
    const { cuts } = detectCuts(
      series(60, (i) => (i === 20 ? { hist: 0.1, edge: 0.66, pixel: 0.32, area: 0.9 } : still)),
    );
    expect(cuts.map((c) => c.frame)).toEqual([20]);
  });

  it("finds a cut into a busy shot by its colour spike", () => {
    // The new shot moves a lot (edges and pixels change every frame) but keeps its colours.
    const busy: FrameDiff = { hist: 0.25, edge: 0.56, pixel: 0.14, area: 0.8 };
    const { cuts } = detectCuts(
      series(90, (i) => (i === 40 ? { hist: 0.78, edge: 0.72, pixel: 0.28, area: 0.95 } : i > 40 ? busy : still)),
    );
    expect(cuts.map((c) => c.frame)).toEqual([40]);
  });

  it("does not take a flash (the picture comes back LAG frames later) for a cut", () => {
    // 闪白: white at once, then back to the picture over four frames (small steps, no second spike).
    const fading: FrameDiff = { hist: 0.08, edge: 0.05, pixel: 0.06, area: 0.3 };
    const input = series(90, (i) => (i === 40 ? cut : i > 40 && i <= 44 ? fading : still));
    expect(detectCuts(input).cuts.map((c) => c.frame)).toEqual([40]);
    // Frame 39 against frame 39+LAG+1: the same picture again…
    const flash = { ...input, lagDiffs: input.diffs.map((_, i) => (i === 40 + LAG ? still : cut)) };
    expect(detectCuts(flash).cuts).toEqual([]);
    // …and a real cut, whose new picture stays.
    const real = series(90, (i) => (i === 40 ? cut : still));
    expect(detectCuts({ ...real, lagDiffs: real.diffs.map(() => cut) }).cuts.map((c) => c.frame)).toEqual([40]);
  });

  it("finds a jump cut (the same picture framed anew: same colours, a modest step far above its neighbours)", () => {
    const jump: FrameDiff = { hist: 0.05, edge: 0.2, pixel: 0.062, area: 0.26 };
    expect(detectCuts(series(90, (i) => (i === 40 ? jump : still))).cuts.map((c) => c.frame)).toEqual([40]);
  });

  it("does not take a sticker or caption popping on (one region of the picture) for a cut", () => {
    const sticker: FrameDiff = { hist: 0.06, edge: 0.08, pixel: 0.02, area: 0.08 };
    expect(detectCuts(series(90, (i) => (i === 40 ? sticker : still))).cuts).toEqual([]);
    // Even a large one: a quarter of the cells change, but the brightness of the whole barely moves.
    const big: FrameDiff = { hist: 0.12, edge: 0.3, pixel: 0.03, area: 0.25 };
    expect(detectCuts(series(90, (i) => (i === 40 ? big : still))).cuts).toEqual([]);
  });

  it("reports no cut in the first two frames (a leader frame is no shot)", () => {
    expect(detectCuts(series(60, (i) => (i === 1 ? cut : still))).cuts).toEqual([]);
    expect(detectCuts(series(60, (i) => (i === 3 ? cut : still))).cuts.map((c) => c.frame)).toEqual([3]);
  });

  it("keeps a run of raised steps as a transition only when its middle frame is a blend of its ends", () => {
    const step: FrameDiff = { hist: 0.06, edge: 0.15, pixel: 0.02, area: 0.1 };
    const input = series(90, (i) => (i > 40 && i <= 52 ? step : still));
    const blend = detectCuts({ ...input, blendBetween: () => 0.1 });
    expect(blend.transitions.map((t) => [t.startFrame, t.endFrame])).toEqual([[40, 52]]);
    // The same steps from an evolving shot (its middle is no blend): nothing, and still no cut.
    const moving = detectCuts({ ...input, blendBetween: () => 1.5 });
    expect(moving.transitions).toEqual([]);
    expect(moving.cuts).toEqual([]);
  });

  it("trims a moving shot's steps off a run to the part that is a blend (a fade after a busy shot)", () => {
    const step: FrameDiff = { hist: 0.06, edge: 0.15, pixel: 0.02, area: 0.1 };
    const input = series(90, (i) => (i > 30 && i <= 52 ? step : still));
    // Frames 30–44 move (no blend with anything); 44–52 is the dissolve.
    const { transitions, cuts } = detectCuts({ ...input, blendBetween: (a) => (a >= 44 ? 0.1 : 2) });
    expect(transitions.map((t) => [t.startFrame, t.endFrame])).toEqual([[44, 52]]);
    expect(cuts).toEqual([]);
  });
});
