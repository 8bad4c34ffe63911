import { describe, expect, it } from "vitest";
import { loadDictionary } from "./ctc-decode";
import { pageColumns, readImage, scaleLine, withoutFragments, type Models } from "./pipeline";
import type { Rgba } from "./image-ops";
import type { Quad } from "./types";

const image = (w: number, h: number): Rgba => ({
  data: new Uint8ClampedArray(w * h * 4).fill(255),
  width: w,
  height: h,
});

/** A fake detector with a wide line at the top and a tall column below, and a recogniser whose answer depends on the input width. */
function fakeModels(confidence: (width: number) => number): Models & { widths: number[] } {
  const widths: number[] = [];
  return {
    dictionary: loadDictionary("价\n￥\n"),
    widths,
    async detect(_input, w, h) {
      const prob = new Float32Array(w * h);
      for (let y = 2; y < 6; y++) for (let x = 2; x < 28; x++) prob[y * w + x] = 0.9;
      for (let y = 10; y < 30; y++) for (let x = 4; x < 8; x++) prob[y * w + x] = 0.9;
      return prob;
    },
    async recognize(_input, width) {
      widths.push(width);
      const p = confidence(width);
      return { probs: new Float32Array([1 - p, p, 0, 1 - p, 0, p]), steps: 2, classes: 3 };
    },
  };
}

describe("readImage", () => {
  it("reads each box, flags low confidence instead of dropping, and keeps reading order", async () => {
    const models = fakeModels(() => 0.4);
    const { lines, stages } = await readImage(image(128, 128), image(32, 32), models);
    expect(stages.boxes).toBe(2);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.box.y).toBeLessThan(lines[1]!.box.y);
    expect(lines.every((l) => l.low)).toBe(true);
    // The tall box was tried as a column of characters (with neighbouring cell counts) and turned a quarter.
    expect(models.widths.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps the column reading when it is the more confident one", async () => {
    const models = fakeModels((w) => (w <= 96 ? 0.95 : 0.7));
    const { lines } = await readImage(image(128, 128), image(32, 32), models);
    const column = lines.find((l) => l.box.h > l.box.w)!;
    expect(column.direction).toBe("vertical");
    expect(column.low).toBe(false);
  });

  it("reads given quads without detection, one line each in their own order (a tiny one comes back empty)", async () => {
    const models = fakeModels(() => 0.9);
    let detected = 0;
    const counting = {
      ...models,
      detect: (...args: Parameters<Models["detect"]>) => (detected++, models.detect(...args)),
    };
    const quad = (y: number, w = 60): Quad => [
      [4, y],
      [4 + w, y],
      [4 + w, y + 12],
      [4, y + 12],
    ];
    const { lines, stages } = await readImage(image(128, 128), null, counting, {
      quads: [quad(80), quad(10), quad(40, 1)],
    });
    expect(detected).toBe(0);
    expect(stages).toMatchObject({ detect: expect.any(Number), boxes: 3 });
    expect(lines.map((l) => l.box.y)).toEqual([80, 10, 40]);
    expect(lines[2]).toMatchObject({ text: "", low: true });
  });

  it("reads only the surest `maxLines` detected boxes", async () => {
    const models = fakeModels(() => 0.9);
    const all = await readImage(image(128, 128), image(32, 32), models);
    const capped = await readImage(image(128, 128), image(32, 32), models, { maxLines: 1 });
    expect(all.lines).toHaveLength(2);
    expect(capped.lines).toHaveLength(1);
  });

  it("stops when cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      readImage(
        image(64, 64),
        image(32, 32),
        fakeModels(() => 0.9),
        { signal: controller.signal },
      ),
    ).rejects.toThrow();
  });
});

/** One wide line; its left half is dark when the image is upright, so a reader can tell the two ways round. */
function halfDark(upright: boolean): Rgba {
  const img = image(128, 64);
  for (let y = 0; y < 64; y++)
    for (let x = 0; x < 128; x++) {
      const dark = upright ? x < 64 : x >= 64;
      if (dark) img.data.fill(0, (y * 128 + x) * 4, (y * 128 + x) * 4 + 3);
    }
  return img;
}

