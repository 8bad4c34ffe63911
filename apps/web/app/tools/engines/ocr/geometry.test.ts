import { describe, expect, it } from "vitest";
import { convexHull, minAreaRect, quadBounds, readingOrder, rectQuad, unclipRect, uprightRect } from "./geometry";
import type { Point, Quad } from "./types";

const rect = (x: number, y: number, w: number, h: number): Quad => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

function rotated(cx: number, cy: number, w: number, h: number, degrees: number): Point[] {
  const a = (degrees * Math.PI) / 180;
  return rectQuad({ cx, cy, w, h, angle: a });
}

describe("convexHull + minAreaRect", () => {
  it("finds an axis-aligned rectangle and drops inner points", () => {
    const hull = convexHull([
      [0, 0],
      [10, 0],
      [10, 4],
      [0, 4],
      [5, 2],
      [3, 1],
    ]);
    expect(hull).toHaveLength(4);
    const r = uprightRect(minAreaRect(hull));
    expect(r.w).toBeCloseTo(10);
    expect(r.h).toBeCloseTo(4);
    expect(r.angle).toBeCloseTo(0);
  });

  it("recovers a line tilted by 8° with its width along the text", () => {
    const r = uprightRect(minAreaRect(convexHull(rotated(100, 50, 200, 30, 8))));
    expect(r.w).toBeCloseTo(200, 3);
    expect(r.h).toBeCloseTo(30, 3);
    expect((r.angle * 180) / Math.PI).toBeCloseTo(8, 3);
  });

  it("keeps a tall column tall (vertical headline)", () => {
    const r = uprightRect(minAreaRect(convexHull(rotated(50, 200, 40, 300, 0))));
    expect(r.w).toBeCloseTo(40);
    expect(r.h).toBeCloseTo(300);
  });
});

describe("unclipRect", () => {
  it("grows every side by area × ratio / perimeter, like PP-OCR's unclip", () => {
    const grown = unclipRect({ cx: 0, cy: 0, w: 100, h: 20, angle: 0 }, 1.5);
    const d = (100 * 20 * 1.5) / 240;
    expect(grown.w).toBeCloseTo(100 + 2 * d);
    expect(grown.h).toBeCloseTo(20 + 2 * d);
  });
});

describe("quadBounds", () => {
  it("clamps to the image", () => {
    expect(quadBounds(rect(-5, 10, 50, 20), 40, 100)).toEqual({ x: 0, y: 10, w: 40, h: 20 });
  });
});

describe("readingOrder", () => {
  const line = (name: string, quad: Quad) => ({ name, quad });
  it("reads rows top to bottom and left to right inside a row", () => {
    const order = readingOrder([
      line("c", rect(0, 100, 80, 30)),
      line("b", rect(200, 12, 80, 30)),
      line("a", rect(0, 10, 80, 30)),
    ]).map((l) => l.name);
    expect(order).toEqual(["a", "b", "c"]);
  });

  it("keeps the lines of a poster tilted 8° in order although their boxes overlap vertically", () => {
    const lines = [0, 1, 2].map((k) => ({ name: String(k), quad: rotated(450, 100 + k * 60, 800, 40, 8) as Quad }));
    expect(readingOrder([lines[2]!, lines[0]!, lines[1]!]).map((l) => l.name)).toEqual(["0", "1", "2"]);
  });
});
