/**
 * The face engine's worker: BlazeFace on TensorFlow.js's wasm backend, off the main thread. The files
 * come from this site only (face-assets.ts), fetched when the page asks, with progress.
 */
import type { GraphModel } from "@tensorflow/tfjs-converter";
import { FACE_ASSETS } from "./face-assets";
import { findFaces } from "./face-model";
import { MAX_PIXELS, type FaceReply, type FaceRequest } from "./face-protocol";
import { fetchAll, graphModel, startWasm } from "./tfjs-runtime";

const post = (reply: FaceReply) => (self as unknown as Worker).postMessage(reply);
let model: Promise<GraphModel> | null = null;

async function load(): Promise<GraphModel> {
  let loaded = 0;
  let last = 0;
  const files = await fetchAll(FACE_ASSETS, (n) => {
    loaded += n;
    const now = performance.now();
    if (now - last > 80) {
      last = now;
      post({ type: "progress", loaded });
    }
  });
  post({ type: "progress", loaded });
  await startWasm();
  return graphModel(files.faceJson!, files.faceBin!);
}

self.onmessage = async (event: MessageEvent<FaceRequest>) => {
  const m = event.data;
  if (m.type === "load") {
    try {
      await (model ??= load());
      post({ type: "ready" });
    } catch (error) {
      model = null;
      post({ type: "load-error", message: String(error) });
    }
    return;
  }
  let bitmap: ImageBitmap | null = null;
  try {
    const face = await (model ??= load());
    const t0 = performance.now();
    bitmap = m.source instanceof Blob ? await createImageBitmap(m.source).catch(() => null) : m.source;
    if (!bitmap) {
      post({ type: "error", id: m.id, code: "decode", message: "无法读取这张图片：文件损坏或不是图片。" });
      return;
    }
    if (bitmap.width * bitmap.height > MAX_PIXELS) {
      post({ type: "error", id: m.id, code: "too-large", message: "图片过大（超过 4000 万像素），请缩小后再试。" });
      return;
    }
    const faces = await findFaces(face, bitmap, m.threshold);
    post({
      type: "result",
      id: m.id,
      result: { width: bitmap.width, height: bitmap.height, faces, ms: Math.round(performance.now() - t0) },
    });
  } catch {
    post({ type: "error", id: m.id, code: "failed", message: "人脸检测失败，请重试。" });
  } finally {
    bitmap?.close();
  }
};
