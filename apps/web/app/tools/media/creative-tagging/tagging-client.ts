/**
 * The tagger's main-thread side: a lazy worker (tagging.worker.ts) that loads the models when asked
 * and tags images one at a time, like the OCR engine's client (app/tools/engines/ocr/README.md).
 * A crashed worker rejects what it had; the next call starts a fresh one (files from the HTTP cache).
 */
import { TAGGING_TOTAL_BYTES } from "./tagging-asset-sizes";
import {
  OBJECT_THRESHOLD,
  type TaggingErrorCode,
  type TaggingReply,
  type TaggingRequest,
  type TaggingResult,
} from "./tagging-protocol";

export type LoadProgress = { loaded: number; total: number };

export class TaggingError extends Error {
  constructor(
    readonly code: TaggingErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type Tagger = {
  load(onProgress?: (p: LoadProgress) => void): Promise<void>;
  tag(source: Blob | ImageBitmap, options?: { objectThreshold?: number }): Promise<TaggingResult>;
  dispose(): void;
};

const LOAD_FAILED = "标注模型加载失败：请检查网络后重试（模型只从本站加载）。";
const CRASHED = "标注进程意外退出（可能是内存不足），请重试或换一张较小的图片。";

export function createTagger(makeWorker = defaultWorker): Tagger {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: TaggingResult) => void; reject: (e: TaggingError) => void }>();
  let loading: { promise: Promise<void>; listeners: Set<(p: LoadProgress) => void> } | null = null;
  let settleLoad: { resolve: () => void; reject: (e: TaggingError) => void } | null = null;

  function fail(error: TaggingError) {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    settleLoad?.reject(error);
    settleLoad = null;
    loading = null;
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const w = makeWorker();
    w.onmessage = (event: MessageEvent<TaggingReply>) => {
      const m = event.data;
      if (m.type === "progress") loading?.listeners.forEach((l) => l({ loaded: m.loaded, total: TAGGING_TOTAL_BYTES }));
      else if (m.type === "ready") {
        settleLoad?.resolve();
        settleLoad = null;
      } else if (m.type === "load-error") {
        settleLoad?.reject(new TaggingError("load", LOAD_FAILED));
        settleLoad = null;
        loading = null;
      } else if (m.type === "result") {
        pending.get(m.id)?.resolve(m.result);
        pending.delete(m.id);
      } else if (m.type === "error") {
        pending.get(m.id)?.reject(new TaggingError(m.code, m.message));
        pending.delete(m.id);
      }
    };
    const crashed = () => {
      w.terminate();
      if (worker === w) worker = null;
      fail(new TaggingError("crashed", CRASHED));
    };
    w.onerror = crashed;
    w.onmessageerror = crashed;
    worker = w;
    return w;
  }

  const send = (message: TaggingRequest) => ensureWorker().postMessage(message);

  return {
    load(onProgress) {
      if (!loading) {
        const listeners = new Set<(p: LoadProgress) => void>();
        const promise = new Promise<void>((resolve, reject) => {
          settleLoad = { resolve, reject };
        });
        loading = { promise, listeners };
        send({ type: "load" });
      }
      if (onProgress) loading.listeners.add(onProgress);
      return loading.promise;
    },
    tag(source, options = {}) {
      const id = nextId++;
      return new Promise<TaggingResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send({
          type: "tag",
          id,
          source,
          objectThreshold: options.objectThreshold ?? OBJECT_THRESHOLD,
        });
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      fail(new TaggingError("failed", "已取消。"));
    },
  };
}

function defaultWorker(): Worker {
  return new Worker(new URL("./tagging.worker.ts", import.meta.url), { type: "module", name: "creative-tagging" });
}