function directionModels(upsideDown: number | null): Models & { reads: number } {
  const models = {
    dictionary: loadDictionary("价\n"),
    reads: 0,
    async detect(_input: Float32Array, w: number, h: number) {
      const prob = new Float32Array(w * h);
      for (let y = 12; y < 20; y++) for (let x = 4; x < 28; x++) prob[y * w + x] = 0.9;
      return prob;
    },
    async recognize(input: Float32Array) {
      models.reads += 1;
      // Confident only when the crop starts dark (the line read the right way round).
      const p = input[48 * 4]! < 0 ? 0.95 : 0.3;
      // One "价" at probability p, then a blank (the fake need not sum to 1).
      return { probs: new Float32Array([0, p, 1, 0]), steps: 2, classes: 2 };
    },
    ...(upsideDown === null ? {} : { classify: async () => upsideDown }),
  };
  return models;
}

describe("readImage with the direction classifier", () => {
  it("reads a line the classifier calls upside down turned round, and keeps the better reading", async () => {
    const models = directionModels(0.97);
    const { lines } = await readImage(halfDark(false), image(32, 16), models);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.confidence).toBeCloseTo(0.95);
    expect(models.reads).toBe(2);
  });

  it("does not turn a line the classifier calls upright, nor without a classifier", async () => {
    for (const upsideDown of [0.2, null]) {
      const models = directionModels(upsideDown);
      const { lines } = await readImage(halfDark(false), image(32, 16), models);
      expect(lines[0]!.confidence).toBeCloseTo(0.3);
      expect(models.reads).toBe(1);
    }
  });

  it("keeps the first reading when turning round reads worse", async () => {
    const models = directionModels(0.97);
    const { lines } = await readImage(halfDark(true), image(32, 16), models);
    expect(lines[0]!.confidence).toBeCloseTo(0.95);
  });
});

describe("pageColumns", () => {
  const box = (column: number, turned: number) => ({
    column: { confidence: column },
    turned: { text: "价", confidence: turned },
  });
  it("lets two thirds of at least three tall boxes decide the page", () => {
    expect(pageColumns([box(0.9, 0.95), box(0.99, 0.97), box(0.5, 0.9)])).toBe("turned");
    expect(pageColumns([box(0.95, 0.9), box(0.99, 0.97), box(0.5, 0.9)])).toBe("column");
    expect(pageColumns([box(0.95, 0.9), box(0.5, 0.9)])).toBeNull();
    expect(pageColumns([box(0.95, 0.9), box(0.5, 0.9), box(0.5, 0.9), box(0.9, 0.5)])).toBeNull();
  });
});

describe("withoutFragments", () => {
  const line = (x: number, w: number, low: boolean) => ({
    out: {
      text: low ? "" : "3623301993",
      confidence: low ? 0.1 : 0.99,
      box: { x, y: 0, w, h: 10 },
      quad: [
        [x, 0],
        [x + w, 0],
        [x + w, 10],
        [x, 10],
      ] as [number, number][],
      direction: "horizontal" as const,
      low,
    },
  });
  it("leaves out a weak box cut from a confident line, and keeps weak boxes standing alone", () => {
    const number = line(0, 100, false);
    const tail = line(90, 16, true);
    const alone = line(300, 16, true);
    expect(withoutFragments([number, tail, alone] as never[])).toEqual([number, alone]);
  });
});

describe("scaleLine", () => {
  it("maps a line from the working copy back to the original pixels", () => {
    const line = {
      text: "价",
      confidence: 0.9,
      box: { x: 10, y: 10, w: 20, h: 10 },
      quad: [
        [10, 10],
        [30, 10],
        [30, 20],
        [10, 20],
      ] as [number, number][],
      direction: "horizontal" as const,
      low: false,
    };
    const scaled = scaleLine(line as never, 2, 1000, 1000);
    expect(scaled.box).toEqual({ x: 20, y: 20, w: 40, h: 20 });
  });
});
