/** What reading one file yields, before licence matching (report.ts adds the verdicts). */
export type FileKind = "psd" | "pdf" | "ai" | "svg" | "docx" | "pptx" | "xlsx" | "image" | "unknown";

export type FontUse = {
  /** The family as written in the file. */
  name: string;
  /** Where it was found: 图层「标题」, 主题字体, 正文, 第 2 页… (deduplicated, in order). */
  where: string[];
  /** PDF only: whether the font program is inside the file (false: only named, the viewer substitutes it). */
  embedded?: boolean;
};

export type RightsKey =
  | "creator"
  | "copyright"
  | "usage"
  | "credit"
  | "source"
  | "web-statement"
  | "marked"
  | "asset-id"
  | "description"
  | "software";

export type RightsField = {
  key: RightsKey;
  value: string;
  from: "EXIF" | "XMP" | "IPTC" | "PNG 文本" | "文件名";
};

export type FileScan = {
  kind: FileKind;
  fonts: FontUse[];
  rights: RightsField[];
  /** What this file could not show (rasterised text, linked files, outlines). */
  notes: string[];
};

/** Adds `name` found at `where` to `fonts`, merging repeats. */
export function addFont(fonts: FontUse[], name: string, where: string, embedded?: boolean): void {
  const clean = name.replace(/\0/g, "").trim();
  if (!clean) return;
  const existing = fonts.find((f) => f.name === clean);
  if (existing) {
    if (!existing.where.includes(where)) existing.where.push(where);
    if (embedded) existing.embedded = true;
    return;
  }
  fonts.push(embedded === undefined ? { name: clean, where: [where] } : { name: clean, where: [where], embedded });
}
