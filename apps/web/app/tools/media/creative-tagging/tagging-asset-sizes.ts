import { FACE_ASSET_BYTES } from "../../engines/face/face-asset-sizes";

/** Byte sizes of the tagger's files as shipped (tagging-assets.test.ts and the face engine's test check them). */
export const TAGGING_ASSET_BYTES = {
  ...FACE_ASSET_BYTES,
  objectJson: 121_604,
  objectBin: 7_574_558,
} as const;

export const TAGGING_TOTAL_BYTES = Object.values(TAGGING_ASSET_BYTES).reduce((a, b) => a + b, 0);
