/**
 * One dropped file → what it names: fonts and rights fields. The kind is decided by the file's first
 * bytes (a renamed file is still read as what it is), with the extension only to tell DOCX/PPTX/XLSX and
 * AI/PDF apart. PDF.js is injected (see pdf-fonts.ts).
 */
import { readImageRights } from "./image-rights";
import { scanOoxml } from "./ooxml-fonts";
import { scanPdf, type PdfJs } from "./pdf-fonts";
import { scanPsd } from "./psd-fonts";
import type { FileScan } from "./report-types";
import { sniffKind } from "./sniff-kind";
import { scanSvg } from "./svg-fonts";

export { sniffKind };

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
