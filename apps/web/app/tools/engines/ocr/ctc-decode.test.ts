import { describe, expect, it } from "vitest";
import { ctcDecode, loadDictionary } from "./ctc-decode";

describe("loadDictionary", () => {
  it("puts the CTC blank first and the space last, like PaddleOCR's use_space_char", () => {
    expect(loadDictionary("价\n￥\n1\n")).toEqual(["", "价", "￥", "1", " "]);
  });
});

describe("ctcDecode", () => {
  const dict = loadDictionary("价\n￥\n1\n");
  const steps = (rows: number[][]) => new Float32Array(rows.flat());
  it("collapses repeats, drops blanks and keeps a repeat split by a blank", () => {
    const probs = steps([
      [0.1, 0.9, 0, 0, 0],
      [0.1, 0.9, 0, 0, 0],
      [0.2, 0, 0.8, 0, 0],
      [0.1, 0, 0, 0.9, 0],
      [0.9, 0, 0, 0.1, 0],
      [0.3, 0, 0, 0.7, 0],
    ]);
    const out = ctcDecode(probs, 6, 5, dict);
    expect(out.text).toBe("价￥11");
    expect(out.confidence).toBeCloseTo((0.9 + 0.8 + 0.9 + 0.7) / 4);
  });

  it("reports nothing read as confidence 0", () => {
    expect(ctcDecode(steps([[1, 0, 0, 0, 0]]), 1, 5, dict)).toEqual({ text: "", confidence: 0 });
  });
});
