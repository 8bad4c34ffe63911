/** Byte sizes of the tagger's files as shipped (tagging-assets.test.ts checks them). */
export const TAGGING_ASSET_BYTES = {
  wasm: 424_594,
  faceJson: 79_038,
  faceBin: 538_928,
  objectJson: 121_604,
  objectBin: 7_574_558,
} as const;

export const TAGGING_TOTAL_BYTES = Object.values(TAGGING_ASSET_BYTES).reduce((a, b) => a + b, 0);
