/**
 * The tagger's worker: TensorFlow.js on its wasm backend runs BlazeFace (faces) and NanoDet (people
 * and 79 other COCO objects) off the main thread, and the palette is measured here too. The files come
 * from this site only (tagging-assets.ts), fetched when the page asks, with progress; the browser
 * caches them (immutable hashed URLs). Why TensorFlow.js and not ONNX Runtime like the OCR engine:
 * docs/decisions/018-creative-tagging.md.
 */
import * as tf from "@tensorflow/tfjs-core";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { loadGraphModel, type GraphModel } from "@tensorflow/tfjs-converter";
import {
  blazefaceAnchors,
  confirmFaces,
  decodeBlazeface,
  decodeNanodet,
  faceCrops,
  fromCrop,
  letterbox,
  nms,
  type Crop,
  type Detection,
  type Letterbox,
} from "./detections";
import { medianCut } from "../palette/palette";
import { TAGGING_ASSETS, WASM_FILES } from "./tagging-assets";
import {
  FACE_LIKELY,
  FACE_SURE,
  PERSON_CONFIRM,
  type TaggingReply,
  type TaggingRequest,
  type TaggingResult,
} from "./tagging-protocol";

const post = (reply: TaggingReply) => (self as unknown as Worker).postMessage(reply);

type Models = { face: GraphModel; object: GraphModel };
let models: Promise<Models> | null = null;
const FACE_SIZE = 256;
const OBJECT_SIZE = 416;
const anchors = blazefaceAnchors(FACE_SIZE);

