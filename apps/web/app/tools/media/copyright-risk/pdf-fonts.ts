/**
 * Fonts of a PDF or a PDF-compatible Illustrator file, through PDF.js (pdfjs-dist, Apache-2.0): every page's
 * operator list names the fonts its text is set in; each font object carries the name written in the file
 * ("ABCDEF+FZLTHJW--GB1-0": the six letters mark a subset) and whether the font program is embedded.
 * PDF.js is passed in (the browser loads it lazily with its worker from our origin; Node tests pass the
 * legacy build). Old PostScript-based .ai files are read from their %%DocumentFonts comments instead.
 */
import { addFont, type FileScan, type FontUse } from "./report-types";

/** The part of PDF.js this module uses. */
export type PdfJs = {
  getDocument: (src: {
    data: Uint8Array;
    isEvalSupported?: boolean;
    disableFontFace?: boolean;
    fontExtraProperties?: boolean;
    useSystemFonts?: boolean;
    stopAtErrors?: boolean;
    password?: string;
  }) => { promise: Promise<PdfDocument>; destroy: () => Promise<void> };
  OPS: { setFont: number };
};
type PdfDocument = {
  numPages: number;
  getPage: (n: number) => Promise<PdfPage>;
  destroy: () => Promise<void>;
};
type PdfPage = {
  getOperatorList: () => Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  commonObjs: { get: (id: string) => unknown; has: (id: string) => boolean };
  cleanup: () => void;
};
type PdfFont = { name?: string; loadedName?: string; missingFile?: boolean; fallbackName?: string };

/** Pages read at most: font use in design files is settled within the first pages, and a 500-page book would take minutes. */
export const MAX_PDF_PAGES = 60;

const latin1 = new TextDecoder("latin1");

/** Fonts an Encapsulated PostScript / legacy Illustrator file lists in its DSC comments. */
export function postScriptFonts(bytes: Uint8Array): string[] {
  const head = latin1.decode(bytes.subarray(0, Math.min(bytes.length, 4 * 1024 * 1024)));
  const names = new Set<string>();
  for (const m of head.matchAll(
    /%%(DocumentFonts|DocumentNeededFonts|DocumentNeededResources|DocumentSuppliedResources):\s*(.*)((?:\r?\n%%\+.*)*)/g,
  )) {
    const typed = m[1]!.endsWith("Resources");
    for (const line of (m[2]! + m[3]!).split(/\r?\n(?:%%\+)?/)) {
      const words = line
        .trim()
        .split(/\s+/)
        .filter((w) => w && w !== "(atend)");
      // Resource comments name their type first ("font FZLTHJW--GB1-0", "procset …"); font lists do not.
      const fontWords = typed ? (words[0] === "font" ? words.slice(1) : []) : words;
      for (const w of fontWords) names.add(w);
    }
  }
  return [...names];
}

export async function scanPdf(bytes: Uint8Array, pdfjs: PdfJs, kind: "pdf" | "ai" = "pdf"): Promise<FileScan> {
  const fonts: FontUse[] = [];
  const notes: string[] = [];
  const isPdf = latin1.decode(bytes.subarray(0, 1024)).includes("%PDF-");
  if (!isPdf) {
    for (const name of postScriptFonts(bytes)) addFont(fonts, name, "文件声明的字体");
    notes.push("这是旧版（PostScript）Illustrator/EPS 文件：只读取了文件声明的字体列表。");
    return { kind, fonts, rights: [], notes };
  }
  // PDF.js takes ownership of the buffer it is given; keep the caller's bytes intact.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    fontExtraProperties: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy();
    const name = (e as { name?: string }).name;
    if (name === "PasswordException") throw new Error("这个 PDF 设了打开密码，无法读取。请先去掉密码再检查。");
    throw new Error("PDF 无法解析，文件可能已损坏。");
  }
  try {
    const pages = Math.min(doc.numPages, MAX_PDF_PAGES);
    for (let n = 1; n <= pages; n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      const ids = new Set<string>();
      ops.fnArray.forEach((fn, i) => {
        if (fn === pdfjs.OPS.setFont) ids.add(String(ops.argsArray[i]![0]));
      });
      for (const id of ids) {
        if (!page.commonObjs.has(id)) continue;
        const font = page.commonObjs.get(id) as PdfFont | Error;
        if (font instanceof Error || !font?.name) continue;
        addFont(fonts, font.name, `第 ${n} 页`, !font.missingFile);
      }
      page.cleanup();
    }
    if (doc.numPages > pages) notes.push(`文件共 ${doc.numPages} 页，只读取了前 ${pages} 页的字体。`);
  } finally {
    await doc.destroy();
  }
  if (fonts.length === 0)
    notes.push("没有读到文字字体：页面可能是扫描件或整页图片，文字已是像素或已转曲，这里无法识别字体。");
  else notes.push("页面里的图片（包括图片中的文字）这里读不到字体和来源，请单独检查。");
  return { kind, fonts, rights: [], notes };
}
