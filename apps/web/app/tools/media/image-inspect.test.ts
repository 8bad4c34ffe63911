import { describe, expect, test } from "vitest";
import {
  checkPlacement,
  cropRect,
  gifFrameCount,
  inspectBytes,
  nearestRatio,
  orientedSize,
  searchQuality,
  sniffFormat,
  targetSize,
} from "./image-inspect";
import { placementByKey, placements } from "./placement-specs";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const be16 = (n: number) => [n >> 8, n & 255];
const be32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, n >> 8];
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];

/** A JPEG header: EXIF (little-endian TIFF, one IFD entry: Orientation) + SOF0 + SOS. */
function jpeg(width: number, height: number, orientation: number | null, components = 3) {
  const tiff =
    orientation === null
      ? []
      : [
          "II".charCodeAt(0),
          "I".charCodeAt(0),
          ...le16(42),
          ...le32(8),
          ...le16(1),
          ...le16(0x0112),
          ...le16(3),
          ...le32(1),
          ...le16(orientation),
          0,
          0,
          ...le32(0),
        ];
  const app1 =
    orientation === null
      ? []
      : [0xff, 0xe1, ...be16(2 + 6 + tiff.length), ..."Exif".split("").map((c) => c.charCodeAt(0)), 0, 0, ...tiff];
  const sof = [
    0xff,
    0xc0,
    ...be16(8 + 3 * components),
    8,
    ...be16(height),
    ...be16(width),
    components,
    ...Array(3 * components).fill(1),
  ];
  return bytes([0xff, 0xd8], app1, sof, [0xff, 0xda, 0, 2], Array(8).fill(0));
}