async function fetchAll(onBytes: (n: number) => void): Promise<Record<string, Uint8Array>> {
  const out: Record<string, Uint8Array> = {};
  await Promise.all(
    TAGGING_ASSETS.map(async ({ key, url, bytes }) => {
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

function graphModel(json: Uint8Array, bin: Uint8Array): Promise<GraphModel> {
  const spec = JSON.parse(new TextDecoder().decode(json)) as {
    modelTopology: object;
    weightsManifest: Array<{ weights: tf.io.WeightsManifestEntry[] }>;
    signature?: object;
    userDefinedMetadata?: Record<string, object>;
    format?: string;
  };
  const weightData = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer;
  return loadGraphModel({
    load: async () => ({
      modelTopology: spec.modelTopology,
      weightSpecs: spec.weightsManifest.flatMap((m) => m.weights),
      weightData,
      signature: spec.signature,
      userDefinedMetadata: spec.userDefinedMetadata,
      format: spec.format,
    }),
  });
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
  // The wasm was fetched above only to count its bytes: the backend fetches the same hashed URL
  // again and the HTTP cache answers.
  setWasmPaths(WASM_FILES);
  if (!(await tf.setBackend("wasm"))) throw new Error("wasm backend unavailable");
  await tf.ready();
  const face = await graphModel(files.faceJson!, files.faceBin!);
  const object = await graphModel(files.objectJson!, files.objectBin!);
  return { face, object };
}

/** `crop` of the image drawn letterboxed into a size × size square, as RGBA. */
function square(bitmap: ImageBitmap, lb: Letterbox, crop: Crop): Uint8ClampedArray {
  const canvas = new OffscreenCanvas(lb.size, lb.size);
  const ctx = canvas.getContext("2d")!;
  // Chromium's default ("low") downscales without filtering: small faces alias away.
  ctx.imageSmoothingQuality = "high";
  ctx.fillStyle = "#000";
  ctx.fillRect(0, 0, lb.size, lb.size);
  ctx.drawImage(bitmap, crop.x, crop.y, crop.w, crop.h, lb.padX, lb.padY, lb.drawW, lb.drawH);
  return ctx.getImageData(0, 0, lb.size, lb.size).data;
}

async function outputs(model: GraphModel, input: tf.Tensor): Promise<Array<{ shape: number[]; data: Float32Array }>> {
  const result = model.execute(input);
  const list = Array.isArray(result) ? result : [result];
  const out = await Promise.all(list.map(async (t) => ({ shape: t.shape, data: (await t.data()) as Float32Array })));
  tf.dispose(list);
  return out;
}

/** BlazeFace on one crop: NHWC, RGB scaled to −1…1 (MediaPipe's input); boxes as shares of the crop. */
async function detectFaces(model: GraphModel, bitmap: ImageBitmap, crop: Crop): Promise<Detection[]> {
  const lb = letterbox(crop.w, crop.h, FACE_SIZE);
  const rgba = square(bitmap, lb, crop);
  const input = new Float32Array(FACE_SIZE * FACE_SIZE * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    input[j] = rgba[i]! / 127.5 - 1;
    input[j + 1] = rgba[i + 1]! / 127.5 - 1;
    input[j + 2] = rgba[i + 2]! / 127.5 - 1;
  }
  const tensor = tf.tensor4d(input, [1, FACE_SIZE, FACE_SIZE, 3]);
  const out = await outputs(model, tensor);
  tensor.dispose();
  const pick = (n: number, d: number) => out.find((o) => o.shape[1] === n && o.shape[2] === d)!.data;
  const logits = new Float32Array(896);
  logits.set(pick(512, 1), 0);
  logits.set(pick(384, 1), 512);
  const regs = new Float32Array(896 * 16);
  regs.set(pick(512, 16), 0);
  regs.set(pick(384, 16), 512 * 16);
  return decodeBlazeface(logits, regs, anchors, lb, FACE_LIKELY);
}

async function tag(source: Blob | ImageBitmap, objectThreshold: number): Promise<TaggingResult> {
  const m = await (models ??= load());
  const t0 = performance.now();
  const bitmap = source instanceof Blob ? await createImageBitmap(source) : source;
  try {
    const { width, height } = bitmap;
    const candidates: Detection[] = [];
    for (const crop of faceCrops(width, height)) {
      for (const f of await detectFaces(m.face, bitmap, crop))
        candidates.push({ ...f, box: fromCrop(f.box, crop, width, height) });
    }

    // Objects: NCHW, RGB scaled to 0…1 (as the converted NanoDet expects).
    const olb = letterbox(width, height, OBJECT_SIZE);
    const orgba = square(bitmap, olb, { x: 0, y: 0, w: width, h: height });
    const plane = OBJECT_SIZE * OBJECT_SIZE;
    const oin = new Float32Array(plane * 3);
    for (let p = 0; p < plane; p++) {
      oin[p] = orgba[p * 4]! / 255;
      oin[plane + p] = orgba[p * 4 + 1]! / 255;
      oin[2 * plane + p] = orgba[p * 4 + 2]! / 255;
    }
    const objectInput = tf.tensor4d(oin, [1, 3, OBJECT_SIZE, OBJECT_SIZE]);
    const oo = await outputs(m.object, objectInput);
    objectInput.dispose();
    const levels = [2704, 676, 169].map((n) => ({
      n,
      cls: oo.find((o) => o.shape[1] === n && o.shape[2] === 80)!.data,
      reg: oo.find((o) => o.shape[1] === n && o.shape[2] !== 80)!.data,
    }));
    const found = decodeNanodet(levels, olb, 80, Math.min(PERSON_CONFIRM, objectThreshold));
    const people = found.filter((d) => d.label === 0).map((d) => d.box);
    const faces = confirmFaces(nms(candidates, 0.3), people, FACE_SURE, FACE_LIKELY);
    const objects = found.filter((d) => d.score >= objectThreshold);

    // Palette on a 128-px copy, as 配色提取 measures it.
    const scale = Math.min(1, 128 / Math.max(width, height));
    const pw = Math.max(1, Math.round(width * scale));
    const ph = Math.max(1, Math.round(height * scale));
    const pc = new OffscreenCanvas(pw, ph).getContext("2d")!;
    pc.drawImage(bitmap, 0, 0, pw, ph);
    const palette = medianCut(pc.getImageData(0, 0, pw, ph).data, 5);
    return { width, height, faces, objects, palette, ms: Math.round(performance.now() - t0) };
  } finally {
    bitmap.close();
  }
}

self.onmessage = async (event: MessageEvent<TaggingRequest>) => {
  const m = event.data;
  if (m.type === "load") {
    try {
      await (models ??= load());
      post({ type: "ready" });
    } catch (error) {
      models = null;
      post({ type: "load-error", message: String(error) });
    }
    return;
  }
  try {
    if (m.source instanceof Blob) {
      // Refuse huge images from their size before decoding them.
      const probe = await createImageBitmap(m.source, { resizeWidth: 1, resizeHeight: 1 }).catch(() => null);
      if (!probe) {
        post({ type: "error", id: m.id, code: "decode", message: "无法读取这张图片：文件损坏或不是图片。" });
        return;
      }
      probe.close();
    }
    const result = await tag(m.source, m.objectThreshold);
    post({ type: "result", id: m.id, result });
  } catch (error) {
    const decode = error instanceof DOMException || /decode|source image/i.test(String(error));
    post({
      type: "error",
      id: m.id,
      code: decode ? "decode" : "failed",
      message: decode ? "无法读取这张图片：文件损坏或不是图片。" : "标注失败，请重试。",
    });
  }
};
