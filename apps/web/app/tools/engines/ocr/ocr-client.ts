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
import { TOTAL_ASSET_BYTES } from "./asset-sizes";
import type { OcrResult, Quad } from "./types";
import { DEFAULT_DET_MAX_SIDE, type ErrorCode, type WorkerReply, type WorkerRequest } from "./worker-protocol";

export type LoadProgress = { loaded: number; total: number };

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

const LOAD_FAILED = "识别模型加载失败：请检查网络后重试（模型只从本站加载）。";
const CRASHED = "识别进程意外退出（可能是内存不足），请重试或换一张较小的图片。";

export function createOcrEngine(makeWorker = defaultWorker): OcrEngine {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: OcrResult) => void; reject: (e: OcrError) => void }>();
  let loading: { promise: Promise<{ threads: number }>; listeners: Set<(p: LoadProgress) => void> } | null = null;
  let settleLoad: { resolve: (v: { threads: number }) => void; reject: (e: OcrError) => void } | null = null;

  function fail(error: OcrError) {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    settleLoad?.reject(error);
    settleLoad = null;
    loading = null;
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const w = makeWorker();
    w.onmessage = (event: MessageEvent<WorkerReply>) => {
      const m = event.data;
      if (m.type === "progress") loading?.listeners.forEach((l) => l({ loaded: m.loaded, total: TOTAL_ASSET_BYTES }));
      else if (m.type === "ready") {
        settleLoad?.resolve({ threads: m.threads });
        settleLoad = null;
      } else if (m.type === "load-error") {
        settleLoad?.reject(new OcrError("load", LOAD_FAILED));
        settleLoad = null;
        loading = null;
      } else if (m.type === "result") {
        pending.get(m.id)?.resolve(m.result);
        pending.delete(m.id);
      } else if (m.type === "error") {
        if (m.code === "load") loading = null;
        pending.get(m.id)?.reject(new OcrError(m.code, m.message));
        pending.delete(m.id);
      }
    };
    const crashed = () => {
      w.terminate();
      if (worker === w) worker = null;
      fail(new OcrError("crashed", CRASHED));
    };
    w.onerror = crashed;
    w.onmessageerror = crashed;
    worker = w;
    return w;
  }

  const send = (message: WorkerRequest) => ensureWorker().postMessage(message);

  return {
    load(onProgress) {
      if (!loading) {
        const listeners = new Set<(p: LoadProgress) => void>();
        const promise = new Promise<{ threads: number }>((resolve, reject) => {
          settleLoad = { resolve, reject };
        });
        loading = { promise, listeners };
        send({ type: "load" });
      }
      if (onProgress) loading.listeners.add(onProgress);
      return loading.promise;
    },
    recognize(source, options = {}) {
      const id = nextId++;
      return new Promise<OcrResult>((resolve, reject) => {
        if (options.signal?.aborted) {
          reject(new OcrError("cancelled", "已取消。"));
          return;
        }
        pending.set(id, { resolve, reject });
        options.signal?.addEventListener("abort", () => send({ type: "cancel", id }), { once: true });
        send({
          type: "recognize",
          id,
          source,
          maxSide: options.maxSide ?? DEFAULT_DET_MAX_SIDE,
          ...(options.lines ? { quads: options.lines } : {}),
          ...(options.maxLines !== undefined ? { maxLines: options.maxLines } : {}),
        });
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      fail(new OcrError("cancelled", "已取消。"));
    },
  };
}

function defaultWorker(): Worker {
  return new Worker(new URL("./ocr.worker.ts", import.meta.url), { type: "module", name: "ocr" });
}