function png(width: number, height: number, extra: number[] = []) {
  const ihdr = [
    ...be32(13),
    ..."IHDR".split("").map((c) => c.charCodeAt(0)),
    ...be32(width),
    ...be32(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  return bytes([0x89], "PNG\r\n\x1a\n", ihdr, extra, be32(0), "IDAT", [0, 0, 0, 0]);
}

describe("format, size, orientation", () => {
  test("magic bytes decide the format, not the name", () => {
    expect(sniffFormat(jpeg(10, 10, null))).toBe("jpeg");
    expect(sniffFormat(png(1, 1))).toBe("png");
    expect(sniffFormat(bytes("GIF89a", Array(10).fill(0)))).toBe("gif");
    expect(sniffFormat(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(sniffFormat(bytes([0, 0, 0, 24], "ftypheic", Array(8).fill(0)))).toBe("heic");
    expect(sniffFormat(bytes([0, 0, 0, 24], "ftypavif", Array(8).fill(0)))).toBe("avif");
    expect(sniffFormat(bytes("hello world, not an image"))).toBeNull();
  });

  test("JPEG size from SOF and EXIF orientation 6 swaps the displayed size", () => {
    const facts = inspectBytes(jpeg(4000, 3000, 6));
    expect(facts).toMatchObject({ format: "jpeg", storedWidth: 4000, storedHeight: 3000, orientation: 6, frames: 1 });
    expect(orientedSize(4000, 3000, facts.orientation)).toEqual({ width: 3000, height: 4000 });
    expect(orientedSize(4000, 3000, 3)).toEqual({ width: 4000, height: 3000 });
    expect(inspectBytes(jpeg(800, 600, null)).orientation).toBe(1);
    expect(inspectBytes(jpeg(800, 600, null, 4)).colorSpace).toMatch(/CMYK/);
  });

  test("PNG: IHDR size, colour type, APNG frame count from acTL", () => {
    expect(inspectBytes(png(640, 800))).toMatchObject({ storedWidth: 640, storedHeight: 800, frames: 1 });
    expect(inspectBytes(png(640, 800)).colorSpace).toMatch(/RGB \+ 透明/);
    const actl = [...be32(8), ..."acTL".split("").map((c) => c.charCodeAt(0)), ...be32(12), ...be32(0), 0, 0, 0, 0];
    expect(inspectBytes(png(100, 100, actl)).frames).toBe(12);
  });

  test("GIF frame count walks the blocks", () => {
    const frame = [0x2c, ...le16(0), ...le16(0), ...le16(2), ...le16(2), 0, 2, 2, 0x4c, 0x01, 0];
    const gce = [0x21, 0xf9, 4, 0, 10, 0, 0, 0];
    const gif = bytes(
      "GIF89a",
      le16(690),
      le16(388),
      [0x80, 0, 0],
      Array(6).fill(0),
      gce,
      frame,
      gce,
      frame,
      gce,
      frame,
      [0x3b],
    );
    expect(gifFrameCount(gif)).toBe(3);
    expect(inspectBytes(gif)).toMatchObject({ storedWidth: 690, storedHeight: 388, frames: 3 });
  });

  test("WebP VP8X size and ANMF frames", () => {
    const vp8x = ["VP8X", le32(10), [0x02, 0, 0, 0], [0xff, 0x04, 0], [0x7f, 0x07, 0]];
    const anmf = ["ANMF", le32(2), [0, 0]];
    const webp = bytes("RIFF", le32(0), "WEBP", ...vp8x, ...anmf, ...anmf);
    expect(inspectBytes(webp)).toMatchObject({ format: "webp", storedWidth: 1280, storedHeight: 1920, frames: 2 });
  });
});

describe("ratios and placement verdicts", () => {
  test("nearest standard ratio", () => {
    expect(nearestRatio(1080, 1920).label).toBe("9:16");
    expect(nearestRatio(1080, 1440).label).toBe("3:4");
    expect(nearestRatio(900, 383).label).toBe("2.35:1");
    expect(nearestRatio(1200, 628).label).toBe("1.91:1");
  });

  test("each failed rule is named; a fitting image passes", () => {
    const large = placementByKey.get("oceanengine-large-horizontal")!;
    expect(
      checkPlacement({ width: 1920, height: 1080, bytes: 900_000, format: "jpeg", frames: 1 }, large),
    ).toMatchObject({ verdict: "pass", failures: [] });
    const bad = checkPlacement({ width: 1000, height: 1000, bytes: 2 * 1024 * 1024, format: "webp", frames: 1 }, large);
    expect(bad.verdict).toBe("fail");
    expect(bad.failures).toEqual([
      "格式 WebP 不在允许范围（JPG/PNG/BMP/GIF）",
      "宽高比 1.00 不符合 1.78（16:9）（允许 ±1%）",
      "宽 1000 px 小于最小 1280 px",
      "文件 2 MB 超过 1.5 MB",
    ]);
    const moments = placementByKey.get("tencent-moments-310")!;
    expect(
      checkPlacement({ width: 640, height: 800, bytes: 200 * 1024, format: "png", frames: 1 }, moments).verdict,
    ).toBe("pass");
    expect(
      checkPlacement({ width: 1280, height: 1600, bytes: 200 * 1024, format: "png", frames: 1 }, moments).failures,
    ).toEqual(["尺寸 1280×1600 不是要求的 640×800"]);
    expect(
      checkPlacement(
        { width: 1080, height: 1920, bytes: 1000, format: "png", frames: 4 },
        placementByKey.get("tiktok-infeed-9x16")!,
      ).failures,
    ).toEqual(["动图（4 帧），该版位只收静态图"]);
  });

  test("placement data: unique keys, a source with checkedAt on each, 小红书 not official", () => {
    expect(new Set(placements.map((p) => p.key)).size).toBe(placements.length);
    for (const p of placements) expect(p.source.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(placementByKey.get("xiaohongshu-3x4")!.source.confidence).not.toBe("official");
  });
});

describe("一键修正 geometry and quality search", () => {
  test("target size: fixed sizes, clamped ranges, ratio kept", () => {
    expect(targetSize({ width: 4000, height: 3000 }, placementByKey.get("tencent-moments-310")!)).toEqual({
      width: 640,
      height: 800,
    });
    expect(targetSize({ width: 4000, height: 3000 }, placementByKey.get("oceanengine-large-horizontal")!)).toEqual({
      width: 2560,
      height: 1440,
    });
    // Too small: scaled up to the minimum.
    expect(targetSize({ width: 800, height: 800 }, placementByKey.get("oceanengine-large-vertical")!)).toEqual({
      width: 720,
      height: 1280,
    });
  });

  test("crop follows the focus point and stays inside the image", () => {
    expect(cropRect({ width: 4000, height: 3000 }, 1, { x: 0.5, y: 0.5 })).toEqual({
      x: 500,
      y: 0,
      width: 3000,
      height: 3000,
    });
    expect(cropRect({ width: 4000, height: 3000 }, 1, { x: 0, y: 0.5 })).toMatchObject({ x: 0 });
    expect(cropRect({ width: 4000, height: 3000 }, 1, { x: 1, y: 0.5 })).toMatchObject({ x: 1000 });
  });

  test("quality search finds the highest quality under the limit in few encodes", async () => {
    const calls: number[] = [];
    const encode = async (q: number) => {
      calls.push(q);
      return { size: Math.round(q * 1_000_000) };
    };
    const r = await searchQuality(encode, 600_000);
    expect(r!.result.size).toBeLessThanOrEqual(600_000);
    expect(r!.quality).toBeGreaterThan(0.57);
    expect(calls.length).toBeLessThanOrEqual(7);
    expect(await searchQuality(encode, 100_000)).toBeNull();
    expect((await searchQuality(encode, 5_000_000))!.quality).toBe(0.92);
  });
});

describe("safe zones", () => {
  test("the union box on 1080×1920 is x 120–888, y 288–1248; zones scale with the frame; all are 参考值", async () => {
    const { safeRect } = await import("./safe-area/runner");
    const { safeZones } = await import("./placement-specs");
    const union = safeZones.find((z) => z.key === "union")!;
    expect(safeRect(union, 1080, 1920)).toEqual({ x: 120, y: 288, width: 768, height: 960 });
    expect(safeRect(union, 540, 960)).toEqual({ x: 60, y: 144, width: 384, height: 480 });
    expect(safeZones.every((z) => z.source.confidence === "reference")).toBe(true);
  });
});

describe("compression metadata", () => {
  test("the source EXIF is carried with Orientation reset to 1", async () => {
    const { exifSegment, withSegment } = await import("./exif-carry");
    const src = jpeg(4000, 3000, 6);
    const seg = exifSegment(src)!;
    expect(seg).not.toBeNull();
    const out = withSegment(jpeg(3000, 4000, null), seg);
    expect(inspectBytes(out)).toMatchObject({ storedWidth: 3000, storedHeight: 4000, orientation: 1 });
    // The original still says 6 (the segment was copied, not patched in place).
    expect(inspectBytes(src).orientation).toBe(6);
    expect(exifSegment(jpeg(10, 10, null))).toBeNull();
  });
});
