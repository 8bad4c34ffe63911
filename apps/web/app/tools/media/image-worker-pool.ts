/**
 * A small pool of image workers (two: the checks are I/O and header parsing,
 * the fixes and compression are canvas work): `spec` workers for 图片规格检测,
 * `compress` workers for 图片压缩 (they carry the encoders). Where a browser
 * has no module workers or no OffscreenCanvas, the same code runs on the main
 * thread. `cancel()` stops everything in flight (the workers are terminated,
 * their jobs reject).
 */
import { inspectBytes, orientedSize } from "./image-inspect";
import type { WorkerReply, WorkerRequest } from "./image-spec.worker";
import { placementByKey } from "./placement-specs";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type PoolRequest = DistributiveOmit<WorkerRequest, "id">;

type Job = { req: WorkerRequest; resolve: (r: WorkerReply) => void; reject: (e: Error) => void };

export class CancelledError extends Error {}

export function createImagePool(size = 2, kind: "spec" | "compress" = "spec") {
  const canUseWorkers = typeof Worker !== "undefined" && typeof OffscreenCanvas !== "undefined";
  let workers: { worker: Worker; job: Job | null }[] = [];
  const queue: Job[] = [];
  let nextId = 1;

  const spawn = () => {
    // Two literal `new Worker(new URL(…))` calls: the bundler makes one worker file of each.
    const worker =
      kind === "compress"
        ? new Worker(new URL("./image-compress.worker.ts", import.meta.url), { type: "module" })
        : new Worker(new URL("./image-spec.worker.ts", import.meta.url), { type: "module" });
    const slot = { worker, job: null as Job | null };
    slot.worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const job = slot.job;
      slot.job = null;
      job?.resolve(e.data);
      pump();
    };
    slot.worker.onerror = () => {
      const job = slot.job;
      slot.job = null;
      job?.reject(new Error("worker failed"));
      pump();
    };
    return slot;
  };

  const pump = () => {
    for (const slot of workers) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.postMessage(job.req);
    }
  };

  async function onMainThread(req: WorkerRequest): Promise<WorkerReply> {
    if (req.type === "inspect") {
      const facts = inspectBytes(new Uint8Array(await req.file.arrayBuffer()));
      if (!facts.storedWidth || !facts.storedHeight)
        return { type: "error", id: req.id, message: "不是可识别的图片（支持 JPG、PNG、WebP、GIF、BMP）。" };
      const size = orientedSize(facts.storedWidth, facts.storedHeight, facts.orientation);
      return {
        type: "inspected",
        id: req.id,
        ...size,
        storedWidth: facts.storedWidth,
        storedHeight: facts.storedHeight,
        orientation: facts.orientation,
        format: facts.format,
        colorSpace: facts.colorSpace,
        frames: facts.frames,
        truncated: facts.truncated,
        cmyk: facts.cmyk,
      };
    }
    const canvas = (w: number, h: number) => Object.assign(document.createElement("canvas"), { width: w, height: h });
    if (req.type === "compress") {
      const { compressImage } = await import("./compress");
      const r = await compressImage(req.file, req.options, canvas);
      return r.ok
        ? { type: "fixed", id: req.id, blob: r.blob, width: r.width, height: r.height, quality: r.quality }
        : { type: "error", id: req.id, message: r.message };
    }
    const p = placementByKey.get(req.placement)!;
    const { fixImage } = await import("./image-fix");
    const r = await fixImage(req.file, p, req.focus, canvas);
    return r.ok
      ? { type: "fixed", id: req.id, blob: r.blob, width: r.width, height: r.height, quality: r.quality }
      : { type: "error", id: req.id, message: r.message };
  }

  return {
    /** Start the workers ahead of the first files (an idle moment after the page shows), so a drop does not pay for it. */
    warm() {
      if (canUseWorkers && workers.length === 0) workers = Array.from({ length: size }, spawn);
    },
    run(req: PoolRequest): Promise<WorkerReply> {
      const full = { ...req, id: nextId++ } as WorkerRequest;
      if (!canUseWorkers) return onMainThread(full);
      if (workers.length === 0) workers = Array.from({ length: size }, spawn);
      return new Promise((resolve, reject) => {
        queue.push({ req: full, resolve, reject });
        pump();
      });
    },
    cancel() {
      for (const job of queue.splice(0)) job.reject(new CancelledError("cancelled"));
      for (const slot of workers) {
        slot.worker.terminate();
        slot.job?.reject(new CancelledError("cancelled"));
      }
      workers = [];
    },
    dispose() {
      this.cancel();
    },
  };
}
