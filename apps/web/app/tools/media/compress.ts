/**
 * 图片压缩: re-encode with the browser's own JPEG/WebP encoder at a quality
 * or under a byte target (quality search, then 0.85× downscales while the
 * lowest quality is still too big). Re-encoding drops every metadata block;
 * `carryExif` puts a JPEG's EXIF back when the user switches removal off,
 * with Orientation set to 1 because the pixels are already upright.
 */
import { searchQuality } from "./image-inspect";

export type CompressOptions = { format: "jpeg" | "webp"; quality?: number; maxBytes?: number };
export type CompressResult = { ok: true; blob: Blob; width: number; height: number; quality: number } | { ok: false; message: string };

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function encode(canvas: AnyCanvas, type: string, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("encode failed"))), type, quality));
}

export async function compressImage(file: Blob, options: CompressOptions, makeCanvas: (w: number, h: number) => AnyCanvas): Promise<CompressResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { ok: false, message: "浏览器无法解码这张图片，请先转成 JPG 或 PNG。" };
  }
  const type = `image/${options.format}`;
  try {
    let scale = 1;
    for (let attempt = 0; attempt < 6; attempt++) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = makeCanvas(width, height);
      const ctx = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!ctx) return { ok: false, message: "浏览器不支持画布绘制。" };
      if (options.format === "jpeg") {
        ctx.fillStyle = "#fff";
        ctx.fillRect(0, 0, width, height);
      }
      ctx.imageSmoothingQuality = "high";
      ctx.drawImage(bitmap, 0, 0, width, height);
      if (options.maxBytes === undefined) {
        const q = options.quality ?? 0.8;
        return { ok: true, blob: await encode(canvas, type, q), width, height, quality: Math.round(q * 100) };
      }
      const found = await searchQuality((q) => encode(canvas, type, q), options.maxBytes, { min: 0.4 });
      if (found) return { ok: true, blob: found.result, width, height, quality: Math.round(found.quality * 100) };
      scale *= 0.85;
    }
    return { ok: false, message: "缩小尺寸后仍超过目标大小，请把目标调大一些。" };
  } finally {
    bitmap.close();
  }
}

/** The source JPEG's EXIF APP1 segment with Orientation forced to 1, or null. */
export function exifSegment(src: Uint8Array): Uint8Array | null {
  if (src[0] !== 0xff || src[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= src.length && src[i] === 0xff) {
    const marker = src[i + 1]!;
    const len = (src[i + 2]! << 8) | src[i + 3]!;
    if (marker === 0xda) break;
    if (marker === 0xe1 && String.fromCharCode(...src.subarray(i + 4, i + 8)) === "Exif") {
      const seg = src.slice(i, i + 2 + len);
      const t = 10;
      const le = seg[t] === 0x49;
      const r16 = (k: number) => (le ? seg[k]! | (seg[k + 1]! << 8) : (seg[k]! << 8) | seg[k + 1]!);
      const r32 = (k: number) => (le ? (seg[k]! | (seg[k + 1]! << 8) | (seg[k + 2]! << 16)) + seg[k + 3]! * 2 ** 24 : seg[k]! * 2 ** 24 + ((seg[k + 1]! << 16) | (seg[k + 2]! << 8) | seg[k + 3]!));
      const ifd = t + r32(t + 4);
      const count = ifd + 2 <= seg.length ? r16(ifd) : 0;
      for (let k = 0; k < count; k++) {
        const e = ifd + 2 + k * 12;
        if (e + 12 > seg.length) break;
        if (r16(e) === 0x0112) {
          seg[e + 8] = le ? 1 : 0;
          seg[e + 9] = le ? 0 : 1;
        }
      }
      return seg;
    }
    i += 2 + len;
  }
  return null;
}

/** Insert the segment right after the output's SOI (the browser's JPEG carries no EXIF of its own). */
export function withSegment(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}
