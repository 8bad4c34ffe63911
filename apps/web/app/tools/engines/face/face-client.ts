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
import { createModelWorkerClient, type LoadProgress } from "../model-worker/worker-client";
import type { FaceErrorCode, FaceRequest, FaceResult } from "./face-protocol";

export type { LoadProgress };

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

export function createFaceDetector(makeWorker = defaultWorker): FaceDetector {
  const client = createModelWorkerClient<FaceRequest, FaceResult, FaceErrorCode, FaceError>({
    makeWorker,
    totalBytes: FACE_TOTAL_BYTES,
    loadFailed: "人脸检测模型加载失败：请检查网络后重试（模型只从本站加载）。",
    crashed: "人脸检测进程意外退出（可能是内存不足），请重试。",
    makeError: (code, message) => new FaceError(code, message),
    disposeCode: "cancelled",
  });
  return {
    load: async (onProgress) => {
      await client.load(onProgress);
    },
    detect: (source, options = {}) =>
      client.request((id) => ({ type: "detect", id, source, threshold: options.threshold ?? FACE_SURE }), {
        transfer: typeof ImageBitmap !== "undefined" && source instanceof ImageBitmap ? [source] : [],
      }),
    dispose: () => client.dispose(),
  };
}

function defaultWorker(): Worker {
  return new Worker(new URL("./face.worker.ts", import.meta.url), { type: "module", name: "face-engine" });
}
