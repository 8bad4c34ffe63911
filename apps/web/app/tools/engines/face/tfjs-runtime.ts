/**
 * TensorFlow.js in a worker, for this engine's worker and 创意元素标注's: fetch the model files with a
 * byte count (the page's progress bar), start the wasm backend (SIMD, one thread: no COEP, as decision
 * 010 explains for ONNX Runtime) and build a graph model from the fetched bytes. Worker-only.
 */
import * as tf from "@tensorflow/tfjs-core";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { loadGraphModel, type GraphModel } from "@tensorflow/tfjs-converter";
import { WASM_FILES, type Asset } from "./face-assets";

/** Every asset's bytes by key; `onBytes` is called with each chunk's length as it arrives. */
export async function fetchAll(
  assets: readonly Asset[],
  onBytes: (n: number) => void,
): Promise<Record<string, Uint8Array>> {
  const out: Record<string, Uint8Array> = {};
  await Promise.all(
    assets.map(async ({ key, url, bytes }) => {
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

/** The wasm backend. The wasm was fetched by fetchAll only to count its bytes: the backend fetches the same hashed URL again and the HTTP cache answers. */
export async function startWasm(): Promise<void> {
  setWasmPaths(WASM_FILES);
  if (!(await tf.setBackend("wasm"))) throw new Error("wasm backend unavailable");
  await tf.ready();
}

export function graphModel(json: Uint8Array, bin: Uint8Array): Promise<GraphModel> {
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

/** `crop` of the image drawn letterboxed into a size × size square (black bars), as RGBA. */
export function square(
  bitmap: ImageBitmap,
  lb: { size: number; padX: number; padY: number; drawW: number; drawH: number },
  crop: { x: number; y: number; w: number; h: number },
): Uint8ClampedArray {
  const canvas = new OffscreenCanvas(lb.size, lb.size);
  const ctx = canvas.getContext("2d")!;
  // Chromium's default ("low") downscales without filtering: small faces alias away.
  ctx.imageSmoothingQuality = "high";
  ctx.fillStyle = "#000";
  ctx.fillRect(0, 0, lb.size, lb.size);
  ctx.drawImage(bitmap, crop.x, crop.y, crop.w, crop.h, lb.padX, lb.padY, lb.drawW, lb.drawH);
  return ctx.getImageData(0, 0, lb.size, lb.size).data;
}

/** Runs a graph model and reads all its outputs. */
export async function outputs(
  model: GraphModel,
  input: tf.Tensor,
): Promise<Array<{ shape: number[]; data: Float32Array }>> {
  const result = model.execute(input);
  const list = Array.isArray(result) ? result : [result];
  const out = await Promise.all(list.map(async (t) => ({ shape: t.shape, data: (await t.data()) as Float32Array })));
  tf.dispose(list);
  return out;
}
