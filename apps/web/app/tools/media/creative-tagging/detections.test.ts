import { describe, expect, it } from "vitest";
import { letterbox, type Detection } from "../../engines/face/boxes";
import { confirmFaces, decodeNanodet } from "./detections";

const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

describe("faces confirmed by a person box", () => {
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
