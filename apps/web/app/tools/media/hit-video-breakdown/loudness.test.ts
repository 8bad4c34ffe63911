import { describe, expect, it } from "vitest";
import { LoudnessMeter, levelSummary, silences } from "./loudness";

/** A tone at `amp` with the given seconds muted. */
function tone(rate: number, seconds: number, amp: number, muted: (t: number) => boolean): Float32Array {
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i++) out[i] = muted(i / rate) ? 0 : amp * Math.sin((2 * Math.PI * 440 * i) / rate);
  return out;
}

describe("loudness", () => {
  it("measures RMS per 0.1 s in dBFS and finds the silent stretch", () => {
    const meter = new LoudnessMeter(8000);
    const samples = tone(8000, 4, 0.5, (t) => t >= 1.5 && t < 2.5);
    // Fed in uneven pieces, as decoders hand them out.
    meter.push(samples.subarray(0, 1234));
    meter.push(samples.subarray(1234));
    const points = meter.finish();
    expect(points).toHaveLength(40);
    // A sine of amplitude 0.5 has an RMS of 0.354: −9 dBFS.
    expect(points[0]!.db).toBeCloseTo(-9.03, 1);
    expect(silences(points)).toEqual([{ start: 1.5, end: 2.5 }]);
    expect(levelSummary(points)!.peak).toBeCloseTo(-9.03, 1);
  });

  it("ignores pauses shorter than half a second and reports silence at the end", () => {
    const meter = new LoudnessMeter(8000);
    meter.push(tone(8000, 3, 0.3, (t) => (t >= 1 && t < 1.3) || t >= 2.2));
    expect(silences(meter.finish())).toEqual([{ start: 2.2, end: 3 }]);
  });

  it("has no summary for a silent track, and no -Infinity", () => {
    const meter = new LoudnessMeter(8000);
    meter.push(new Float32Array(8000));
    const points = meter.finish();
    expect(points.every((p) => Number.isFinite(p.db))).toBe(true);
    expect(levelSummary(points)).toBeNull();
  });
});
