import { expect, test } from "vitest";
import { heifSize, isTruncated } from "./container";
import { inspectBytes, orientedSize } from "./header";

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
const box = (type: string, body: number[]) => [
  ...u32(8 + body.length),
  ...[...type].map((c) => c.charCodeAt(0)),
  ...body,
];
const full = (type: string, body: number[]) => box(type, [0, 0, 0, 0, ...body]);
const ispe = (w: number, h: number) => full("ispe", [...u32(w), ...u32(h)]);

/**
 * An iPhone-style HEIC header: the primary item 1 is the grid, items 2–3 its 512×512 tiles. The tiles'
 * ispe comes first in ipco and is larger than the picture (a grid may crop the tiles' padding), so only
 * ipma tells which size is the photo's.
 */
function iphoneGrid(quarterTurns: number): Uint8Array {
  const ipco = box("ipco", [...ispe(4096, 4096), ...ispe(4032, 3024), ...box("irot", [quarterTurns])]);
  const ipma = full("ipma", [
    ...u32(3),
    ...u16(1),
    2,
    0x82,
    0x83, // item 1 (grid): ispe 4032×3024 and irot, both essential
    ...u16(2),
    1,
    0x81, // tiles: the 4096 ispe
    ...u16(3),
    1,
    0x81,
  ]);
  const meta = full("meta", [...full("pitm", u16(1)), ...box("iprp", [...ipco, ...ipma])]);
  return new Uint8Array([...box("ftyp", [..."heic"].map((c) => c.charCodeAt(0)).concat(0, 0, 0, 0)), ...meta]);
}

test("an iPhone grid HEIC: the primary item's size, not a tile's, turned by its irot", () => {
  expect(heifSize(iphoneGrid(0))).toEqual({ width: 4032, height: 3024, quarterTurns: 0 });
  expect(heifSize(iphoneGrid(1))).toEqual({ width: 4032, height: 3024, quarterTurns: 1 });
  const facts = inspectBytes(iphoneGrid(1));
  expect(facts.format).toBe("heic");
  expect(orientedSize(facts.storedWidth!, facts.storedHeight!, facts.orientation)).toEqual({
    width: 3024,
    height: 4032,
  });
});

test("a HEIC cut short: no size rather than a tile's, and 文件不完整", () => {
  // The picture's data (mdat) after the header, as in a real file.
  const whole = new Uint8Array([...iphoneGrid(0), ...box("mdat", new Array(64).fill(7))]);
  expect(isTruncated("heic", whole)).toBe(false);
  for (let cut = 1; cut < whole.length; cut++) {
    const part = whole.subarray(0, cut);
    const size = heifSize(part);
    if (size) expect(size.width, `cut at ${cut}`).toBe(4032);
    expect(isTruncated("heic", part), `cut at ${cut}`).toBe(true);
  }
});
