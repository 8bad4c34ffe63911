/**
 * Why the browser could not decode a picture, read from the file's own bytes: the one sentence the tools
 * that decode images show when decoding fails (一键修正, 图片压缩, 配色提取, 封面裁切预览, 视频安全区预览, 素材查重),
 * so a cut-short JPG is never told to "convert to JPG", an empty file says it is empty, and a HEIC gets the
 * iPhone setting that avoids it. 图片规格检测 says the same per placement (media/image-inspect.ts).
 */
import { formatLabel, inspectBytes } from "./header";

/** How to get a JPG out of an iPhone (its camera saves HEIC by default). */
export const HEIC_TO_JPG = "请先转成 JPG（iPhone：设置 → 相机 → 格式 → 兼容性最佳；或在「照片」「预览」里导出为 JPEG）";

const VIDEO = new Set(["mp4", "mov", "mpeg", "3gp", "avi"]);

/** `bytes` is the whole file (a cut-short file is recognised by its end). */
export function undecodableReason(bytes: Uint8Array): string {
  if (bytes.length === 0) return "文件是空的（0 字节），请重新导出或重新下载。";
  const facts = inspectBytes(bytes);
  const format = facts.format;
  if (!format) return "这个文件不是图片（按文件内容识别，与扩展名无关），请换成 JPG、PNG 或 WebP。";
  if (VIDEO.has(format)) return `这是 ${formatLabel[format]} 视频文件，不是图片。`;
  if (facts.truncated) return "文件不完整：图片数据在中途断掉（下载或拷贝被中断），请重新导出或重新下载。";
  if (format === "heic") return `这个浏览器打不开 HEIC 图片：${HEIC_TO_JPG}。`;
  if (format === "avif") return "这个浏览器打不开 AVIF 图片，请先转成 JPG 或 PNG。";
  return `浏览器无法解码这张 ${formatLabel[format]} 图片（文件可能已损坏），请重新导出为 JPG 或 PNG 再试。`;
}

/** The same for a dropped file; reads it only when decoding has already failed. */
export async function undecodableReasonOf(file: Blob): Promise<string> {
  try {
    return undecodableReason(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return "这个文件读不出来（可能已被移动或删除），请重新选择。";
  }
}
