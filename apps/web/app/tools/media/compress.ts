/**
 * 图片压缩: JPEG and WebP with the browser's own encoders (canvas; why not
 * MozJPEG / libwebp in wasm: README.md beside this file), AVIF with libavif
 * in wasm (avif-encode.ts, loaded only when AVIF is chosen). At a quality, or
 * under a byte target: the largest size, then the highest quality, that fits
 * (compress-plan.ts: sampled estimates, few full-size encodes). Re-encoding
 * drops every metadata block; exif-carry.ts puts a JPEG's EXIF back when the
 * user switches removal off.
 */
import { AVIF_QUALITY, fitUnder, mosaicPlan, predictBytes, type Mosaic } from "./compress-plan";
import { undecodableReasonOf } from "../engines/image-probe/unreadable";

export type CompressFormat = "jpeg" | "webp" | "avif";
/** `quality` 0–1 (the slider's 30–95 over 100). */
export type CompressOptions = { format: CompressFormat; quality?: number; maxBytes?: number };
export type CompressResult =
  { ok: true; blob: Blob; width: number; height: number; quality: number } | { ok: false; message: string };

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

type Encoder = {
  /** Quality range of a byte-target search, in the encoder's own units. */
  min: number;
  max: number;
  /** Mosaic tile (px): a multiple of the codec's block (JPEG 16, WebP 16, AVIF 64). */
  tile: number;
  /** Full-size encodes a byte target may spend (AVIF: seconds each at 12 MP). */
  maxEncodes: number;
  fromSlider: (q: number) => number;
  /** The number shown as 画质. */
  label: (q: number) => number;
  encode: (canvas: AnyCanvas, ctx: Ctx, q: number) => Promise<Blob>;
};

function canvasBlob(canvas: AnyCanvas, type: string, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("encode failed"))), type, quality),
  );
}

const canvasEncoder = (type: string): Encoder => ({
  min: 0.4,
  max: 0.92,
  tile: 128,
  maxEncodes: 4,
  fromSlider: (q) => q,
  label: (q) => Math.round(q * 100),
  encode: (canvas, _ctx, q) => canvasBlob(canvas, type, q),
});

const encoders: Record<CompressFormat, Encoder> = {
  jpeg: canvasEncoder("image/jpeg"),
  webp: canvasEncoder("image/webp"),
  // libavif's quality 0–100; the slider's 80 maps to 60, about where AVIF matches a JPEG at 80.
  avif: {
    ...AVIF_QUALITY,
    tile: 64,
    fromSlider: (q) => Math.round(q * 75),
    label: (q) => Math.round(q),
    encode: async (canvas, ctx, q) => {
      const { encodeAvif } = await import("./avif-encode");
      return encodeAvif(ctx.getImageData(0, 0, canvas.width, canvas.height), q);
    },
  },
};

export async function compressImage(
  file: Blob,
  options: CompressOptions,
  makeCanvas: (w: number, h: number) => AnyCanvas,
): Promise<CompressResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { ok: false, message: await undecodableReasonOf(file) };
  }
  const enc = encoders[options.format];
  // JPEG has no alpha: a white matte instead of black behind transparent PNGs.
  const matte = options.format === "jpeg";
  const draw = (width: number, height: number, paint: (ctx: Ctx) => void) => {
    const canvas = makeCanvas(width, height);
    const ctx = canvas.getContext("2d") as Ctx | null;
    if (!ctx) throw new Error("no 2d context");
    if (matte) {
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, width, height);
    }
    ctx.imageSmoothingQuality = "high";
    paint(ctx);
    return { canvas, ctx };
  };
  // The whole picture at a scale (the last one is kept: the search confirms at the same scale).
  const sizeAt = (scale: number) => ({
    width: Math.max(1, Math.round(bitmap.width * scale)),
    height: Math.max(1, Math.round(bitmap.height * scale)),
  });
  let full: { scale: number; canvas: AnyCanvas; ctx: Ctx } | null = null;
  const render = (scale: number) => {
    if (full?.scale !== scale) {
      const { width, height } = sizeAt(scale);
      full = { scale, ...draw(width, height, (ctx) => ctx.drawImage(bitmap, 0, 0, width, height)) };
    }
    return full;
  };
  const done = (blob: Blob, scale: number, q: number): CompressResult => ({
    ok: true,
    blob,
    ...sizeAt(scale),
    quality: enc.label(q),
  });
  try {
    if (options.maxBytes === undefined) {
      const q = enc.fromSlider(options.quality ?? 0.8);
      const { canvas, ctx } = render(1);
      return done(await enc.encode(canvas, ctx, q), 1, q);
    }
    const maxBytes = options.maxBytes;
    // Real encodes by (scale, quality): a small picture is searched on them directly.
    const encoded = new Map<string, Promise<Blob>>();
    const encodeFull = (scale: number, q: number) => {
      const key = `${scale}|${q}`;
      let p = encoded.get(key);
      if (!p) {
        const { canvas, ctx } = render(scale);
        p = enc.encode(canvas, ctx, q);
        encoded.set(key, p);
      }
      return p;
    };
    const mosaics = new Map<number, { plan: Mosaic; canvas: AnyCanvas; ctx: Ctx } | null>();
    const mosaicAt = (scale: number) => {
      if (!mosaics.has(scale)) {
        const plan = mosaicPlan(bitmap, scale, enc.tile);
        mosaics.set(
          scale,
          plan && {
            plan,
            ...draw(plan.width, plan.height, (ctx) =>
              plan.tiles.forEach(({ from, to }) =>
                ctx.drawImage(bitmap, from.x, from.y, from.width, from.height, to.x, to.y, to.width, to.height),
              ),
            ),
          },
        );
      }
      return mosaics.get(scale)!;
    };
    const overheads = new Map<number, Promise<number>>();
    const overhead = (q: number) => {
      let p = overheads.get(q);
      if (!p) {
        const tiny = draw(8, 8, () => {});
        p = enc.encode(tiny.canvas, tiny.ctx, q).then((b) => b.size);
        overheads.set(q, p);
      }
      return p;
    };
    const estimates = new Map<string, Promise<number>>();
    const estimate = (scale: number, q: number) => {
      const key = `${scale}|${q}`;
      let p = estimates.get(key);
      if (!p) {
        const m = mosaicAt(scale);
        p = m
          ? Promise.all([enc.encode(m.canvas, m.ctx, q), overhead(q)]).then(([b, o]) =>
              predictBytes(b.size, m.plan.fraction, o),
            )
          : encodeFull(scale, q).then((b) => b.size);
        estimates.set(key, p);
      }
      return p;
    };
    const fit = await fitUnder(estimate, encodeFull, maxBytes, enc, { maxEncodes: enc.maxEncodes });
    if (fit) return done(fit.result, fit.scale, fit.quality);
    return { ok: false, message: "缩小尺寸后仍超过目标大小，请把目标调大一些。" };
  } catch {
    return {
      ok: false,
      message:
        options.format === "avif"
          ? "AVIF 编码失败（浏览器内存不足或不支持 WebAssembly），请改用 JPG 或 WebP。"
          : "压缩失败，请重试或换一个文件。",
    };
  } finally {
    bitmap.close();
  }
}
