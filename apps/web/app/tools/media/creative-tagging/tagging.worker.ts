/**
 * The tagger's worker: TensorFlow.js on its wasm backend runs BlazeFace (faces, through the face engine:
 * app/tools/engines/face) and NanoDet (people and 79 other COCO objects) off the main thread, and the
 * palette is measured here too. The files come from this site only (tagging-assets.ts), fetched when the page asks, with progress; the browser
 * caches them (immutable hashed URLs). Why TensorFlow.js and not ONNX Runtime like the OCR engine:
 * docs/decisions/018-creative-tagging.md.
 */
import * as tf from "@tensorflow/tfjs-core";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import { letterbox } from "../../engines/face/boxes";
import { findFaces } from "../../engines/face/face-model";
import { fetchAll, graphModel, outputs, square, startWasm } from "../../engines/face/tfjs-runtime";
import { confirmFaces, decodeNanodet } from "./detections";
import { medianCut } from "../palette/palette";
import { TAGGING_ASSETS } from "./tagging-assets";
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
const OBJECT_SIZE = 416;

async function load(): Promise<Models> {
  let loaded = 0;
  let last = 0;
  const files = await fetchAll(TAGGING_ASSETS, (n) => {
    loaded += n;
    const now = performance.now();
    if (now - last > 80) {
      last = now;
      post({ type: "progress", loaded });
    }
  });
  post({ type: "progress", loaded });
  await startWasm();
  const face = await graphModel(files.faceJson!, files.faceBin!);
  const object = await graphModel(files.objectJson!, files.objectBin!);
  return { face, object };
}

async function tag(source: Blob | ImageBitmap, objectThreshold: number): Promise<TaggingResult> {
  const m = await (models ??= load());
  const t0 = performance.now();
  const bitmap = source instanceof Blob ? await createImageBitmap(source) : source;
  try {
    const { width, height } = bitmap;
    // Faces down to FACE_LIKELY: the person boxes below confirm the unsure ones.
    const candidates = await findFaces(m.face, bitmap, FACE_LIKELY);

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
    const faces = confirmFaces(candidates, people, FACE_SURE, FACE_LIKELY);
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
