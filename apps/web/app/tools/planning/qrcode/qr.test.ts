import { expect, test } from "vitest";
import { DEFAULT_QR, batchFileNames, contrastRatio, layout, qrMatrix, qrSvg, qrWarnings } from "./qr";

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
  const { cell, px } = layout(small, { size: 512, margin: 4 });
  expect(cell).toBe(17);
  expect(px).toBe(17 * 29);
  const svg = qrSvg(small, DEFAULT_QR, null);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="493"/);
  expect(svg).toContain(`M${4 * 17} ${4 * 17}h17`);
  expect(qrMatrix("x".repeat(200), "H").count).toBeGreaterThan(21);
});

test("batch file names are safe and unique", () => {
  expect(batchFileNames(["a/b", "a/b", "", "门店 1"])).toEqual(["a_b.png", "a_b-2.png", "qrcode-3.png", "门店 1.png"]);
});
