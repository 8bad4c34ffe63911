/**
 * How 图片压缩 meets a byte target fast (pure, unit-tested). A full-size
 * encode of a 12 MP photo costs 70–300 ms (browser JPEG) or seconds (AVIF),
 * and the old search made 7–20 of them. Instead the encoder runs on a
 * mosaic of tiles cut from the picture at its output scale (about 1 MP, so
 * every tile keeps the picture's real detail per pixel), the bytes per
 * pixel of the mosaic predict the full file, and the search runs on those
 * predictions. Full-size encodes only confirm the choice; when one misses,
 * its error corrects the prediction for the next round.
 */

/**
 * libavif's quality range for a byte target. The top was 70, where a detailed photo is about 110 KB at
 * 12 MP: a 200 KB target stopped there, at half the bytes and visibly below what libavif's own encoder
 * gives at 200 KB. 90 leaves the search room; 100 is lossless, whose files are many times larger.
 * libavif takes whole qualities (`step`), and on a noisy photo one step can add a third to the file, so a
 * third full-size encode (about 2 s at 12 MP) may land between an encode under the target and one over it.
 */
export const AVIF_QUALITY = { min: 20, max: 90, step: 1, maxEncodes: 3 };

export type Rect = { x: number; y: number; width: number; height: number };

export type Mosaic = {
  /** Output pixels of the mosaic (cols × rows tiles of `tile` px). */
  width: number;
  height: number;
  /** Per tile: where it comes from in the source bitmap and where it goes in the mosaic. */
  tiles: { from: Rect; to: Rect }[];
  /** Mosaic area / output area. */
  fraction: number;
};

/**
 * A grid of `tile`-px tiles spread evenly over the output (`scale` × the
 * source), one from the middle of each grid cell, at most `side` × `side`
 * of them. Null when the output is too small for sampling to pay off (the
 * caller encodes the whole picture instead).
 */
export function mosaicPlan(
  source: { width: number; height: number },
  scale: number,
  tile: number,
  side = 8,
): Mosaic | null {
  const outW = Math.max(1, Math.round(source.width * scale));
  const outH = Math.max(1, Math.round(source.height * scale));
  const cols = Math.min(side, Math.floor(outW / tile));
  const rows = Math.min(side, Math.floor(outH / tile));
  const width = cols * tile;
  const height = rows * tile;
  // Below four mosaics' worth of pixels a full encode is about as cheap as the samples.
  if (cols < 2 || rows < 2 || width * height * 4 > outW * outH) return null;
  const tiles: Mosaic["tiles"] = [];
  const cellW = outW / cols;
  const cellH = outH / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const ox = Math.floor(c * cellW + (cellW - tile) / 2);
      const oy = Math.floor(r * cellH + (cellH - tile) / 2);
      tiles.push({
        from: { x: ox / scale, y: oy / scale, width: tile / scale, height: tile / scale },
        to: { x: c * tile, y: r * tile, width: tile, height: tile },
      });
    }
  }
  return { width, height, tiles, fraction: (width * height) / (outW * outH) };
}

/** Full-file bytes from a mosaic's encoded size: headers once, the rest in proportion to the area. */
export function predictBytes(mosaicBytes: number, fraction: number, overhead: number): number {
  return overhead + Math.max(0, mosaicBytes - overhead) / fraction;
}

export type FitStep<T> = { scale: number; quality: number; result: T };

/**
 * The largest scale, then the highest quality, whose output fits `maxBytes`.
 * `estimate(scale, q)` predicts the size (cheap); `encode(scale, q)` makes the
 * real file (expensive, at most `maxEncodes` calls). Each real encode that
 * misses scales the next round's target by its error; a result well under the
 * limit gets one more try at a higher quality and is kept if that overshoots.
 */
