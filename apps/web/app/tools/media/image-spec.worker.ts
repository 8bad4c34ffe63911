/**
 * Off the main thread: read each dropped file's bytes, sniff the format, read
 * the header (size, EXIF orientation, colour space, frames), and render
 * 一键修正 with OffscreenCanvas. Nothing is sent anywhere. (图片压缩 has its
 * own worker, image-compress.worker.ts, so this one carries no encoder code.)
 */
import type { CompressOptions } from "./compress";
import { fixImage } from "./image-fix";
import { inspectBytes, orientedSize } from "./image-inspect";
import { placementByKey } from "./placement-specs";

export type InspectReply = {
  type: "inspected";
  id: number;
  width: number;
  height: number;
  storedWidth: number;
  storedHeight: number;
  orientation: number;
  format: ReturnType<typeof inspectBytes>["format"];
  colorSpace: string | null;
  frames: number;
  truncated: boolean;
  cmyk: boolean;
};
export type WorkerRequest =
  | { type: "inspect"; id: number; file: File }
  | { type: "fix"; id: number; file: File; placement: string; focus: { x: number; y: number } }
  | { type: "compress"; id: number; file: File; options: CompressOptions };
export type WorkerReply =
  | InspectReply
  | { type: "fixed"; id: number; blob: Blob; width: number; height: number; quality: number | null }
  | { type: "error"; id: number; message: string };

async function inspect(file: File, id: number): Promise<WorkerReply> {
  if (file.size === 0) return { type: "error", id, message: "文件是空的（0 字节），请重新导出或重新下载。" };
  // The whole file: frame counts (GIF/PNG/WebP) and truncation (a JPEG's end marker) need it.
  const bytes = new Uint8Array(await file.arrayBuffer());
  const facts = inspectBytes(bytes);
  let { storedWidth, storedHeight, orientation } = facts;
  if (storedWidth === null || storedHeight === null || storedWidth <= 0 || storedHeight <= 0) {
    // HEIC/AVIF and odd headers: let the browser decode (already oriented).
    try {
      const bmp = await createImageBitmap(file, { imageOrientation: "from-image" });
      storedWidth = bmp.width;
      storedHeight = bmp.height;
      orientation = 1;
      bmp.close();
    } catch {
      return {
        type: "error",
        id,
        message: facts.format
          ? "文件头损坏，浏览器也无法解码。"
          : "不是可识别的图片（支持 JPG、PNG、WebP、GIF、BMP、HEIC、AVIF）。扩展名改过的文件按实际内容识别。",
      };
    }
  }
  const size = orientedSize(storedWidth, storedHeight, orientation);
  return {
    type: "inspected",
    id,
    ...size,
    storedWidth,
    storedHeight,
    orientation,
    format: facts.format,
    colorSpace: facts.colorSpace,
    frames: facts.frames,
    truncated: facts.truncated,
    cmyk: facts.cmyk,
  };
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  let reply: WorkerReply;
  try {
    if (msg.type === "inspect") reply = await inspect(msg.file, msg.id);
    else if (msg.type === "compress")
      reply = { type: "error", id: msg.id, message: "compress runs in image-compress.worker.ts" };
    else {
      const placement = placementByKey.get(msg.placement);
      if (!placement) reply = { type: "error", id: msg.id, message: "未知版位" };
      else {
        const r = await fixImage(msg.file, placement, msg.focus, (w, h) => new OffscreenCanvas(w, h));
        reply = r.ok
          ? { type: "fixed", id: msg.id, blob: r.blob, width: r.width, height: r.height, quality: r.quality }
          : { type: "error", id: msg.id, message: r.message };
      }
    }
  } catch {
    reply = { type: "error", id: msg.id, message: "处理失败，请重试或换一个文件。" };
  }
  (self as unknown as Worker).postMessage(reply);
};
