/**
 * The tagger's main-thread side: a lazy worker (tagging.worker.ts) that loads the models when asked
 * and tags images one at a time, on the shared model-worker client (app/tools/engines/model-worker/worker-client.ts).
 * A crashed worker rejects what it had; the next call starts a fresh one (files from the HTTP cache).
 */
import { TAGGING_TOTAL_BYTES } from "./tagging-asset-sizes";
import { createModelWorkerClient, type LoadProgress } from "../../engines/model-worker/worker-client";
import { OBJECT_THRESHOLD, type TaggingErrorCode, type TaggingRequest, type TaggingResult } from "./tagging-protocol";

export type { LoadProgress };

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

export function createTagger(makeWorker = defaultWorker): Tagger {
  const client = createModelWorkerClient<TaggingRequest, TaggingResult, TaggingErrorCode, TaggingError>({
    makeWorker,
    totalBytes: TAGGING_TOTAL_BYTES,
    loadFailed: "标注模型加载失败：请检查网络后重试（模型只从本站加载）。",
    crashed: "标注进程意外退出（可能是内存不足），请重试或换一张较小的图片。",
    makeError: (code, message) => new TaggingError(code, message),
    disposeCode: "failed",
  });
  return {
    load: async (onProgress) => {
      await client.load(onProgress);
    },
    tag: (source, options = {}) =>
      client.request((id) => ({
        type: "tag",
        id,
        source,
        objectThreshold: options.objectThreshold ?? OBJECT_THRESHOLD,
      })),
    dispose: () => client.dispose(),
  };
}

function defaultWorker(): Worker {
  return new Worker(new URL("./tagging.worker.ts", import.meta.url), { type: "module", name: "creative-tagging" });
}
