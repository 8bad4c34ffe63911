/**
 * The main-thread half every in-browser model shares (the face engine, 创意元素标注's tagger): one lazy
 * worker that loads its model files when asked, reports download progress, answers requests one id at a
 * time, and — when it crashes — rejects what it had so that the next call starts a fresh worker (the files
 * come back from the HTTP cache). Each model keeps its own error class and messages; this holds the rest.
 *
 *   const client = createModelWorkerClient({ makeWorker, totalBytes, loadFailed, crashed, makeError, disposeCode });
 *   await client.load((p) => show(p.loaded, p.total));
 *   const result = await client.request((id) => ({ type: "detect", id, source }), transfer);
 */
export type LoadProgress = { loaded: number; total: number };

/** What a model worker answers (each model's protocol narrows `R` and `C`). */
export type ModelWorkerReply<R, C extends string> =
  | { type: "progress"; loaded: number }
  | { type: "ready" }
  | { type: "load-error"; message: string }
  | { type: "result"; id: number; result: R }
  | { type: "error"; id: number; code: C; message: string };

export type ModelWorkerClient<Req, R> = {
  /** Starts the download once; later calls only add a progress listener and share the same promise. */
  load(onProgress?: (p: LoadProgress) => void): Promise<void>;
  request(message: (id: number) => Req, transfer?: Transferable[]): Promise<R>;
  /** Ends the worker; what is pending rejects with `disposeCode`. */
  dispose(): void;
};

export function createModelWorkerClient<Req, R, C extends string, E extends Error>(options: {
  makeWorker: () => Worker;
  totalBytes: number;
  /** Chinese, shown when the model files cannot be fetched. */
  loadFailed: string;
  /** Chinese, shown when the worker dies (often memory). */
  crashed: string;
  makeError: (code: C | "load" | "crashed", message: string) => E;
  disposeCode: C;
}): ModelWorkerClient<Req, R> {
  const { makeWorker, totalBytes, makeError } = options;
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: R) => void; reject: (e: E) => void }>();
  let loading: { promise: Promise<void>; listeners: Set<(p: LoadProgress) => void> } | null = null;
  let settleLoad: { resolve: () => void; reject: (e: E) => void } | null = null;

  function fail(error: E) {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    settleLoad?.reject(error);
    settleLoad = null;
    loading = null;
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const w = makeWorker();
    w.onmessage = (event: MessageEvent<ModelWorkerReply<R, C>>) => {
      const m = event.data;
      if (m.type === "progress") loading?.listeners.forEach((l) => l({ loaded: m.loaded, total: totalBytes }));
      else if (m.type === "ready") {
        settleLoad?.resolve();
        settleLoad = null;
      } else if (m.type === "load-error") {
        settleLoad?.reject(makeError("load", options.loadFailed));
        settleLoad = null;
        loading = null;
      } else if (m.type === "result") {
        pending.get(m.id)?.resolve(m.result);
        pending.delete(m.id);
      } else if (m.type === "error") {
        pending.get(m.id)?.reject(makeError(m.code, m.message));
        pending.delete(m.id);
      }
    };
    const crashed = () => {
      w.terminate();
      if (worker === w) worker = null;
      fail(makeError("crashed", options.crashed));
    };
    w.onerror = crashed;
    w.onmessageerror = crashed;
    worker = w;
    return w;
  }

  return {
    load(onProgress) {
      if (!loading) {
        const listeners = new Set<(p: LoadProgress) => void>();
        const promise = new Promise<void>((resolve, reject) => {
          settleLoad = { resolve, reject };
        });
        loading = { promise, listeners };
        ensureWorker().postMessage({ type: "load" });
      }
      if (onProgress) loading.listeners.add(onProgress);
      return loading.promise;
    },
    request(message, transfer = []) {
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        ensureWorker().postMessage(message(id), transfer);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      fail(makeError(options.disposeCode, "已取消。"));
    },
  };
}
