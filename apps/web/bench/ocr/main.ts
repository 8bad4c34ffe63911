/**
 * The OCR bench page (scripts/bench-ocr.mjs): the engine as pages use it,
 * built with Vite on its own, driven by Playwright through `window.ocrBench`.
 */
import { mergeCues } from "../../app/tools/compliance/video-subtitle-check/merge-cues";
import { readVideo } from "../../app/tools/compliance/video-subtitle-check/read-video";
import { createOcrEngine } from "../../app/tools/engines/ocr/ocr-client";
import { findWatermarks } from "../../app/tools/media/copyright-risk/watermark-text";

const engine = createOcrEngine();

declare global {
  interface Window {
    ocrBench: {
      load(): Promise<{ threads: number; ms: number; isolated: boolean }>;
      read(url: string, maxSide?: number): Promise<unknown>;
      /** 视频字幕合规检测's video path (read-video.ts + merge-cues.ts), as the page runs it. */
      video(url: string): Promise<unknown>;
      /** 版权风险检测's watermark pass (watermark-text.ts over the engine's lines). */
      watermarks(url: string): Promise<{ keys: string[]; lines: string[]; ms: number }>;
    };
  }
}

window.ocrBench = {
  async load() {
    const t = performance.now();
    const { threads } = await engine.load();
    return { threads, ms: Math.round(performance.now() - t), isolated: self.crossOriginIsolated };
  },
  async read(url, maxSide) {
    const blob = await (await fetch(url)).blob();
    return engine.recognize(blob, maxSide ? { maxSide } : {});
  },
  async watermarks(url) {
    const blob = await (await fetch(url)).blob();
    const { lines, ms } = await engine.recognize(blob);
    return { keys: findWatermarks(lines).map((h) => h.agency.key), lines: lines.map((l) => l.text), ms };
  },
  async video(url) {
    const blob = await (await fetch(url)).blob();
    const file = new File([blob], url.split("/").pop()!, { type: blob.type });
    const t = performance.now();
    let progressEvents = 0;
    const read = await readVideo(file, engine, {
      signal: new AbortController().signal,
      onProgress: () => progressEvents++,
    });
    const { cues, flickers } = mergeCues(read.readings, read.step, read.duration);
    for (const url of read.frames.values()) URL.revokeObjectURL(url);
    return {
      ms: Math.round(performance.now() - t),
      duration: read.duration,
      samples: read.readings.length,
      decoder: read.decoder,
      brokenAt: read.brokenAt,
      flickers,
      progressEvents,
      cues: cues.map(({ start, end, text, place }) => ({ start, end, text, place })),
    };
  },
};
document.getElementById("status")!.textContent = "loaded";
