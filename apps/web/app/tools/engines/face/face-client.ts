/**
 * The face engine's one entry for pages (README.md in this folder): a lazy worker that loads BlazeFace
 * when asked and looks for faces in images one at a time.
 *
 *   const faces = createFaceDetector();                 // no worker, no download yet
 *   await faces.load((p) => show(p.loaded, p.total));   // after the user starts
 *   const { faces: found } = await faces.detect(blob);  // Blob or ImageBitmap; boxes as shares of the image
 *
 * A crashed worker rejects what it had with code "crashed"; the next call starts a fresh one (the files
 * come from the HTTP cache). `dispose()` rejects what is pending with code "cancelled".
 */
import { FACE_SURE } from "./blazeface";
import { FACE_TOTAL_BYTES } from "./face-asset-sizes";
import type { FaceErrorCode, FaceReply, FaceRequest, FaceResult } from "./face-protocol";

export type LoadProgress = { loaded: number; total: number };

export class FaceError extends Error {
  constructor(
    readonly code: FaceErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type FaceDetector = {
  load(onProgress?: (p: LoadProgress) => void): Promise<void>;
  /** Faces scoring `threshold` (default FACE_SURE, 0.85) or more. */
  detect(source: Blob | ImageBitmap, options?: { threshold?: number }): Promise<FaceResult>;
  dispose(): void;
};

const LOAD_FAILED = "人脸检测模型加载失败：请检查网络后重试（模型只从本站加载）。";
const CRASHED = "人脸检测进程意外退出（可能是内存不足），请重试。";

export function createFaceDetector(makeWorker = defaultWorker): FaceDetector {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: FaceResult) => void; reject: (e: FaceError) => void }>();
  let loading: { promise: Promise<void>; listeners: Set<(p: LoadProgress) => void> } | null = null;
  let settleLoad: { resolve: () => void; reject: (e: FaceError) => void } | null = null;

  function fail(error: FaceError) {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    settleLoad?.reject(error);
    settleLoad = null;
    loading = null;
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const w = makeWorker();
    w.onmessage = (event: MessageEvent<FaceReply>) => {
      const m = event.data;
      if (m.type === "progress") loading?.listeners.forEach((l) => l({ loaded: m.loaded, total: FACE_TOTAL_BYTES }));
      else if (m.type === "ready") {
        settleLoad?.resolve();
        settleLoad = null;
      } else if (m.type === "load-error") {
        settleLoad?.reject(new FaceError("load", LOAD_FAILED));
        settleLoad = null;
        loading = null;
      } else if (m.type === "result") {
        pending.get(m.id)?.resolve(m.result);
        pending.delete(m.id);
      } else if (m.type === "error") {
        pending.get(m.id)?.reject(new FaceError(m.code, m.message));
        pending.delete(m.id);
      }
    };
    const crashed = () => {
      w.terminate();
      if (worker === w) worker = null;
      fail(new FaceError("crashed", CRASHED));
    };
    w.onerror = crashed;
    w.onmessageerror = crashed;
    worker = w;
    return w;
  }

  const send = (message: FaceRequest, transfer: Transferable[] = []) => ensureWorker().postMessage(message, transfer);

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
    detect(source, options = {}) {
      const id = nextId++;
      return new Promise<FaceResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send(
          { type: "detect", id, source, threshold: options.threshold ?? FACE_SURE },
          typeof ImageBitmap !== "undefined" && source instanceof ImageBitmap ? [source] : [],
        );
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      fail(new FaceError("cancelled", "已取消。"));
    },
  };
}

function defaultWorker(): Worker {
  return new Worker(new URL("./face.worker.ts", import.meta.url), { type: "module", name: "face-engine" });
}
