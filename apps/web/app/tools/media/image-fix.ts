/**
 * 一键修正 for one file and one placement: crop around the focus point to the
 * placement's ratio, resize to its pixel limits, and encode under its byte
 * limit (fewer pixels before a blocky quality, down to the placement's
 * minimum size: image-fix-geometry.ts). Runs in the worker with
 * OffscreenCanvas, or on the main thread with a <canvas> where workers cannot draw.
 */
import { cropRect, targetSize } from "./image-inspect";
import { fitPixelsThenQuality } from "./image-fix-geometry";
import type { Placement } from "./placement-specs";
import { undecodableReasonOf } from "../engines/image-probe/unreadable";

export type FixResult =
  { ok: true; blob: Blob; width: number; height: number; quality: number | null } | { ok: false; message: string };

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function toBlob(canvas: AnyCanvas, type: string, quality?: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("encode failed"))), type, quality),
  );
}

export async function fixImage(
  file: Blob,
  placement: Placement,
  focus: { x: number; y: number },
  makeCanvas: (w: number, h: number) => AnyCanvas,
): Promise<FixResult> {
  const canJpeg = placement.formats.includes("jpeg");
  if (!canJpeg && !placement.formats.includes("png"))
    return {
      ok: false,
      message: `${placement.name}只收 ${placement.formats.join("/")}，无法自动生成，请用原始素材导出。`,
    };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { ok: false, message: await undecodableReasonOf(file) };
  }
  try {
    const src = { width: bitmap.width, height: bitmap.height };
    const size = targetSize(src, placement);
    const crop = cropRect(src, size.width / size.height, focus);
    const draw = (width: number, height: number) => {
      const canvas = makeCanvas(width, height);
      const ctx = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!ctx) return null;
      ctx.imageSmoothingQuality = "high";
      // JPEG has no alpha: a white matte instead of black behind transparent PNGs.
      if (canJpeg) {
        ctx.fillStyle = "#fff";
        ctx.fillRect(0, 0, width, height);
      }
      ctx.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
      return canvas;
    };
    const canvas = draw(size.width, size.height);
    if (!canvas) return { ok: false, message: "浏览器不支持画布绘制。" };
    if (!canJpeg) {
      const png = await toBlob(canvas, "image/png");
      if (placement.maxBytes !== undefined && png.size > placement.maxBytes)
        return { ok: false, message: `PNG 为 ${Math.round(png.size / 1024)} KB，超过上限且该版位不收 JPG。` };
      return { ok: true, blob: png, ...size, quality: null };
    }
    const max = placement.maxBytes ?? Infinity;
    // Smaller canvases for the byte limit, never under the placement's minimum size (or 120 px a side).
    const sizeAt = (scale: number) => ({
      width: Math.max(1, Math.round(size.width * scale)),
      height: Math.max(1, Math.round(size.height * scale)),
    });
    const minScale = Math.max(
      (placement.minWidth ?? 0) / size.width,
      (placement.minHeight ?? 0) / size.height,
      Math.min(1, 120 / Math.min(size.width, size.height)),
    );
    const canvases = new Map<number, AnyCanvas>([[1, canvas]]);
    const encode = async (scale: number, q: number) => {
      let c = canvases.get(scale);
      if (!c) {
        const { width, height } = sizeAt(scale);
        c = draw(width, height) ?? canvas;
        canvases.set(scale, c);
      }
      return toBlob(c, "image/jpeg", q);
    };
    const found = await fitPixelsThenQuality(encode, max, minScale);
    if (!found)
      return { ok: false, message: "缩小到版位最小尺寸、压到最低画质仍超过文件大小上限，请换一张细节少一些的图。" };
    return { ok: true, blob: found.result, ...sizeAt(found.scale), quality: Math.round(found.quality * 100) };
  } finally {
    bitmap.close();
  }
}
