import { expect, test } from "vitest";
import {
  DEFAULT_QR,
  batchFileNames,
  capacityProblem,
  contrastRatio,
  layout,
  qrMatrix,
  qrSvg,
  qrWarnings,
  sizeNote,
} from "./qr";

test("contrast ratio matches WCAG (black/white 21:1)", () => {
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 0);
  expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 1);
});

test("warnings: low contrast, inverted colours, logo too large for the level, L with a logo", () => {
  const msgs = (o: Partial<typeof DEFAULT_QR>, logo = false) =>
    qrWarnings("https://a.cn", { ...DEFAULT_QR, ...o }, logo)
      .map((w) => w.message)
      .join("\n");
  expect(msgs({ fg: "#cccccc" })).toContain("对比度");
  expect(msgs({ fg: "#ffffff", bg: "#000000" })).toContain("反色");
  expect(msgs({ level: "M", logoRatio: 0.22 }, true)).toContain("超过 M 级建议的 16%");
  expect(msgs({ level: "H", logoRatio: 0.22 }, true)).toBe("");
  expect(msgs({ level: "L" }, true)).toContain("L 级容错太低");
  expect(qrWarnings("", DEFAULT_QR, false)[0]!.level).toBe("error");
});

test("matrix and SVG: version grows with content, whole-pixel modules, margin kept", () => {
  const small = qrMatrix("https://a.cn", "M");
  expect(small.count).toBe(21);
  // Finder pattern corner is dark.
  expect(small.dark(0, 0)).toBe(true);
  const { cell, px, offset } = layout(small, { size: 512, margin: 4 });
  expect(cell).toBe(17);
  expect(px).toBe(512); // 29 modules × 17 = 493, the other 19 pixels widen the quiet zone
  expect(offset).toBe(4 * 17 + 9);
  const svg = qrSvg(small, DEFAULT_QR, null);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512"/);
  expect(svg).toContain(`M${offset} ${offset}h17`);
  expect(qrMatrix("x".repeat(200), "H").count).toBeGreaterThan(21);
});

test("batch file names are safe and unique", () => {
  expect(batchFileNames(["a/b", "a/b", "", "门店 1"])).toEqual(["a_b.png", "a_b-2.png", "qrcode-3.png", "门店 1.png"]);
});

test("the file is exactly the size asked for: the spare pixels widen the quiet zone, modules stay whole", () => {
  for (const size of [128, 300, 512, 777, 2048]) {
    const matrix = qrMatrix("https://example.com/some/landing?utm_source=douyin", "M");
    const l = layout(matrix, { size, margin: 4 });
    expect(l.px).toBe(size);
    expect(Number.isInteger(l.cell) && l.cell >= 1).toBe(true);
    expect(l.offset).toBeGreaterThanOrEqual(4 * l.cell);
    expect(l.offset + (matrix.count + 4) * l.cell).toBeLessThanOrEqual(size);
    expect(qrSvg(matrix, { ...DEFAULT_QR, size }, null)).toContain(`width="${size}"`);
  }
});

test("a code that needs more pixels than asked says so", () => {
  const matrix = qrMatrix("x".repeat(1500), "L");
  const l = layout(matrix, { size: 128, margin: 4 });
  expect(l.px).toBeGreaterThan(128);
  expect(sizeNote(l, 128)).toMatch(/^内容较多，至少需要 \d+ 像素，已按 \d+ 像素生成/);
  expect(sizeNote(layout(qrMatrix("a", "M"), { size: 512, margin: 4 }), 512)).toBeNull();
});

test("capacity: suggests the level that fits, and never suggests lowering when even L is too small", () => {
  expect(capacityProblem("a", "H")).toBeNull();
  const mid = "x".repeat(2000); // fits L (2,953 bytes), not H (1,273)
  expect(capacityProblem(mid, "H")).toMatch(/降到 [LMQ] 级/);
  const huge = "x".repeat(3000);
  const msg = capacityProblem(huge, "L")!;
  expect(msg).not.toMatch(/降低容错|降到/);
  expect(msg).toMatch(/缩短/);
  expect(capacityProblem(huge, "H")).not.toMatch(/降低容错|降到/);
});
