/**
 * The OCR engine's one entry for pages (README.md in this folder): a lazy
 * worker that loads the models when asked and reads images one at a time.
 *
 *   const ocr = createOcrEngine();
 *   await ocr.load((p) => show(p.loaded, p.total));   // after the user starts
 *   const { lines, ms } = await ocr.recognize(file);   // File/Blob or ImageBitmap
 *
 * A crashed worker rejects what it had with code "crashed"; the next call
 * starts a fresh one (the files come from the HTTP cache).
 */
import { createModelWorkerClient, type LoadProgress } from "../model-worker/worker-client";
import { TOTAL_ASSET_BYTES } from "./asset-sizes";
import type { OcrResult, Quad } from "./types";
import { DEFAULT_DET_MAX_SIDE, type ErrorCode, type WorkerRequest } from "./worker-protocol";

export type { LoadProgress };

export class OcrError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type OcrEngine = {
  load(onProgress?: (p: LoadProgress) => void): Promise<{ threads: number }>;
  /**
   * `lines`: read these quads again (in the source's pixels) instead of detecting: whether text found on an
   * earlier video frame still says the same costs one recognition per line instead of a detection.
   * `maxLines`: recognise at most this many detected lines, those the detector is surest of.
   */
  recognize(
    source: Blob | ImageBitmap,
    options?: { signal?: AbortSignal; maxSide?: number; lines?: Quad[]; maxLines?: number },
  ): Promise<OcrResult>;
  dispose(): void;
};

export function createOcrEngine(makeWorker = defaultWorker): OcrEngine {
  const client = createModelWorkerClient<WorkerRequest, OcrResult, ErrorCode, OcrError, { threads: number }>({
    makeWorker,
    totalBytes: TOTAL_ASSET_BYTES,
    loadFailed: "识别模型加载失败：请检查网络后重试（模型只从本站加载）。",
    crashed: "识别进程意外退出（可能是内存不足），请重试或换一张较小的图片。",
    makeError: (code, message) => new OcrError(code, message),
    disposeCode: "cancelled",
  });
  return {
    load: (onProgress) => client.load(onProgress),
    recognize: (source, options = {}) =>
      client.request(
        (id) => ({
          type: "recognize",
          id,
          source,
          maxSide: options.maxSide ?? DEFAULT_DET_MAX_SIDE,
          ...(options.lines ? { quads: options.lines } : {}),
          ...(options.maxLines !== undefined ? { maxLines: options.maxLines } : {}),
        }),
        { signal: options.signal, cancel: (id) => ({ type: "cancel", id }) },
      ),
    dispose: () => client.dispose(),
  };
}

function defaultWorker(): Worker {
  return new Worker(new URL("./ocr.worker.ts", import.meta.url), { type: "module", name: "ocr" });
}
