import { expect, test } from "vitest";
import { colorFacets, contrast, contrastGrade, medianCut, nearestFacet, toHex, toHsl } from "./palette";
import { coverRect, outputSize } from "../cover-crop/cover-crops";

function pixels(parts: [number, [number, number, number, number]][]): Uint8ClampedArray {
  const out: number[] = [];
  for (const [n, rgba] of parts) for (let i = 0; i < n; i++) out.push(...rgba);
  return new Uint8ClampedArray(out);
}

test("median cut finds the dominant colours with their share, ignoring transparent pixels", () => {
  const data = pixels([
    [600, [229, 57, 53, 255]],
    [300, [30, 136, 229, 255]],
    [100, [255, 255, 255, 255]],
    [500, [0, 0, 0, 0]],
  ]);
  const swatches = medianCut(data, 3);
  expect(swatches.map((s) => toHex(s.rgb))).toEqual(["#E53935", "#1E88E5", "#FFFFFF"]);
  expect(swatches.map((s) => Math.round(s.share * 100))).toEqual([60, 30, 10]);
  expect(medianCut(pixels([[10, [0, 0, 0, 0]]]), 5)).toEqual([]);
  // Asking for more colours than there are merges the identical boxes.
  expect(medianCut(pixels([[50, [10, 20, 30, 255]]]), 6)).toHaveLength(1);
});

test("formats and WCAG contrast", () => {
  expect(toHsl([229, 57, 53])).toEqual([1, 77, 55]);
  expect(contrast([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
  expect(contrast([255, 255, 255], [118, 118, 118])).toBeCloseTo(4.54, 2);
  expect(contrastGrade(4.54)).toBe("AA");
  expect(contrastGrade(3.2)).toBe("AA 大字");
  expect(contrastGrade(2)).toBe("不达标");
});

test("nearest 模板社区 colour facet; the facet list equals the stand-in's", () => {
  // The 模板社区 colour facet values the provider answers (the site never imports the stand-in's source).
  const providerColours = [
    ["red", "#E53935"],
    ["orange", "#FB8C00"],
    ["yellow", "#FBC02D"],
    ["green", "#43A047"],
    ["cyan", "#00ACC1"],
    ["blue", "#1E88E5"],
    ["purple", "#8E24AA"],
    ["pink", "#EC407A"],
    ["gold", "#C9A227"],
    ["black", "#212121"],
    ["white", "#F5F5F5"],
  ];
  expect(colorFacets.map((c) => [c.key, c.hex])).toEqual(providerColours);
  expect(nearestFacet([230, 60, 50]).key).toBe("red");
  expect(nearestFacet([40, 120, 220]).key).toBe("blue");
  expect(nearestFacet([20, 20, 20]).key).toBe("black");
  expect(nearestFacet([250, 250, 248]).key).toBe("white");
  expect(nearestFacet([240, 110, 160]).key).toBe("pink");
});

test("cover crops: shared focus, own focus, zoom, capped output", () => {
  const src = { width: 4000, height: 3000 };
  expect(coverRect(src, 1, { x: 0, y: 0.5 }, { focus: null, zoom: 1 })).toEqual({
    x: 0,
    y: 0,
    width: 3000,
    height: 3000,
  });
  expect(coverRect(src, 1, { x: 0, y: 0.5 }, { focus: { x: 1, y: 0.5 }, zoom: 1 }).x).toBe(1000);
  expect(coverRect(src, 1, { x: 0.5, y: 0.5 }, { focus: null, zoom: 2 })).toEqual({
    x: 1250,
    y: 750,
    width: 1500,
    height: 1500,
  });
  expect(outputSize({ width: 3000, height: 3000 })).toEqual({ width: 2560, height: 2560 });
});
