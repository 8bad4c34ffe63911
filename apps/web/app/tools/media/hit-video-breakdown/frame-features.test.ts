import { describe, expect, it } from "vitest";
import {
  averagePlane,
  blendError,
  changedArea,
  edgeChange,
  featuresOf,
  frameDiff,
  gridSize,
  histDistance,
  thumbOf,
  type Grid,
} from "./frame-features";

function grid(w: number, h: number, paint: (x: number, y: number) => [number, number, number]): Grid {
  const g = { width: w, height: h, y: new Uint8Array(w * h), u: new Uint8Array(w * h), v: new Uint8Array(w * h) };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [yy, u, v] = paint(x, y);
      g.y[y * w + x] = yy;
      g.u[y * w + x] = u;
      g.v[y * w + x] = v;
    }
  return g;
}

const stripes =
  (offset: number) =>
  (x: number): [number, number, number] =>
    ((x + offset) >> 3) & 1 ? [200, 128, 128] : [40, 128, 128];

describe("frame features", () => {
  it("shapes the grid like the frame with about 4,096 cells", () => {
    expect(gridSize(1080, 1920)).toEqual({ width: 48, height: 85 });
    expect(gridSize(1920, 1080)).toEqual({ width: 85, height: 48 });
    expect(gridSize(0, 0)).toEqual({ width: 64, height: 64 });
  });

  it("averages a plane over blocks", () => {
    const plane = new Uint8Array(16 * 8);
    for (let y = 0; y < 8; y++) for (let x = 0; x < 16; x++) plane[y * 16 + x] = x < 8 ? 0 : 200;
    const out = new Uint8Array(2);
    averagePlane(plane, 0, 16, 16, 8, 2, 1, out);
    expect([...out]).toEqual([0, 200]);
  });

  it("sees no change between a frame and itself, and a large one between unlike frames", () => {
    const a = featuresOf(grid(64, 64, stripes(0)));
    const b = featuresOf(grid(64, 64, () => [120, 60, 200]));
    expect(frameDiff(a, a)).toEqual({ hist: 0, edge: 0, pixel: 0, area: 0 });
    expect(histDistance(a.hist, b.hist)).toBe(1);
  });

  it("tolerates edges moving by one cell (motion) but not a new layout", () => {
    const a = featuresOf(grid(64, 64, stripes(0)));
    const moved = featuresOf(grid(64, 64, stripes(1)));
    const other = featuresOf(grid(64, 64, (x, y) => ((y >> 3) & 1 ? [200, 128, 128] : [40, 128, 128])));
    // Only the stripe that enters at the border is new.
    expect(edgeChange(a, moved)).toBeLessThan(0.1);
    // Horizontal stripes against vertical ones: most edges are new (crossings still match).
    expect(edgeChange(a, other)).toBeGreaterThan(0.5);
  });

  it("does not use edges of a flat frame", () => {
    const flat = featuresOf(grid(64, 64, () => [16, 128, 128]));
    expect(flat.edgeCount).toBe(0);
    expect(edgeChange(flat, featuresOf(grid(64, 64, stripes(0))))).toBe(0);
    expect(flat.meanLuma).toBe(16);
  });

  it("moves little histogram weight when a flat area drifts across a bin edge (soft binning)", () => {
    // Y 30 → 34 crosses the 32-level edge of two brightness bins; a hard histogram would call it all new.
    const dark = featuresOf(grid(64, 64, () => [30, 128, 128]));
    const lighter = featuresOf(grid(64, 64, () => [34, 128, 128]));
    expect(histDistance(dark.hist, lighter.hist)).toBeLessThan(0.15);
    const sum = dark.hist.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 5);
  });

  it("measures the share of cells that changed clearly: a popped-on box is a region, a new picture the whole", () => {
    const base = featuresOf(grid(64, 64, stripes(0)));
    const boxed = featuresOf(grid(64, 64, (x, y) => (x < 32 && y < 16 ? [235, 60, 200] : stripes(0)(x))));
    expect(changedArea(base, boxed)).toBeCloseTo(0.125, 2);
    const other = featuresOf(grid(64, 64, () => [120, 60, 200]));
    expect(changedArea(base, other)).toBe(1);
    expect(changedArea(base, base)).toBe(0);
  });

  it("tells a blend of two pictures (a dissolve's middle) from a frame that is not one", () => {
    const a = thumbOf(grid(64, 64, stripes(0)));
    const b = thumbOf(grid(64, 64, () => [120, 60, 200]));
    const mid = a.map((v, i) => Math.round((v + b[i]!) / 2));
    expect(a).toHaveLength(256);
    expect(blendError(a, mid, b)).toBeLessThan(0.05);
    // A third picture in the middle (motion, another shot) is far from the blend.
    const other = thumbOf(grid(64, 64, (x, y) => ((y >> 3) & 1 ? [200, 128, 128] : [40, 128, 128])));
    expect(blendError(a, other, b)).toBeGreaterThan(0.5);
  });
});
