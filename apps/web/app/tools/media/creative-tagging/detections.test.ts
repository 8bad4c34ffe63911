import { describe, expect, it } from "vitest";
import {
  blazefaceAnchors,
  confirmFaces,
  coverage,
  decodeBlazeface,
  decodeNanodet,
  faceCrops,
  fromCrop,
  fromInput,
  iou,
  letterbox,
  nms,
  type Detection,
} from "./detections";

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

  it("cuts tall images into overlapping squares along the long side", () => {
    expect(faceCrops(1080, 1080)).toEqual([{ x: 0, y: 0, w: 1080, h: 1080 }]);
    const crops = faceCrops(1080, 1920);
    expect(crops[0]).toEqual({ x: 0, y: 0, w: 1080, h: 1920 });
    expect(crops.at(-1)).toEqual({ x: 0, y: 840, w: 1080, h: 1080 });
    for (const c of crops.slice(1)) expect(c.w).toBe(1080);
    expect(fromCrop(box(0.5, 0.5, 0.1, 0.1), crops.at(-1)!, 1080, 1920)).toEqual({
      x: 0.5,
      y: (840 + 540) / 1920,
      w: 0.1,
      h: 108 / 1920,
    });
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

describe("BlazeFace decoding", () => {
  it("has 896 anchors: 2 per cell on 16 × 16, then 6 per cell on 8 × 8", () => {
    const a = blazefaceAnchors(256);
    expect(a).toHaveLength(896);
    expect(a[0]).toEqual([8, 8]);
    expect(a[1]).toEqual([8, 8]);
    expect(a[512]).toEqual([16, 16]);
    expect(a[895]).toEqual([240, 240]);
  });

  it("turns a confident anchor into a box in shares of the image", () => {
    const anchors = blazefaceAnchors(256);
    const logits = new Float32Array(896).fill(-10);
    const regs = new Float32Array(896 * 16);
    // Anchor 512 is centred at (16, 16); move it by (+112, +112) and make the box 64 px square.
    logits[512] = 3;
    regs.set([112, 112, 64, 64], 512 * 16);
    const faces = decodeBlazeface(logits, regs, anchors, letterbox(256, 256, 256), 0.5);
    expect(faces).toHaveLength(1);
    expect(faces[0]!.score).toBeCloseTo(1 / (1 + Math.exp(-3)));
    expect(faces[0]!.box.x).toBeCloseTo(96 / 256);
    expect(faces[0]!.box.w).toBeCloseTo(0.25);
  });

  it("keeps a face BlazeFace is sure of, and a likely one only inside a person box", () => {
    const face = (score: number, x: number): Detection => ({ box: box(x, 0.1, 0.1, 0.1), score, label: 0 });
    const people = [box(0, 0, 0.3, 1)];
    const kept = confirmFaces([face(0.9, 0.6), face(0.7, 0.1), face(0.7, 0.6), face(0.5, 0.1)], people, 0.85, 0.6);
    expect(kept.map((f) => [f.score, f.box.x])).toEqual([
      [0.9, 0.6],
      [0.7, 0.1],
    ]);
  });
});

describe("NanoDet decoding", () => {
  it("takes each point's best class and the expected distance of each side", () => {
    // One 2 × 2 level on a 64-px input (stride 32), 3 bins per side.
    const classes = 2;
    const cls = new Float32Array(4 * classes);
    cls[3 * classes + 1] = 0.9; // point (1, 1), class 1
    const reg = new Float32Array(4 * 4 * 3).fill(-20);
    // Point 3: each side all in bin 1 (distance 1 × stride = 32 px).
    for (let side = 0; side < 4; side++) reg[(3 * 4 + side) * 3 + 1] = 20;
    const found = decodeNanodet([{ n: 4, cls, reg }], letterbox(64, 64, 64), classes, 0.5);
    expect(found).toHaveLength(1);
    expect(found[0]!.label).toBe(1);
    expect(found[0]!.score).toBeCloseTo(0.9);
    // Centre (48, 48) ± 32 px, clipped to the 64-px image.
    expect(found[0]!.box.x).toBeCloseTo(16 / 64);
    expect(found[0]!.box.w).toBeCloseTo(48 / 64);
  });

  it("finds nothing below the threshold", () => {
    const found = decodeNanodet([{ n: 1, cls: [0.2, 0.3], reg: new Float32Array(12) }], letterbox(32, 32, 32), 2, 0.5);
    expect(found).toEqual([]);
  });
});
