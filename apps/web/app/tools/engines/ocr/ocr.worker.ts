/**
 * The OCR worker: ONNX Runtime Web (wasm, SIMD) runs PP-OCRv4 detection and
 * recognition (and the line direction classifier) off the main thread. Files come from this site only
 * (model-assets.ts), fetched when the page asks to load, with progress; the
 * browser caches them (immutable hashed URLs). Threads only when the page is
 * cross-origin isolated (docs/decisions/010-ocr-engine.md).
 */
import * as ort from "onnxruntime-web/wasm";
import { loadDictionary } from "./ctc-decode";
import { ASSETS } from "./model-assets";
import { readImage, scaleLine, type Models } from "./pipeline";
import { CLS_WIDTH, detectionSize, type Rgba } from "./image-ops";
import type { OcrResult, Quad } from "./types";
import type { WorkerReply, WorkerRequest } from "./worker-protocol";
import { MAX_PIXELS, WORK_MAX_SIDE } from "./worker-protocol";

const post = (reply: WorkerReply, transfer: Transferable[] = []) =>
  (self as unknown as Worker).postMessage(reply, transfer);

let models: Promise<Models> | null = null;

async function fetchAll(onBytes: (n: number) => void): Promise<Record<string, Uint8Array>> {
  const out: Record<string, Uint8Array> = {};
  await Promise.all(
    ASSETS.map(async ({ key, url, bytes }) => {
      const response = await fetch(url);
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        size += value.length;
        onBytes(value.length);
      }
      if (size < bytes * 0.5) throw new Error(`${key}: short read`);
      const all = new Uint8Array(size);
      let at = 0;
      for (const c of chunks) {
        all.set(c, at);
        at += c.length;
      }
      out[key] = all;
    }),
  );
  return out;
}

async function load(): Promise<Models> {
  let loaded = 0;
  let last = 0;
  const files = await fetchAll((n) => {
    loaded += n;
    const now = performance.now();
    if (now - last > 80) {
      last = now;
      post({ type: "progress", loaded });
    }
  });
  post({ type: "progress", loaded });
  ort.env.wasm.wasmBinary = files.wasm!;
  ort.env.wasm.numThreads = self.crossOriginIsolated ? Math.min(4, navigator.hardwareConcurrency || 1) : 1;
  const options: ort.InferenceSession.SessionOptions = {
    executionProviders: ["wasm"],
    graphOptimizationLevel: "all",
    // Idle threads sleep instead of spinning: on a busy 2-core machine spinning only steals the other core.
    extra: { session: { intra_op: { allow_spinning: "0" }, inter_op: { allow_spinning: "0" } } },
  };
  const det = await ort.InferenceSession.create(files.det!, options);
  const rec = await ort.InferenceSession.create(files.rec!, options);
  const cls = await ort.InferenceSession.create(files.cls!, options);
  const dictionary = loadDictionary(new TextDecoder().decode(files.dict!));
  return {
    dictionary,
    async detect(input, w, h) {
      const feeds = { [det.inputNames[0]!]: new ort.Tensor("float32", input, [1, 3, h, w]) };
      const out = await det.run(feeds);
      const tensor = out[det.outputNames[0]!]!;
      const data = tensor.data as Float32Array;
      tensor.dispose();
      return data;
    },
    async recognize(input, width) {
      const feeds = { [rec.inputNames[0]!]: new ort.Tensor("float32", input, [1, 3, 48, width]) };
      const out = await rec.run(feeds);
      const tensor = out[rec.outputNames[0]!]!;
      const [, steps, classes] = tensor.dims as number[];
      const probs = tensor.data as Float32Array;
      tensor.dispose();
      return { probs, steps: steps!, classes: classes! };
    },
    async classify(input) {
      const feeds = { [cls.inputNames[0]!]: new ort.Tensor("float32", input, [1, 3, 48, CLS_WIDTH]) };
      const out = await cls.run(feeds);
      const tensor = out[cls.outputNames[0]!]!;
      // Softmax over PaddleOCR's label_list ["0", "180"].
      const upsideDown = (tensor.data as Float32Array)[1]!;
      tensor.dispose();
      return upsideDown;
    },
  };
}

