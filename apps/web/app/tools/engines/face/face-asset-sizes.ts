/** Byte sizes of the face engine's files as shipped (face-assets.test.ts checks them). */
export const FACE_ASSET_BYTES = {
  wasm: 424_594,
  faceJson: 79_038,
  faceBin: 538_928,
} as const;

export const FACE_TOTAL_BYTES = Object.values(FACE_ASSET_BYTES).reduce((a, b) => a + b, 0);
