/**
 * The file-format sweep for the media tools' header reader, against ImageMagick 6.9.11 `identify` (run on
 * these same files when they were made: tests/media-fixtures/README.md). Every file says its real format, its size as
 * displayed, and whether it is whole; none throws.
 */
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { checkPlacement, inspectBytes, orientedSize } from "./image-inspect";
import { placementByKey } from "./placement-specs";

const dir = fileURLToPath(new URL("../../../tests/media-fixtures/", import.meta.url));
const read = (name: string) => new Uint8Array(readFileSync(dir + name));
const shown = (name: string) => {
  const f = inspectBytes(read(name));
  return f.storedWidth && f.storedHeight ? orientedSize(f.storedWidth, f.storedHeight, f.orientation) : null;
};

describe("identify agrees", () => {
  test.each([
    ["iphone-like.heic", "heic", 64, 48],
    ["small.avif", "avif", 64, 48],
    ["cmyk.jpg", "jpeg", 64, 48],
    ["progressive.jpg", "jpeg", 160, 120],
    ["truncated.jpg", "jpeg", 160, 120],
    ["sixteen-bit.png", "png", 32, 24],
    ["animated.webp", "webp", 32, 32],
    ["png-named.jpg", "png", 32, 24],
  ])("%s: %s %i×%i", (name, format, width, height) => {
    expect(inspectBytes(read(name)).format).toBe(format);
    expect(shown(name)).toEqual({ width, height });
  });

  test("EXIF orientations 1–8: 5–8 swap width and height", () => {
    for (let o = 1; o <= 8; o++) {
      const f = inspectBytes(read(`orient-${o}.jpg`));
      expect(f.orientation).toBe(o);
      expect(shown(`orient-${o}.jpg`)).toEqual(o >= 5 ? { width: 48, height: 64 } : { width: 64, height: 48 });
    }
  });

  test("animated WebP has 3 frames; a zero-length file has no format and no size", () => {
    expect(inspectBytes(read("animated.webp")).frames).toBe(3);
    expect(inspectBytes(read("zero-length.jpg"))).toMatchObject({ format: null, storedWidth: null });
  });

  test("every fixture: no throw, and truncation only where the file is cut", () => {
    for (const name of readdirSync(dir).filter((n) => !n.endsWith(".md"))) {
      const f = inspectBytes(read(name));
      expect(f.truncated, name).toBe(name === "truncated.jpg");
    }
  });
});

describe("one answer per file", () => {
  test("a CMYK JPEG fails every placement, saying to convert to RGB", () => {
    const f = inspectBytes(read("cmyk.jpg"));
    expect(f.cmyk).toBe(true);
    const v = checkPlacement(
      { width: 640, height: 640, bytes: 597, format: f.format, frames: 1, cmyk: true },
      placementByKey.get("tencent-moments-310")!,
    );
    expect(v.verdict).toBe("fail");
    expect(v.failures.join()).toMatch(/CMYK.*RGB/);
  });

  test("HEIC is judged on shape and bytes, and its format fails with how to convert", () => {
    const v = checkPlacement(
      { width: 1280, height: 720, bytes: 500_000, format: "heic", frames: 1 },
      placementByKey.get("oceanengine-large-horizontal")!,
    );
    expect(v.failures).toHaveLength(1);
    expect(v.failures[0]).toMatch(/HEIC.*转成 JPG/);
  });
});