function pixels(bitmap: ImageBitmap, w: number, h: number): Rgba {
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(bitmap, 0, 0, w, h);
  const { data } = ctx.getImageData(0, 0, w, h);
  return { data, width: w, height: h };
}

const controllers = new Map<number, AbortController>();

async function recognize(
  id: number,
  source: Blob | ImageBitmap,
  { maxSide, quads, maxLines }: { maxSide: number; quads?: Quad[]; maxLines?: number },
) {
  const started = performance.now();
  let bitmap: ImageBitmap;
  try {
    bitmap = source instanceof Blob ? await createImageBitmap(source) : source;
  } catch {
    post({
      type: "error",
      id,
      code: "decode",
      message: "无法解码这张图片：文件可能已损坏，或不是 JPG、PNG、WebP、GIF 图片。",
    });
    return;
  }
  const { width, height } = bitmap;
  if (width * height > MAX_PIXELS) {
    bitmap.close();
    post({ type: "error", id, code: "too-large", message: tooLarge(width, height) });
    return;
  }
  let m: Models;
  try {
    m = await (models ??= load());
  } catch {
    models = null;
    bitmap.close();
    post({ type: "error", id, code: "load", message: LOAD_FAILED });
    return;
  }
  const controller = new AbortController();
  controllers.set(id, controller);
  try {
    const factor = Math.max(1, Math.max(width, height) / WORK_MAX_SIDE);
    const work = pixels(bitmap, Math.round(width / factor), Math.round(height / factor));
    const size = detectionSize(width, height, maxSide);
    const det = quads ? null : pixels(bitmap, size.w, size.h);
    bitmap.close();
    const given = quads?.map((q) => q.map(([x, y]) => [x / factor, y / factor]) as Quad);
    const read = await readImage(work, det, m, { signal: controller.signal, quads: given, maxLines });
    const lines = read.lines.map((l) => scaleLine(l, factor, width, height));
    const result: OcrResult = {
      width,
      height,
      lines,
      ms: Math.round(performance.now() - started),
      stages: read.stages,
    };
    post({ type: "result", id, result });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError")
      post({ type: "error", id, code: "cancelled", message: "已取消。" });
    else post({ type: "error", id, code: "failed", message: "文字识别失败，请重试。" });
  } finally {
    controllers.delete(id);
  }
}

const LOAD_FAILED = "识别模型加载失败：请检查网络后重试（模型只从本站加载）。";

const tooLarge = (w: number, h: number) =>
  `图片太大（${w} × ${h}，约 ${Math.round((w * h) / 1e6)} MP）：请缩小到 ${Math.round(MAX_PIXELS / 1e6)} MP 以内再检测。`;

let chain: Promise<unknown> = Promise.resolve();

/**
 * With threads, ONNX Runtime starts its wasm threads from this same script
 * (named "em-pthread…"); there its own handler must keep the messages.
 */
const isThread = self.name.startsWith("em-pthread");

if (!isThread)
  self.onmessage = (event: MessageEvent<WorkerRequest>) => {
    const message = event.data;
    if (message.type === "load") {
      models ??= load();
      models.then(
        () => post({ type: "ready", threads: ort.env.wasm.numThreads ?? 1 }),
        (error: unknown) => {
          models = null;
          post({ type: "load-error", message: String(error) });
        },
      );
    } else if (message.type === "cancel") controllers.get(message.id)?.abort();
    else if (message.type === "recognize") {
      // One image at a time: the wasm heap is shared, and order keeps the progress honest.
      chain = chain.then(() => recognize(message.id, message.source, message));
    }
  };