export async function fitUnder<T extends { size: number }>(
  estimate: (scale: number, quality: number) => Promise<number>,
  encode: (scale: number, quality: number) => Promise<T>,
  maxBytes: number,
  range: { min: number; max: number; step?: number },
  options: { maxEncodes?: number; margin?: number; steps?: number } = {},
): Promise<FitStep<T> | null> {
  const margin = options.margin ?? 0.97;
  const maxEncodes = options.maxEncodes ?? 4;
  const snap = (q: number) => {
    const s = range.step ? Math.round(q / range.step) * range.step : q;
    return Math.min(range.max, Math.max(range.min, s));
  };
  let correction = 1;
  let best: FitStep<T> | null = null;
  // The lowest quality seen over the limit at the best one's scale: with it, a miss is bracketed.
  let over: { scale: number; quality: number; size: number } | null = null;
  const tried = new Set<string>();
  let encodes = 0;
  const tryAt = async (scale: number, quality: number) => {
    tried.add(`${scale}|${quality}`);
    encodes++;
    const result = await encode(scale, quality);
    if (result.size <= maxBytes) {
      if (!best || best.scale < scale || (best.scale === scale && best.quality < quality))
        best = { scale, quality, result };
    } else if (!over || (over.scale === scale && quality < over.quality)) over = { scale, quality, size: result.size };
    return result;
  };
  /** Between an encode under the limit and one over it at the same scale: log-bytes are near linear in quality. */
  const between = (): number | null => {
    const b = best as FitStep<T> | null;
    const o = over as { scale: number; quality: number; size: number } | null;
    if (!b || !o || b.scale !== o.scale || o.quality <= b.quality) return null;
    const t = Math.log((maxBytes * margin) / b.result.size) / Math.log(o.size / b.result.size);
    const raw = b.quality + Math.max(0, Math.min(1, t)) * (o.quality - b.quality);
    // Rounded down: the side of the bracket that stays under the limit.
    const q = range.step ? Math.floor(raw / range.step) * range.step : raw;
    return q > b.quality && q < o.quality && !tried.has(`${b.scale}|${q}`) ? q : null;
  };
  for (let round = 0; round < maxEncodes && encodes < maxEncodes; round++) {
    const target = (maxBytes * margin) / correction;
    // Largest scale whose lowest quality fits (bytes shrink roughly with the area); from full size each
    // round, since a corrected target may allow more than the last round did.
    let scale = 1;
    for (let k = 0; k < 6; k++) {
      const atMin = await estimate(scale, range.min);
      if (atMin <= target) break;
      scale *= Math.min(0.95, Math.sqrt(target / atMin) * 0.98);
    }
    // Highest quality at that scale (bisection on the estimate).
    let lo = range.min;
    let hi = range.max;
    let quality = range.min;
    if ((await estimate(scale, hi)) <= target) quality = hi;
    else {
      for (let k = 0; k < (options.steps ?? 6); k++) {
        const mid = (lo + hi) / 2;
        if ((await estimate(scale, mid)) <= target) lo = quality = mid;
        else hi = mid;
      }
    }
    quality = snap(quality);
    if (tried.has(`${scale}|${quality}`)) {
      // The estimate keeps pointing at an encode already made that came out well under the limit: the
      // next step up is the one real encode that can tell (its overshoot ends the search below).
      const b = best as FitStep<T> | null;
      if (!b || b.scale !== scale || !range.step) break;
      quality = snap(b.quality + range.step);
      if (quality <= b.quality || tried.has(`${scale}|${quality}`)) break;
    }
    const result = await tryAt(scale, quality);
    const predicted = await estimate(scale, quality);
    correction *= result.size / predicted;
    if (result.size <= maxBytes) {
      // Close enough, or nothing left to gain: done.
      if (result.size >= maxBytes * 0.85 || (quality >= range.max && scale >= 1)) return best;
    } else if (best) {
      // Over after an encode under it: the rest of the budget goes between the two, never past the limit.
      for (let q = between(); q !== null && encodes < maxEncodes; q = between()) await tryAt(scale, q);
      return best;
    }
  }
  return best;
}
