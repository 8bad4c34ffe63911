// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createModelWorkerClient, type ModelWorkerReply } from "./worker-client";

class ModelError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A stand-in worker: records what it is sent, answers when the test says so. */
class FakeWorker {
  sent: unknown[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<ModelWorkerReply<string, "decode" | "failed">>) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage(m: unknown) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  reply(m: ModelWorkerReply<string, "decode" | "failed">) {
    this.onmessage?.({ data: m } as MessageEvent<ModelWorkerReply<string, "decode" | "failed">>);
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const client = createModelWorkerClient<{ type: string; id?: number }, string, "decode" | "failed", ModelError>({
    makeWorker: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
    totalBytes: 1000,
    loadFailed: "模型加载失败",
    crashed: "进程退出",
    makeError: (code, message) => new ModelError(code, message),
    disposeCode: "failed",
  });
  return { client, workers };
}

describe("model worker client", () => {
  it("loads once, reports progress against the total, shares the load between callers", async () => {
    const { client, workers } = setup();
    const seen: number[] = [];
    const a = client.load((p) => seen.push(p.loaded / p.total));
    const b = client.load();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent).toEqual([{ type: "load" }]);
    workers[0]!.reply({ type: "progress", loaded: 250 });
    workers[0]!.reply({ type: "ready" });
    await Promise.all([a, b]);
    expect(seen).toEqual([0.25]);
  });

  it("answers requests by id, and a worker error rejects that request with its code", async () => {
    const { client, workers } = setup();
    const one = client.request((id) => ({ type: "run", id }));
    const two = client.request((id) => ({ type: "run", id }));
    workers[0]!.reply({ type: "result", id: 2, result: "second" });
    workers[0]!.reply({ type: "error", id: 1, code: "decode", message: "读不了" });
    await expect(two).resolves.toBe("second");
    await expect(one).rejects.toMatchObject({ code: "decode", message: "读不了" });
  });

  it("a failed download rejects load with the model's message, and a later load tries again", async () => {
    const { client, workers } = setup();
    const first = client.load();
    workers[0]!.reply({ type: "load-error", message: "404" });
    await expect(first).rejects.toMatchObject({ code: "load", message: "模型加载失败" });
    void client.load();
    expect(workers[0]!.sent).toEqual([{ type: "load" }, { type: "load" }]);
  });

  it("a crash rejects what was pending and the next call starts a fresh worker", async () => {
    const { client, workers } = setup();
    const pending = client.request((id) => ({ type: "run", id }));
    workers[0]!.onerror?.();
    await expect(pending).rejects.toMatchObject({ code: "crashed", message: "进程退出" });
    expect(workers[0]!.terminated).toBe(true);
    void client.request((id) => ({ type: "run", id }));
    expect(workers).toHaveLength(2);
  });

  it("dispose ends the worker and rejects what was pending with the dispose code", async () => {
    const { client, workers } = setup();
    const pending = client.request((id) => ({ type: "run", id }));
    client.dispose();
    await expect(pending).rejects.toMatchObject({ code: "failed", message: "已取消。" });
    expect(workers[0]!.terminated).toBe(true);
  });

  it("load resolves with what ready carries; an aborted signal sends the worker's cancel message", async () => {
    const { client, workers } = setup();
    const loaded = client.load();
    workers[0]!.reply({ type: "ready", threads: 1 } as never);
    await expect(loaded).resolves.toEqual({ threads: 1 });
    const controller = new AbortController();
    const pending = client.request((id) => ({ type: "run", id }), {
      signal: controller.signal,
      cancel: (id) => ({ type: "cancel", id }),
    });
    controller.abort();
    expect(workers[0]!.sent.at(-1)).toEqual({ type: "cancel", id: 1 });
    workers[0]!.reply({ type: "error", id: 1, code: "failed", message: "已取消。" });
    await expect(pending).rejects.toMatchObject({ code: "failed" });
    await expect(client.request((id) => ({ type: "run", id }), { signal: controller.signal })).rejects.toMatchObject({
      code: "failed",
      message: "已取消。",
    });
  });
});
