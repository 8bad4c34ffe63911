import { describe, expect, it } from "vitest";
import { loadDictionary } from "./ctc-decode";
import { readImage, scaleLine, type Models } from "./pipeline";
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
