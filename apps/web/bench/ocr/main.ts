/**
 * The OCR bench page (scripts/bench-ocr.mjs): the engine as pages use it,
 * built with Vite on its own, driven by Playwright through `window.ocrBench`.
 */
import { createOcrEngine } from "../../app/tools/engines/ocr/ocr-client";

const engine = createOcrEngine();

declare global {
  interface Window {
    ocrBench: {
      load(): Promise<{ threads: number; ms: number; isolated: boolean }>;
      read(url: string, maxSide?: number): Promise<unknown>;
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
};
document.getElementById("status")!.textContent = "loaded";
