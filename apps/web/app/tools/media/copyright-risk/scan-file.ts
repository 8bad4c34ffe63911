/**
 * One dropped file → what it names: fonts and rights fields. The kind is decided by the file's first
 * bytes (a renamed file is still read as what it is), with the extension only to tell DOCX/PPTX/XLSX and
 * AI/PDF apart. PDF.js is injected (see pdf-fonts.ts).
 */
import { readImageRights } from "./image-rights";
import { scanOoxml } from "./ooxml-fonts";
import { scanPdf, type PdfJs } from "./pdf-fonts";
import { scanPsd } from "./psd-fonts";
import type { FileKind, FileScan } from "./report-types";
import { scanSvg } from "./svg-fonts";

const latin1 = new TextDecoder("latin1");

export function sniffKind(name: string, bytes: Uint8Array): FileKind {
  const head = latin1.decode(bytes.subarray(0, 1024));
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  if (head.startsWith("8BPS")) return "psd";
  if (head.includes("%PDF-")) return ext === "ai" ? "ai" : "pdf";
  if (head.startsWith("%!PS")) return "ai";
  if (head.startsWith("PK\u0003\u0004")) {
    if (ext === "docx" || ext === "pptx" || ext === "xlsx") return ext;
    return "docx"; // scanOoxml re-reads the entries and reports the real kind
  }
  if (
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head) ||
    (ext === "svg" && head.includes("<svg"))
  )
    return "svg";
  const b = bytes;
  if (b[0] === 0xff && b[1] === 0xd8) return "image";
  if (b[0] === 0x89 && head.startsWith("\u0089PNG")) return "image";
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WEBP") return "image";
  if (head.startsWith("GIF8") || head.startsWith("II*\u0000") || head.startsWith("MM\u0000*")) return "image";
  if (head.slice(4, 12) === "ftypheic" || head.slice(4, 12) === "ftypavif" || head.slice(4, 12) === "ftypmif1")
    return "image";
  return "unknown";
}

const IMAGE_NOTES = ["图片里的文字是像素：字体无法从文件中读出，这里只检查图片自带的版权信息和文件名线索。"];

export async function scanFile(name: string, bytes: Uint8Array, loadPdfJs: () => Promise<PdfJs>): Promise<FileScan> {
  const kind = sniffKind(name, bytes);
  switch (kind) {
    case "psd":
      return scanPsd(bytes);
    case "pdf":
    case "ai":
      return scanPdf(bytes, await loadPdfJs(), kind);
    case "svg":
      return scanSvg(new TextDecoder().decode(bytes));
    case "docx":
    case "pptx":
    case "xlsx":
      return scanOoxml(bytes);
    case "image":
      return { kind, fonts: [], rights: readImageRights(bytes), notes: [...IMAGE_NOTES] };
    default:
      throw new Error("不支持的文件类型：请放入 PSD、PDF、AI、SVG、Word/PPT/Excel 或 JPG/PNG/WebP/TIFF 图片。");
  }
}
