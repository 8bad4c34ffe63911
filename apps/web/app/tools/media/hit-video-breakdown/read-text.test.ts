import { describe, expect, it } from "vitest";
import type { OcrEngine } from "../../engines/ocr/ocr-client";
import type { OcrLine, OcrResult } from "../../engines/ocr/types";
import { readText } from "./read-text";

const line = (text: string, low = false): OcrLine => ({
  text,
  confidence: low ? 0.3 : 0.95,
  box: { x: 0, y: 0, w: 10, h: 10 },
  quad: [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ],
  direction: "horizontal",
  low,
});

/** Reads the text written into each blob. */
function fakeEngine(): OcrEngine & { calls: number } {
  const engine = {
    calls: 0,
    load: async () => ({ threads: 1 }),
    async recognize(source: Blob | ImageBitmap): Promise<OcrResult> {
      engine.calls++;
      const text = await (source as Blob).text();
      const lines = text ? text.split("|").map((t) => (t.startsWith("?") ? line(t.slice(1), true) : line(t))) : [];
      return { width: 10, height: 10, lines, ms: 1, stages: { detect: 0, recognize: 0, boxes: lines.length } };
    },
    dispose() {},
  };
  return engine;
}

const frame = (time: number, text: string | null) => ({ time, blob: text === null ? null : new Blob([text]) });

describe("readText", () => {
  it("reads only the frames that changed, times the cues and checks each with the compliance engine", async () => {
    const engine = fakeEngine();
    const progress: number[] = [];
    const report = await readText(
      engine,
      {
        duration: 3,
        ocrFrames: [
          frame(0, "全网最低价|?纹理"),
          frame(0.5, null),
          frame(1, null),
          frame(1.5, "限时抢购"),
          frame(2, "限时抢购"),
          frame(2.5, ""),
        ],
      },
      0.5,
      { signal: new AbortController().signal, onProgress: (d) => progress.push(d) },
    );
    expect(engine.calls).toBe(4);
    expect(progress.at(-1)).toBe(1);
    expect(report.read).toBe(4);
    expect(report.cues.map((c) => [c.text, c.start, c.end])).toEqual([
      ["全网最低价", 0, 1.5],
      ["限时抢购", 1.5, 2.5],
    ]);
    // 最低价 is an absolute claim (广告法 第九条): the engine flags it; 限时抢购 is fine.
    expect(report.cues[0]!.findings.length).toBeGreaterThan(0);
    expect(report.cues[1]!.findings).toEqual([]);
    // The engine's word lists load with this step (a dynamic import): slow on a busy machine.
  }, 30_000);

  it("stops when cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      readText(fakeEngine(), { duration: 1, ocrFrames: [frame(0, "文字")] }, 0.5, {
        signal: controller.signal,
        onProgress: () => {},
      }),
    ).rejects.toThrow("已取消");
  });
});
