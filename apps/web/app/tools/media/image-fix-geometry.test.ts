import { describe, expect, test } from "vitest";
import { fitPixelsThenQuality, GOOD_QUALITY, searchQuality, targetSize } from "./image-fix-geometry";
import { placementByKey } from "./placement-specs";

/**
 * A JPEG-like size model: bytes = pixels × bytes-per-pixel(quality). Calibrated on the reported case: a
 * 1080² photo meets 50 KB only at quality ≈ 0.32, and 0.7 costs about four times as much per pixel.
 */
const bytesPerPixel = (q: number) => 0.03 + 0.5 * q ** 4;
const model = (width: number, height: number) => {
  const calls: { scale: number; q: number }[] = [];
  const encode = async (scale: number, q: number) => {
    calls.push({ scale, q });
    return { size: Math.round(width * scale * (height * scale) * bytesPerPixel(q)) };
  };
  return { encode, calls };
};

describe("一键修正 under a small byte limit (TikTok 广告头像, 50 KB)", () => {
  const avatar = placementByKey.get("tiktok-profile")!;
  const KB = 1024;

  test("quality alone (the old path) reaches 50 KB from 1080² only at a blocky quality, and not at all from 5120×2880", async () => {
    const small = model(1080, 1080);
    expect((await searchQuality((q) => small.encode(1, q), 50 * KB))!.quality).toBeLessThan(0.4);
    const size = targetSize({ width: 5120, height: 2880 }, avatar);
    const big = model(size.width, size.height);
    expect(await searchQuality((q) => big.encode(1, q), 50 * KB)).toBeNull();
  });

  test("1080²: fewer pixels at a good quality, under the limit", async () => {
    const m = model(1080, 1080);
    const r = (await fitPixelsThenQuality(m.encode, 50 * KB, 120 / 1080))!;
    expect(r.result.size).toBeLessThanOrEqual(50 * KB);
    expect(r.quality).toBeGreaterThanOrEqual(GOOD_QUALITY);
    expect(r.scale).toBeLessThan(1);
    // Not needlessly small: at least 400 px a side (the limit allows about 550).
    expect(1080 * r.scale).toBeGreaterThan(400);
    expect(m.calls.length).toBeLessThanOrEqual(30);
  });

  test("5120×2880 (cropped to 2880²) now fits instead of failing", async () => {
    const size = targetSize({ width: 5120, height: 2880 }, avatar);
    expect(size).toEqual({ width: 2880, height: 2880 });
    const r = (await fitPixelsThenQuality(model(2880, 2880).encode, 50 * KB, 120 / 2880))!;
    expect(r.result.size).toBeLessThanOrEqual(50 * KB);
    expect(r.quality).toBeGreaterThanOrEqual(GOOD_QUALITY);
  });

  test("a placement with a fixed size never loses pixels: quality drops instead, or it fails", async () => {
    // minScale 1: the output must stay at the placement's size.
    const r = (await fitPixelsThenQuality(model(1080, 1080).encode, 50 * KB, 1))!;
    expect(r.scale).toBe(1);
    expect(r.quality).toBeLessThan(GOOD_QUALITY);
    expect(await fitPixelsThenQuality(model(4000, 4000).encode, 50 * KB, 1)).toBeNull();
  });

  test("a picture already under the limit keeps its full size and top quality", async () => {
    const r = (await fitPixelsThenQuality(model(300, 300).encode, 50 * KB, 0.4))!;
    expect(r).toMatchObject({ scale: 1, quality: 0.92 });
  });

  test("at the minimum size quality may drop below good rather than fail", async () => {
    const r = (await fitPixelsThenQuality(model(1080, 1080).encode, 12 * KB, 300 / 1080))!;
    expect(r.scale).toBeCloseTo(300 / 1080);
    expect(r.quality).toBeLessThan(GOOD_QUALITY);
    expect(r.result.size).toBeLessThanOrEqual(12 * KB);
  });
});
