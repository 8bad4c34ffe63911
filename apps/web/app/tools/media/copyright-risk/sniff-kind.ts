/**
 * A dropped file's kind from its first bytes (a renamed file is still read as what it is); the extension
 * only tells DOCX/PPTX/XLSX and AI/PDF apart. Kept apart from the readers so the page can route a file
 * (PDF.js on the page, the rest to the worker) without loading them.
 */
import type { FileKind } from "./report-types";

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
