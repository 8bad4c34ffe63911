import { describe, expect, it } from "vitest";
import type { OcrEngine } from "./ocr-client";
import { emptyTiming, readRegion, RegionReader, type RegionPicture } from "./read-region";
import type { OcrLine, OcrResult, Quad } from "./types";

const quadAt = (i: number): Quad => [
  [10, 10 + i * 20],
  [90, 10 + i * 20],
  [90, 26 + i * 20],
  [10, 26 + i * 20],
];

const line = (text: string, confidence: number, quad: Quad): OcrLine => ({
  text,
  confidence,
  box: { x: quad[0][0], y: quad[0][1], w: 80, h: 16 },
  quad,
  direction: "horizontal",
  low: !text || confidence < 0.6,
});

type Call = { lines?: Quad[]; maxSide?: number; maxLines?: number };

/**
 * The picture is a Blob holding its lines as `text@confidence|…`, line i drawn at quadAt(i). Detection finds
 * them all; reading given quads reads what is drawn there (nothing where nothing is).
 */
function fakeEngine(): OcrEngine & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    load: async () => ({ threads: 1 }),
    async recognize(source, options = {}): Promise<OcrResult> {
      calls.push({ lines: options.lines, maxSide: options.maxSide, maxLines: options.maxLines });
      const drawn = (await (source as Blob).text())
        .split("|")
        .filter(Boolean)
        .map((s) => {
          const [text, c] = s.split("@");
          return { text: text!, confidence: Number(c ?? 0.97) };
        });
      const lines = options.lines
        ? options.lines.map((q) => {
            const i = Math.round((q[0][1] - 10) / 20);
            const d = drawn[i];
            return line(d?.text ?? "", d?.confidence ?? 0, q);
          })
        : drawn.map((d, i) => line(d.text, d.confidence, quadAt(i)));
      const stages = { detect: options.lines ? 0 : 5, recognize: lines.length, boxes: lines.length };
      return { width: 100, height: 100, lines, ms: 10, stages };
    },
    dispose() {},
  };
}

const picture = (drawn: string, rect = { x: 0, y: 600, w: 100, h: 100 }): RegionPicture => ({
  source: () => new Blob([drawn]),
  rect,
  scale: 1,
  maxSide: 540,
  retrySide: 920,
});

const signal = new AbortController().signal;

describe("readRegion", () => {
  it("detects again at the larger size when a region gives lines but no sure one, and caps the lines read", async () => {
    const engine = fakeEngine();
    const timing = emptyTiming();
    await readRegion(engine, () => new Blob(["门@0.5"]), { maxSide: 540, retrySide: 920, signal, timing });
    expect(engine.calls.map((c) => c.maxSide)).toEqual([540, 920]);
    expect(engine.calls.every((c) => c.maxLines === 10)).toBe(true);
    expect(timing).toMatchObject({ calls: 2, boxes: 2 });
    const sure = fakeEngine();
    await readRegion(sure, () => new Blob(["到手价九十九元"]), { maxSide: 540, retrySide: 920, signal });
    expect(sure.calls).toHaveLength(1);
  });
});

describe("RegionReader", () => {
  it("confirms a caption that stays by reading its line again without detection", async () => {
    const engine = fakeEngine();
    const reader = new RegionReader(engine);
    expect((await reader.read(picture("到手价九十九元"), 0, signal)).verified).toBe(false);
    const again = await reader.read(picture("到手价九十九元"), 0.5, signal);
    expect(again.verified).toBe(true);
    expect(again.lines.map((l) => l.text)).toEqual(["到手价九十九元"]);
    expect(engine.calls.map((c) => Boolean(c.lines))).toEqual([false, true]);
  });

  it("detects when the known line now says something else, is gone, or lies outside the crop", async () => {
    const engine = fakeEngine();
    const reader = new RegionReader(engine);
    await reader.read(picture("到手价九十九元"), 0, signal);
    const swapped = await reader.read(picture("库存不多手慢无"), 0.5, signal);
    expect(swapped).toMatchObject({ verified: false, lines: [{ text: "库存不多手慢无" }] });
    expect(engine.calls.map((c) => Boolean(c.lines))).toEqual([false, true, false]);
    const gone = await reader.read(picture(""), 1, signal);
    expect(gone).toEqual({ verified: false, lines: [] });
    // Nothing sure was found: the next change is detected, not checked.
    await reader.read(picture("库存不多手慢无"), 1.5, signal);
    expect(engine.calls.at(-1)!.lines).toBeUndefined();
    // The crop moved away from where the line was.
    await reader.read(picture("库存不多手慢无", { x: 0, y: 900, w: 100, h: 30 }), 2, signal);
    expect(engine.calls.at(-1)!.lines).toBeUndefined();
  });

  it("detects again after `redetect` seconds even when the known lines still read the same", async () => {
    const engine = fakeEngine();
    const reader = new RegionReader(engine, 2);
    for (const t of [0, 0.5, 1, 1.5, 2, 2.5]) await reader.read(picture("到手价九十九元"), t, signal);
    expect(engine.calls.map((c) => (c.lines ? "check" : "detect"))).toEqual([
      "detect",
      "check",
      "check",
      "check",
      "detect",
      "check",
    ]);
  });

  it("maps the known lines into the next crop's pixels (crops move with what is drawn)", async () => {
    const engine = fakeEngine();
    const reader = new RegionReader(engine);
    await reader.read({ ...picture("到手价九十九元"), rect: { x: 100, y: 600, w: 200, h: 100 } }, 0, signal);
    await reader.read(
      { ...picture("到手价九十九元"), rect: { x: 90, y: 600, w: 200, h: 100 }, scale: 0.5 },
      0.5,
      signal,
    );
    // Frame (110, 610) → ((110 − 90) × 0.5, (610 − 600) × 0.5) in the second picture.
    expect(engine.calls.at(-1)!.lines![0]![0]).toEqual([10, 5]);
  });
});
