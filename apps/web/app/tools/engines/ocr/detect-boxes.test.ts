import { describe, expect, it } from "vitest";
import { boxesFromProbabilityMap } from "./detect-boxes";

function map(w: number, h: number, regions: { x: number; y: number; w: number; h: number; p: number }[]) {
  const prob = new Float32Array(w * h);
  for (const r of regions)
    for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) prob[y * w + x] = r.p;
  return prob;
}

describe("boxesFromProbabilityMap", () => {
  it("turns each confident region into a grown box in image pixels", () => {
    const prob = map(64, 32, [
      { x: 4, y: 4, w: 30, h: 6, p: 0.9 },
      { x: 4, y: 20, w: 20, h: 5, p: 0.8 },
    ]);
    const boxes = boxesFromProbabilityMap(prob, 64, 32, 2, 2);
    expect(boxes).toHaveLength(2);
    const [first] = boxes;
    const xs = first!.quad.map((p) => p[0]);
    const ys = first!.quad.map((p) => p[1]);
    // Kernel 30×6 map px grown by 30·6·1.5/72 = 3.75 each side, ×2 to image px.
    expect(Math.min(...xs)).toBeCloseTo((4 - 3.75) * 2, 1);
    expect(Math.max(...xs)).toBeCloseTo((34 + 3.75) * 2, 1);
    expect(Math.min(...ys)).toBeCloseTo((4 - 3.75) * 2, 1);
    expect(first!.score).toBeCloseTo(0.9);
  });

  it("drops faint regions and specks", () => {
    const prob = map(64, 32, [
      { x: 4, y: 4, w: 30, h: 6, p: 0.35 },
      { x: 40, y: 20, w: 2, h: 2, p: 0.9 },
    ]);
    expect(boxesFromProbabilityMap(prob, 64, 32, 1, 1)).toEqual([]);
  });
});
