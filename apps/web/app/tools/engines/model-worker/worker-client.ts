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

/** What a model worker answers (each model's protocol narrows `R`, `C` and what `ready` carries). */
export type ModelWorkerReply<R, C extends string, Ready extends object = object> =
  | { type: "progress"; loaded: number }
  | ({ type: "ready" } & Ready)
  | { type: "load-error"; message: string }
  | { type: "result"; id: number; result: R }
  | { type: "error"; id: number; code: C; message: string };

export type ModelWorkerClient<Req, R, Ready extends object = object> = {
  /** Starts the download once; later calls only add a progress listener and share the same promise. */
  load(onProgress?: (p: LoadProgress) => void): Promise<Ready>;
  /**
   * `signal`: aborting sends `cancel(id)` to the worker (it answers with an error of its own); a signal
   * aborted before the call rejects at once with `cancelledCode`.
   */
  request(
    message: (id: number) => Req,
    options?: { transfer?: Transferable[]; signal?: AbortSignal; cancel?: (id: number) => Req },
  ): Promise<R>;
  /** Ends the worker; what is pending rejects with `disposeCode`. */
  dispose(): void;
};

export function createModelWorkerClient<
  Req,
  R,
  C extends string,
  E extends Error,
  Ready extends object = object,
>(options: {
  makeWorker: () => Worker;
  totalBytes: number;
  /** Chinese, shown when the model files cannot be fetched. */
  loadFailed: string;
  /** Chinese, shown when the worker dies (often memory). */
  crashed: string;
  makeError: (code: C | "load" | "crashed", message: string) => E;
  disposeCode: C;
  /** The code of a request whose signal was aborted before it was sent (default: `disposeCode`). */
  cancelledCode?: C;
}): ModelWorkerClient<Req, R, Ready> {
  const { makeWorker, totalBytes, makeError } = options;
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: R) => void; reject: (e: E) => void }>();
  let loading: { promise: Promise<Ready>; listeners: Set<(p: LoadProgress) => void> } | null = null;
  let settleLoad: { resolve: (ready: Ready) => void; reject: (e: E) => void } | null = null;

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
    w.onmessage = (event: MessageEvent<ModelWorkerReply<R, C, Ready>>) => {
      const m = event.data;
      if (m.type === "progress") loading?.listeners.forEach((l) => l({ loaded: m.loaded, total: totalBytes }));
      else if (m.type === "ready") {
        const { type: _type, ...ready } = m;
        settleLoad?.resolve(ready as unknown as Ready);
        settleLoad = null;
      } else if (m.type === "load-error") {
        settleLoad?.reject(makeError("load", options.loadFailed));
        settleLoad = null;
        loading = null;
      } else if (m.type === "result") {
        pending.get(m.id)?.resolve(m.result);
        pending.delete(m.id);
      } else if (m.type === "error") {
        // A request that found the model missing (its files evicted) lets the next load() start again.
        if (m.code === "load") loading = null;
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
        const promise = new Promise<Ready>((resolve, reject) => {
          settleLoad = { resolve, reject };
        });
        loading = { promise, listeners };
        ensureWorker().postMessage({ type: "load" });
      }
      if (onProgress) loading.listeners.add(onProgress);
      return loading.promise;
    },
    request(message, { transfer = [], signal, cancel } = {}) {
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        if (signal?.aborted) {
          reject(makeError(options.cancelledCode ?? options.disposeCode, "已取消。"));
          return;
        }
        pending.set(id, { resolve, reject });
        if (signal && cancel) signal.addEventListener("abort", () => worker?.postMessage(cancel(id)), { once: true });
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
