import type { IconifyJSON } from "@iconify/react";
import { expect, test } from "vitest";
import { iconMapFromSet, toIconData } from "./icon-data";

const SET: IconifyJSON = {
  prefix: "demo",
  width: 24,
  height: 24,
  icons: { house: { body: "<path d='M1 1'/>" }, wide: { body: "<rect/>", width: 48, left: 2 } },
  aliases: { "house-mirrored": { parent: "house", hFlip: true }, "house-turned": { parent: "house", rotate: 1 } },
};

test("toIconData keeps the viewBox and the body, transformations applied", () => {
  expect(toIconData({ body: "<path/>", width: 24, height: 24 })).toEqual({ viewBox: "0 0 24 24", body: "<path/>" });
  expect(toIconData({ body: "<rect/>", left: 2, top: 0, width: 48, height: 24 })).toEqual({
    viewBox: "2 0 48 24",
    body: "<rect/>",
  });
  expect(toIconData({ body: "<path/>", width: 24, height: 24, hFlip: true })).toEqual({
    viewBox: "0 0 24 24",
    body: '<g transform="translate(24 0) scale(-1 1)"><path/></g>',
  });
});

test("iconMapFromSet keys icons by prefix:name, resolves aliases and maps unknown names to null", () => {
  const map = iconMapFromSet(SET, ["house", "house-mirrored", "house-turned", "wide", "nope"]);
  expect(Object.keys(map)).toEqual([
    "demo:house",
    "demo:house-mirrored",
    "demo:house-turned",
    "demo:wide",
    "demo:nope",
  ]);
  expect(map["demo:house"]).toEqual({ viewBox: "0 0 24 24", body: "<path d='M1 1'/>" });
  expect(map["demo:house-mirrored"]!.body).toBe("<g transform=\"translate(24 0) scale(-1 1)\"><path d='M1 1'/></g>");
  expect(map["demo:house-turned"]!.body).toBe("<g transform=\"rotate(90 12 12)\"><path d='M1 1'/></g>");
  expect(map["demo:wide"]).toEqual({ viewBox: "2 0 48 24", body: "<rect/>" });
  expect(map["demo:nope"]).toBeNull();
});
