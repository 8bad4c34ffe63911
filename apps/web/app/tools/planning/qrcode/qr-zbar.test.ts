/**
 * Our SVG export decoded by an independent reader, ZBar (`zbarimg` from Debian's zbar-tools, LGPL-2.1,
 * a test-time tool only): a property sweep over text (any Unicode, URLs with query strings, long
 * Chinese), 容错等级, 白边, 尺寸 and colours. The SVG is rasterised here exactly as written (its
 * background rect and the path's module squares, luma per Rec. 601; ImageMagick's own SVG renderer
 * leaves seams between adjacent squares that no browser draws, and made every coloured code unreadable),
 * and ZBar reads each back with `-Sbinary` (the raw bytes, no charset guessing), which must equal the
 * text's UTF-8. Where `zbarimg` is not installed the sweep is skipped and says so (apt-get install zbar-tools).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { capacityProblem, EC_LEVELS, layout, qrMatrix, qrSvg, type QrOptions } from "./qr";

const has = (cmd: string) => {
  try {
    execFileSync(cmd, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};
const ready = has("zbarimg");

const luma = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return Math.round(0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255));
};

/** The SVG as a greyscale PGM: its size, the background rect, then every `M x y h c v c h -c z` square. */
function rasterise(svg: string): { pgm: Buffer; width: number; height: number } {
  const width = Number(/width="(\d+)"/.exec(svg)![1]);
  const height = Number(/height="(\d+)"/.exec(svg)![1]);
  const bg = luma(/<rect width="\d+" height="\d+" fill="(#[0-9a-f]{6})"/i.exec(svg)![1]!);
  const [, fg, d] = /<path fill="(#[0-9a-f]{6})" d="([^"]*)"/i.exec(svg)!;
  const px = Buffer.alloc(width * height, bg);
  for (const m of d!.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)h-\d+z/g)) {
    const [x, y, w, h] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    for (let yy = y; yy < y + h; yy++) px.fill(luma(fg!), yy * width + x, yy * width + x + w);
  }
  return { pgm: Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), px]), width, height };
}

const texts = fc.oneof(
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: fc.constantFrom(..."双十一满减活动领券立即购买，。！🎉"), minLength: 1, maxLength: 400 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 80 }),
);
const cases = fc.record({
  text: texts,
  level: fc.constantFrom(...EC_LEVELS),
  margin: fc.integer({ min: 1, max: 10 }),
  size: fc.integer({ min: 128, max: 1024 }),
  dark: fc.constantFrom("#000000", "#111827", "#1d4ed8", "#7c2d12"),
});

/** Codes per run: each zbarimg call costs 50–250 ms on the 2-core test machine. */
const N = 24;

describe.skipIf(!ready)("二维码 SVG read back by ZBar (independent decoder)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "qr-zbar-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test(`${N} generated codes decode to exactly the bytes typed, at the pixel size layout() promises`, () => {
    const sample = fc
      .sample(cases, { seed: 20261127, numRuns: N * 2 })
      .filter((c) => capacityProblem(c.text, c.level) === null)
      .slice(0, N);
    expect(sample.length).toBe(N);
    const misses: string[] = [];
    sample.forEach((c, i) => {
      const options: QrOptions = {
        size: c.size,
        margin: c.margin,
        level: c.level,
        fg: c.dark,
        bg: "#ffffff",
        logoRatio: 0,
      };
      const matrix = qrMatrix(c.text, c.level);
      const image = rasterise(qrSvg(matrix, options, null));
      // The SVG is the size layout() reports (the page says so when it is larger than asked).
      expect([image.width, image.height]).toEqual([layout(matrix, options).px, layout(matrix, options).px]);
      const file = path.join(dir, `${i}.pgm`);
      writeFileSync(file, image.pgm);
      let out: Buffer = Buffer.alloc(0);
      try {
        out = execFileSync("zbarimg", ["-q", "--raw", "-Sbinary", file], { stdio: ["ignore", "pipe", "ignore"] });
      } catch {
        // zbarimg exits 4 when it finds no code.
      }
      // With -Sbinary, --raw writes the symbol's bytes and nothing else.
      if (!out.equals(Buffer.from(c.text, "utf8")))
        misses.push(`${c.level} margin ${c.margin} size ${c.size} ${c.dark}: ${JSON.stringify(c.text).slice(0, 60)}`);
    });
    expect(misses).toEqual([]);
  }, 120_000);
});

test.runIf(!ready)("ZBar sweep skipped: zbarimg is not installed here", () => {
  expect(ready).toBe(false);
});
