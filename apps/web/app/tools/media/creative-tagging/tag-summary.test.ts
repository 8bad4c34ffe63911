import { describe, expect, it } from "vitest";
import { buildTags, percent, summaryCsv, summaryRow } from "./tag-summary";
import type { TaggingResult } from "./tagging-protocol";

const result: TaggingResult = {
  width: 1000,
  height: 500,
  faces: [
    { box: { x: 0.1, y: 0.1, w: 0.1, h: 0.2 }, score: 0.9, label: 0 },
    { box: { x: 0.5, y: 0.1, w: 0.2, h: 0.2 }, score: 0.7, label: 0 },
  ],
  objects: [
    { box: { x: 0, y: 0, w: 0.4, h: 1 }, score: 0.8, label: 0 },
    { box: { x: 0.6, y: 0.5, w: 0.1, h: 0.1 }, score: 0.6, label: 41 },
    { box: { x: 0.8, y: 0.5, w: 0.1, h: 0.1 }, score: 0.5, label: 41 },
    { box: { x: 0.3, y: 0.3, w: 0.1, h: 0.1 }, score: 0.55, label: 74 },
  ],
  palette: [
    { rgb: [255, 0, 0], share: 0.6 },
    { rgb: [0, 0, 0], share: 0.4 },
  ],
  ms: 120,
};
const lines = [
  { text: "限时五折", confidence: 0.95, box: { x: 100, y: 50, w: 400, h: 100 } },
  { text: "  ", confidence: 0.1, box: { x: 0, y: 0, w: 10, h: 10 } },
];

describe("tags", () => {
  it("makes one tag per face, person, object, line of text and colour, with boxes as shares", () => {
    const tags = buildTags(result, lines);
    expect(tags.map((t) => t.kind)).toEqual([
      "face",
      "face",
      "person",
      "object",
      "object",
      "object",
      "text",
      "color",
      "color",
    ]);
    expect(tags.filter((t) => t.kind === "object").map((t) => t.label)).toEqual(["杯子", "杯子", "时钟"]);
    const text = tags.find((t) => t.kind === "text")!;
    expect(text.label).toBe("限时五折");
    expect(text.box).toEqual({ x: 0.1, y: 0.1, w: 0.4, h: 0.2 });
    expect(text.share).toBeCloseTo(0.08);
    expect(tags.filter((t) => t.kind === "color").map((t) => t.label)).toEqual(["#FF0000", "#000000"]);
  });

  it("summarises a file as one row of the comparison table", () => {
    const row = summaryRow("a.jpg", result, buildTags(result, lines), true);
    expect(row).toMatchObject({
      file: "a.jpg",
      size: "1000×500",
      faces: 2,
      people: 1,
      objects: "杯子×2、时钟",
      textLines: 1,
    });
    expect(row.largestFace).toBeCloseTo(0.04);
    expect(row.faceArea).toBeCloseTo(0.06);
    expect(row.textArea).toBeCloseTo(0.08);
    expect(row.colors).toBe("#FF0000 60%、#000000 40%");
  });

  it("says the text was not read rather than none", () => {
    const row = summaryRow("b.png", result, buildTags(result, null), false);
    expect(row.textLines).toBeNull();
    expect(summaryCsv([row])).toContain(",未识别,未识别,");
  });

  it("never prints NaN", () => {
    expect(percent(Number.NaN)).toBe("—");
    expect(percent(0.0123)).toBe("1.2%");
    expect(percent(0.5)).toBe("50%");
  });
});

describe("CSV", () => {
  it("has a BOM, Chinese headers, quoted cells and no formula injection", () => {
    const row = summaryRow('=cmd,"x".jpg', result, buildTags(result, lines), true);
    const csv = summaryCsv([row]);
    expect(csv.startsWith("\uFEFF文件,尺寸,人脸数")).toBe(true);
    expect(csv).toContain(`"'=cmd,""x"".jpg",1000×500,2,4.0%,6.0%,1,杯子×2、时钟,1,8.0%,限时五折,`);
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});
