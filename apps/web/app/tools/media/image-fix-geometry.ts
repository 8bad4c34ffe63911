/** 一键修正's geometry: the output size for a placement, the crop around a focus point, the quality search. */
import type { Placement } from "./placement-specs";

/** Output pixel size for 一键修正: the placement's ratio at the largest size the source and the limits allow. */
export function targetSize(src: { width: number; height: number }, p: Placement): { width: number; height: number } {
  if (p.minWidth !== undefined && p.minWidth === p.maxWidth && p.minHeight === p.maxHeight)
    return { width: p.minWidth, height: p.minHeight! };
  const ratio = p.ratio ?? src.width / src.height;
  // Largest crop of the source at the ratio.
  let w = Math.min(src.width, src.height * ratio);
  if (p.maxWidth !== undefined) w = Math.min(w, p.maxWidth);
  if (p.maxHeight !== undefined) w = Math.min(w, p.maxHeight * ratio);
  // Upscale only as far as the minimum demands.
  if (p.minWidth !== undefined) w = Math.max(w, p.minWidth);
  if (p.minHeight !== undefined) w = Math.max(w, p.minHeight * ratio);
  const width = Math.round(w);
  return { width, height: Math.round(width / ratio) };
}

/** The source rectangle at `ratio` as large as possible, centred on the focus point (0–1) and kept inside the image. */
export function cropRect(
  src: { width: number; height: number },
  ratio: number,
  focus: { x: number; y: number },
): { x: number; y: number; width: number; height: number } {
  const width = Math.min(src.width, src.height * ratio);
  const height = width / ratio;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return {
    x: clamp(focus.x * src.width - width / 2, src.width - width),
    y: clamp(focus.y * src.height - height / 2, src.height - height),
    width,
    height,
  };
}

/**
 * The highest JPEG/WebP quality whose output fits `maxBytes` (binary search,
 * ≤ 7 encodes). `encode` returns the encoded size at a quality 0–1.
 */
export async function searchQuality<T extends { size: number }>(
  encode: (q: number) => Promise<T>,
  maxBytes: number,
  options: { min?: number; max?: number; steps?: number } = {},
): Promise<{ result: T; quality: number } | null> {
  let lo = options.min ?? 0.3;
  let hi = options.max ?? 0.92;
  const top = await encode(hi);
  if (top.size <= maxBytes) return { result: top, quality: hi };
  const bottom = await encode(lo);
  if (bottom.size > maxBytes) return null;
  let best = { result: bottom, quality: lo };
  for (let k = 0; k < (options.steps ?? 5); k++) {
    const mid = (lo + hi) / 2;
    const r = await encode(mid);
    if (r.size <= maxBytes) {
      best = { result: r, quality: mid };
      lo = mid;
    } else hi = mid;
  }
  return best;
}

/** The JPEG quality below which 一键修正 would rather lose pixels than look blocky (0–1). */
export const GOOD_QUALITY = 0.7;

/**
 * A byte limit met with pixels before quality: the highest quality ≥ GOOD_QUALITY at full size; when even
 * that is too big, the largest scale (≥ `minScale`, the placement's minimum size) where it fits, found from
 * the last encode's size (bytes grow with the area); only at `minScale` does quality drop below
 * GOOD_QUALITY. A 50 KB avatar from a 1080² photo is thus about 550² at quality 70+, not 1080² at 32
 * (blocky), and a 5120×2880 photo fits instead of failing. `encode(scale, q)` encodes the output at
 * `scale` × its full size.
 */
export async function fitPixelsThenQuality<T extends { size: number }>(
  encode: (scale: number, quality: number) => Promise<T>,
  maxBytes: number,
  minScale: number,
): Promise<{ result: T; scale: number; quality: number } | null> {
  const floor = Math.min(1, minScale);
  let scale = 1;
  for (let round = 0; round < 5; round++) {
    const found = await searchQuality((q) => encode(scale, q), maxBytes, { min: GOOD_QUALITY });
    if (found) return { ...found, scale };
    if (scale <= floor) break;
    const atGood = await encode(scale, GOOD_QUALITY);
    scale = Math.max(floor, scale * Math.min(0.9, Math.sqrt((maxBytes * 0.95) / atGood.size)));
  }
  const last = await searchQuality((q) => encode(scale, q), maxBytes);
  return last && { ...last, scale };
}
