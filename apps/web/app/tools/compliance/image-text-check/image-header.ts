/**
 * Reads only an image's header (first 256 KB) for its pixel size, so a
 * 100 MP picture is refused before the browser decodes 400 MB of pixels.
 */
import { MAX_PIXELS } from "../../engines/ocr/worker-protocol";
import { inspectBytes, orientedSize } from "../../engines/image-probe/header";

export type HeaderVerdict = { ok: true } | { ok: false; message: string };

export async function checkImageHeader(file: Blob): Promise<HeaderVerdict> {
  const bytes = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer());
  const facts = inspectBytes(bytes);
  if (!facts.format || !["jpeg", "png", "webp", "gif", "bmp"].includes(facts.format))
    return { ok: false, message: "不是可识别的图片：请使用 JPG、PNG、WebP 或 GIF（取第一帧）。" };
  if (facts.storedWidth && facts.storedHeight) {
    const { width, height } = orientedSize(facts.storedWidth, facts.storedHeight, facts.orientation);
    if (width * height > MAX_PIXELS)
      return {
        ok: false,
        message: `图片太大（${width} × ${height}，约 ${Math.round((width * height) / 1e6)} MP）：请缩小到 ${MAX_PIXELS / 1e6} MP 以内再检测。`,
      };
  }
  return { ok: true };
}
