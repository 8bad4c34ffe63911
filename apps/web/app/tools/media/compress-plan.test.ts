import { describe, expect, test } from "vitest";
import { AVIF_QUALITY, fitUnder, mosaicPlan, predictBytes } from "./compress-plan";

describe("mosaic", () => {
  test("a 12 MP photo: 8 × 8 tiles of 128 px from the middle of each grid cell, all inside the picture", () => {
    const m = mosaicPlan({ width: 4000, height: 3000 }, 1, 128)!;
    expect(m).toMatchObject({ width: 1024, height: 1024 });
    expect(m.tiles).toHaveLength(64);
    expect(m.fraction).toBeCloseTo((1024 * 1024) / 12e6, 6);
    expect(m.tiles[0]).toEqual({
      from: { x: 186, y: 123, width: 128, height: 128 },
      to: { x: 0, y: 0, width: 128, height: 128 },
    });
    for (const { from } of m.tiles) {
      expect(from.x).toBeGreaterThanOrEqual(0);
      expect(from.y).toBeGreaterThanOrEqual(0);
      expect(from.x + from.width).toBeLessThanOrEqual(4000);
      expect(from.y + from.height).toBeLessThanOrEqual(3000);
    }
  });

  test("at a smaller output scale each tile covers more of the source", () => {
    const m = mosaicPlan({ width: 4000, height: 3000 }, 0.8, 128)!;
    expect(m.tiles[0]!.from.width).toBe(160);
    expect(m.fraction).toBeCloseTo((1024 * 1024) / (3200 * 2400), 6);
    const last = m.tiles.at(-1)!.from;
    expect(last.x + last.width).toBeLessThanOrEqual(4000);
  });

  test("small pictures are encoded whole (no mosaic)", () => {
    expect(mosaicPlan({ width: 1600, height: 1200 }, 1, 128)).toBeNull();
    expect(mosaicPlan({ width: 4000, height: 3000 }, 0.3, 128)).toBeNull();
  });

  test("prediction counts the headers once", () => {
    expect(predictBytes(10_600, 0.1, 600)).toBe(100_600);
  });
});

describe("fit under a byte limit", () => {
  // A stand-in codec: bytes grow with the area and the quality.
  const codec =
    (perPixel: (q: number) => number, pixels = 12e6) =>
    (scale: number, q: number) =>
      Math.round(scale * scale * pixels * perPixel(q));

  const run = async (real: (s: number, q: number) => number, bias: number, max: number) => {
    const encodes: [number, number][] = [];
    const fit = await fitUnder(
      async (s, q) => real(s, q) * bias,
      async (s, q) => {
        encodes.push([s, q]);
        return { size: real(s, q) };
      },
      max,
      { min: 0.4, max: 0.92 },
    );
    return { fit, encodes };
  };

  test("a pessimistic estimate: one full encode, under the limit", async () => {
    const real = codec((q) => 0.05 * q);
    const { fit, encodes } = await run(real, 1.05, 300_000);
    expect(fit!.scale).toBe(1);
    expect(fit!.result.size).toBeLessThanOrEqual(300_000);
    expect(fit!.result.size).toBeGreaterThan(0.85 * 300_000);
    expect(encodes.length).toBeLessThanOrEqual(2);
  });

  test("an optimistic estimate: the miss corrects the next round", async () => {
    const real = codec((q) => 0.05 * q);
    const { fit, encodes } = await run(real, 0.8, 300_000);
    expect(fit!.result.size).toBeLessThanOrEqual(300_000);
    expect(encodes.length).toBeLessThanOrEqual(3);
  });

  test("too big at the lowest quality: the largest scale that fits, quality at the floor", async () => {
    const real = codec((q) => 0.03 + 0.05 * q);
    const { fit } = await run(real, 1.1, 300_000);
    expect(fit!.scale).toBeLessThan(1);
    // The real fit is 0.707; the estimate's 10 % excess costs a little of that.
    expect(fit!.scale).toBeGreaterThan(0.65);
    expect(fit!.result.size).toBeLessThanOrEqual(300_000);
  });

  test("nothing fits: null, never a file over the limit", async () => {
    const encodes: number[] = [];
    const fit = await fitUnder(
      async () => 1000,
      async () => {
        encodes.push(1);
        return { size: 10_000_000 };
      },
      300_000,
      { min: 0.4, max: 0.92 },
      { maxEncodes: 3 },
    );
    expect(fit).toBeNull();
    expect(encodes.length).toBeLessThanOrEqual(3);
  });

  test("AVIF, 200 KB target: the search may go past quality 70 and fills the target (it stopped at 112 KB)", async () => {
    // A detailed 12 MP photo as libavif encodes it: 112 KB at quality 70, each 10 points about doubling it.
    const avif = (scale: number, q: number) => Math.round(scale * scale * 112 * 1024 * 2 ** ((q - 70) / 10));
    const encodes: number[] = [];
    const fit = await fitUnder(
      async (s, q) => avif(s, q) * 1.05,
      async (s, q) => {
        encodes.push(q);
        return { size: avif(s, q) };
      },
      200 * 1024,
      AVIF_QUALITY,
      { maxEncodes: 2 },
    );
    expect(fit!.scale).toBe(1);
    expect(fit!.quality).toBeGreaterThan(70);
    expect(fit!.result.size).toBeLessThanOrEqual(200 * 1024);
    expect(fit!.result.size).toBeGreaterThanOrEqual(0.85 * 200 * 1024);
    expect(encodes.length).toBeLessThanOrEqual(2);
  });
});
