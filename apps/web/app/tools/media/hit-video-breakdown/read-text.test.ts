import { describe, expect, it } from "vitest";
import type { OcrEngine } from "../../engines/ocr/ocr-client";
import type { OcrLine, OcrResult } from "../../engines/ocr/types";
import { TextReader } from "./read-text";
import type { TextFrame, TextRegion } from "./text-frames";

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

/** Reads the text written into each blob (`?` marks a low-confidence line); given lines read as the blob says. */
function fakeEngine(): OcrEngine & { calls: number; checks: number } {
  const engine = {
    calls: 0,
    checks: 0,
    load: async () => ({ threads: 1 }),
    async recognize(source: Blob | ImageBitmap, options: { lines?: unknown[] } = {}): Promise<OcrResult> {
      engine.calls++;
      if (options.lines) engine.checks++;
      const text = await (source as Blob).text();
      const lines = text ? text.split("|").map((t) => (t.startsWith("?") ? line(t.slice(1), true) : line(t))) : [];
      const read = options.lines ? options.lines.map((_, i) => lines[i] ?? line("", true)) : lines;
      return { width: 10, height: 10, lines: read, ms: 1, stages: { detect: 0, recognize: 0, boxes: read.length } };
    },
    dispose() {},
  };
  return engine;
}

const region = (text: string | null): TextRegion => ({
  blob: text === null ? null : new Blob([text]),
  rect: { x: 0, y: 0, w: 10, h: 10 },
  scale: 1,
  maxSide: 540,
  retrySide: 920,
});
/** `undefined`: unchanged (reuse); `null`: nothing drawn. */
const frame = (time: number, band?: string | null, rest?: string | null): TextFrame => ({
  time,
  band: band === undefined ? null : region(band),
  rest: rest === undefined ? null : region(rest),
});

describe("TextReader", () => {
  it("reads changed regions as they come, reuses unchanged ones, times the cues and checks each", async () => {
    const engine = fakeEngine();
    const reader = new TextReader(engine, new AbortController().signal);
    const progress: number[] = [];
    reader.onProgress = (d) => progress.push(d);
    for (const f of [
      frame(0, "全网最低价", "年货节|?纹理"),
      frame(0.5),
      frame(1, "全网最低价"),
      frame(1.5, "限时抢购", null),
      frame(2, "限时抢购"),
      frame(2.5, null),
    ])
      reader.push(f);
    const report = await reader.finish(3, 0.5);
    // Reads: band 0 (detect), rest 0, band 1 (checked again without detection), band 1.5 (check fails,
    // detect), band 2 (check); the empty rest at 1.5 and band at 2.5 need no OCR.
    expect(engine.calls).toBe(6);
    expect(report).toMatchObject({ frames: 6, read: 6, verified: 2 });
    expect(progress.at(-1)).toBe(1);
    expect(report.cues.map((c) => [c.place, c.text, c.start, c.end])).toEqual([
      ["band", "全网最低价", 0, 1.5],
      ["rest", "年货节", 0, 1.5],
      ["band", "限时抢购", 1.5, 2.5],
    ]);
    // 最低价 is an absolute claim (广告法 第九条): the engine flags it; 限时抢购 is fine.
    expect(report.cues[0]!.findings.length).toBeGreaterThan(0);
    expect(report.cues[2]!.findings).toEqual([]);
    // The engine's word lists load with this step (a dynamic import): slow on a busy machine.
  }, 30_000);

  it("stops when cancelled, and reports an OCR failure from finish", async () => {
    const controller = new AbortController();
    const reader = new TextReader(fakeEngine(), controller.signal);
    controller.abort();
    reader.push(frame(0, "文字"));
    await expect(reader.finish(1, 0.5)).rejects.toThrow("已取消");
    const broken = { ...fakeEngine(), recognize: () => Promise.reject(new Error("模型加载失败")) };
    const failing = new TextReader(broken, new AbortController().signal);
    failing.push(frame(0, "文字"));
    failing.push(frame(0.5, "文字"));
    await expect(failing.finish(1, 0.5)).rejects.toThrow("模型加载失败");
  });
});
