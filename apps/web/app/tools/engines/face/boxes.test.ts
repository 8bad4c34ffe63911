import { describe, expect, it } from "vitest";
import { coverage, fromCrop, fromInput, iou, letterbox, nms, type Detection } from "./boxes";

const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

describe("box maths", () => {
  it("letterboxes a wide image into a square, centred, aspect kept", () => {
    const lb = letterbox(1920, 1080, 416);
    expect(lb.drawW).toBe(416);
    expect(lb.drawH).toBe(234);
    expect(lb.padX).toBe(0);
    expect(lb.padY).toBe(91);
  });

  it("maps input pixels back to shares of the image and clips to it", () => {
    const lb = letterbox(1920, 1080, 416);
    const b = fromInput(0, 91, 208, 91 + 117, lb);
    expect(b.x).toBeCloseTo(0);
    expect(b.y).toBeCloseTo(0);
    expect(b.w).toBeCloseTo(0.5);
    expect(b.h).toBeCloseTo(0.5);
    const clipped = fromInput(-50, 0, 500, 500, lb);
    expect(clipped).toEqual({ x: 0, y: 0, w: 1, h: 1 });
  });

  it("maps a box in a crop back to the whole image", () => {
    expect(fromCrop(box(0.5, 0.5, 0.1, 0.1), { x: 0, y: 840, w: 1080, h: 1080 }, 1080, 1920)).toEqual({
      x: 0.5,
      y: (840 + 540) / 1920,
      w: 0.1,
      h: 108 / 1920,
    });
  });

  it("computes intersection over union", () => {
    expect(iou(box(0, 0, 0.5, 0.5), box(0, 0, 0.5, 0.5))).toBeCloseTo(1);
    expect(iou(box(0, 0, 0.5, 0.5), box(0.5, 0.5, 0.5, 0.5))).toBe(0);
    expect(iou(box(0, 0, 0.4, 0.4), box(0.2, 0, 0.4, 0.4))).toBeCloseTo(0.08 / 0.24);
  });

  it("measures the union of boxes once where they overlap", () => {
    expect(coverage([])).toBe(0);
    expect(coverage([box(0, 0, 0.5, 0.5), box(0, 0, 0.5, 0.5)])).toBeCloseTo(0.25);
    expect(coverage([box(0, 0, 0.5, 0.5), box(0.25, 0, 0.5, 0.5)])).toBeCloseTo(0.375);
  });
});

describe("non-maximum suppression", () => {
  const d = (x: number, score: number, label = 0): Detection => ({ box: box(x, 0, 0.4, 0.4), score, label });

  it("keeps the best of overlapping boxes of one label, and boxes of other labels", () => {
    const kept = nms([d(0, 0.6), d(0.02, 0.9), d(0.5, 0.7), d(0.01, 0.8, 3)], 0.5);
    expect(kept.map((k) => k.score)).toEqual([0.9, 0.8, 0.7]);
  });

  it("stops at maxOut", () => {
    expect(nms([d(0, 0.5), d(0.5, 0.6)], 0.5, 1)).toHaveLength(1);
  });
});
