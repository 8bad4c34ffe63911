import { describe, expect, it } from "vitest";
import { blazefaceAnchors, decodeBlazeface, faceCrops } from "./blazeface";
import { letterbox } from "./boxes";

describe("BlazeFace decoding", () => {
  it("has 896 anchors: 2 per cell on 16 × 16, then 6 per cell on 8 × 8", () => {
    const a = blazefaceAnchors(256);
    expect(a).toHaveLength(896);
    expect(a[0]).toEqual([8, 8]);
    expect(a[1]).toEqual([8, 8]);
    expect(a[512]).toEqual([16, 16]);
    expect(a[895]).toEqual([240, 240]);
  });

  it("turns a confident anchor into a box in shares of the image", () => {
    const anchors = blazefaceAnchors(256);
    const logits = new Float32Array(896).fill(-10);
    const regs = new Float32Array(896 * 16);
    // Anchor 512 is centred at (16, 16); move it by (+112, +112) and make the box 64 px square.
    logits[512] = 3;
    regs.set([112, 112, 64, 64], 512 * 16);
    const faces = decodeBlazeface(logits, regs, anchors, letterbox(256, 256, 256), 0.5);
    expect(faces).toHaveLength(1);
    expect(faces[0]!.score).toBeCloseTo(1 / (1 + Math.exp(-3)));
    expect(faces[0]!.box.x).toBeCloseTo(96 / 256);
    expect(faces[0]!.box.w).toBeCloseTo(0.25);
  });
  it("cuts tall images into overlapping squares along the long side", () => {
    expect(faceCrops(1080, 1080)).toEqual([{ x: 0, y: 0, w: 1080, h: 1080 }]);
    const crops = faceCrops(1080, 1920);
    expect(crops[0]).toEqual({ x: 0, y: 0, w: 1080, h: 1920 });
    expect(crops.at(-1)).toEqual({ x: 0, y: 840, w: 1080, h: 1080 });
    for (const c of crops.slice(1)) expect(c.w).toBe(1080);
  });
});
