/**
 * Fonts of Office Open XML files (DOCX, PPTX, XLSX): the theme's major/minor Latin and East Asian fonts
 * (and its Simplified Chinese script font, which Office uses for zh-CN text), run and style fonts
 * (w:rFonts in Word, a:latin/a:ea/a:cs in slides and drawings, <name val> in Excel styles), Word's font
 * table, and whether fonts are embedded. Theme entries for other scripts (Jpan, Hang, Arab…) are defaults
 * Office only uses for text in those scripts, so they are not reported.
 */
import { unzipSync } from "fflate";
import { isGenericFamily } from "./font-match";
import { addFont, type FileKind, type FileScan, type FontUse } from "./report-types";

const decoder = new TextDecoder();

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? m[1]!.replace(/&amp;/g, "&").replace(/&quot;/g, '"') : null;
}

function add(fonts: FontUse[], name: string | null, where: string) {
  if (name && !isGenericFamily(name)) addFont(fonts, name, where);
}

function scanTheme(xml: string, fonts: FontUse[]) {
  for (const section of ["majorFont", "minorFont"] as const) {
    const m = new RegExp(`<a:${section}>([\\s\\S]*?)</a:${section}>`).exec(xml);
    if (!m) continue;
    const where = section === "majorFont" ? "主题标题字体" : "主题正文字体";
    for (const tag of m[1]!.match(/<a:(?:latin|ea)\s[^>]*>/g) ?? []) add(fonts, attr(tag, "typeface"), where);
    for (const tag of m[1]!.match(/<a:font\s[^>]*>/g) ?? [])
      if (attr(tag, "script") === "Hans") add(fonts, attr(tag, "typeface"), where);
  }
}

function scanDrawingRuns(xml: string, fonts: FontUse[], where: string) {
  for (const tag of xml.match(/<a:(?:latin|ea|cs|sym)\s[^>]*>/g) ?? []) add(fonts, attr(tag, "typeface"), where);
}

function scanWordRuns(xml: string, fonts: FontUse[], where: string) {
  for (const tag of xml.match(/<w:rFonts\s[^>]*>/g) ?? [])
    for (const a of ["w:ascii", "w:eastAsia", "w:hAnsi", "w:cs"]) add(fonts, attr(tag, a), where);
}

export function kindOfOoxml(entries: string[]): FileKind | null {
  if (entries.includes("word/document.xml")) return "docx";
  if (entries.includes("ppt/presentation.xml")) return "pptx";
  if (entries.includes("xl/workbook.xml")) return "xlsx";
  return null;
}

export function scanOoxml(bytes: Uint8Array): FileScan {
  const all: string[] = [];
  // Only the XML is inflated; embedded font files are counted by name.
  const files = unzipSync(bytes, { filter: (f) => (all.push(f.name), f.name.endsWith(".xml")) });
  const names = Object.keys(files);
  const kind = kindOfOoxml(all);
  if (!kind) throw new Error("不是 Word、PowerPoint 或 Excel 文件");
  const fonts: FontUse[] = [];
  const notes: string[] = [];
  const xml = (name: string) => decoder.decode(files[name]!);
  const slideNo = (n: string) => /(\d+)\.xml$/.exec(n)?.[1] ?? "";
  for (const name of names.sort()) {
    if (!name.endsWith(".xml")) continue;
    if (/theme\/theme\d*\.xml$/.test(name)) scanTheme(xml(name), fonts);
    else if (kind === "docx" && /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/.test(name)) {
      scanWordRuns(xml(name), fonts, "正文");
      scanDrawingRuns(xml(name), fonts, "正文中的图形");
    } else if (kind === "docx" && name === "word/styles.xml") scanWordRuns(xml(name), fonts, "样式");
    else if (kind === "docx" && name === "word/fontTable.xml") {
      for (const tag of xml(name).match(/<w:font\s[^>]*>/g) ?? []) add(fonts, attr(tag, "w:name"), "字体表");
    } else if (kind === "pptx" && /^ppt\/slides\/slide\d+\.xml$/.test(name))
      scanDrawingRuns(xml(name), fonts, `第 ${slideNo(name)} 页`);
    else if (kind === "pptx" && /^ppt\/(slideMasters|slideLayouts)\//.test(name))
      scanDrawingRuns(xml(name), fonts, "母版与版式");
    else if (kind === "xlsx" && name === "xl/styles.xml") {
      for (const font of xml(name).match(/<font>[\s\S]*?<\/font>|<font\s[\s\S]*?<\/font>/g) ?? [])
        add(fonts, attr(/<name\s[^>]*>/.exec(font)?.[0] ?? "", "val"), "单元格样式");
    } else if (kind === "xlsx" && /^xl\/(drawings|charts)\//.test(name))
      scanDrawingRuns(xml(name), fonts, "图表与图形");
    else if (kind === "xlsx" && /^xl\/sharedStrings\.xml$/.test(name)) {
      for (const tag of xml(name).match(/<rFont\s[^>]*>/g) ?? []) add(fonts, attr(tag, "val"), "单元格文字");
    }
  }
  const embedded = all.filter((n) => /\/fonts\/[^/]+\.(odttf|fntdata|ttf|otf)$/i.test(n));
  if (embedded.length)
    notes.push(
      `文件里嵌入了 ${embedded.length} 个字体文件：把文件发给别人即分发了这些字体，商业字体的嵌入分发通常需要单独授权。`,
    );
  notes.push("插入的图片里的文字是像素，这里读不到字体；图片版权请单独检查。");
  return { kind, fonts, rights: [], notes };
}
