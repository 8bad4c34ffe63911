import path from "node:path";
import { defineConfig } from "vite";
import { ocrModelsAlias } from "../../build-tools/ocr-models-alias.ts";

/** Builds the OCR bench page alone (scripts/bench-ocr.mjs), into build-bench-ocr/. */
export default defineConfig({
  root: import.meta.dirname,
  base: "./",
  logLevel: "warn",
  build: { outDir: path.resolve(import.meta.dirname, "../../build-bench-ocr"), emptyOutDir: true },
  worker: { format: "es" },
  resolve: { alias: [ocrModelsAlias] },
});
