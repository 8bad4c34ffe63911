/**
 * A file's scan joined with the licence data: every font with its verdict and source, rights fields with
 * Chinese labels, stock-agency clues, what the tool could not see, and the CSV export. Wording rules:
 * 需授权 is never 侵权 or 违法, and a file with nothing found says 未发现, never 无风险.
 */
import type { ToolSource } from "../../tool-definition";
import type { LicenceVerdict } from "./font-licences";
import { matchFont, type FontMatch } from "./font-match";
import type { FileKind, FileScan, FontUse, RightsField, RightsKey } from "./report-types";
import { findAgencies, type AgencyHit } from "./stock-agencies";
import type { WatermarkHit } from "./watermark-text";

export type FontFinding = FontUse & { match: FontMatch; source: ToolSource | null; condition: string };

export type FileReport = {
  file: string;
  kind: FileKind;
  fonts: FontFinding[];
  rights: RightsField[];
  agencies: AgencyHit[];
  notes: string[];
};

export const kindLabel: Record<FileKind, string> = {
  psd: "PSD",
  pdf: "PDF",
  ai: "AI",
  svg: "SVG",
  docx: "Word",
  pptx: "PPT",
  xlsx: "Excel",
  image: "图片",
  unknown: "未知",
};

export const rightsLabel: Record<RightsKey, string> = {
  creator: "作者 / 摄影师",
  copyright: "版权声明",
  usage: "使用条款",
  credit: "署名 / 供图方",
  source: "来源",
  "web-statement": "版权说明网址",
  marked: "受版权保护标记",
  "asset-id": "素材编号",
  description: "描述",
  software: "制作软件",
};

export const verdictOrder: LicenceVerdict[] = ["需授权", "未知", "可商用"];

export function buildReport(file: string, scan: FileScan): FileReport {
  const fonts = scan.fonts.map((f): FontFinding => {
    const match = matchFont(f.name);
    const source = match.record?.source ?? match.foundry?.source ?? null;
    const condition =
      match.record?.condition ??
      (match.foundry
        ? `未单独收录这款字体，按${match.foundry.name}的授权规则判断：${match.foundry.note}`
        : "字体库里没有这款字体，请向字体版权方确认授权。");
    return { ...f, match, source, condition };
  });
  fonts.sort((a, b) => verdictOrder.indexOf(a.match.verdict) - verdictOrder.indexOf(b.match.verdict));
  return {
    file,
    kind: scan.kind,
    fonts,
    rights: scan.rights,
    agencies: findAgencies(file, scan.rights),
    notes: scan.notes,
  };
}

export type Summary = { files: number; fonts: Record<LicenceVerdict, number>; rights: number; agencies: number };

export function summarise(reports: FileReport[]): Summary {
  const fonts: Record<LicenceVerdict, number> = { 需授权: 0, 未知: 0, 可商用: 0 };
  for (const r of reports) for (const f of r.fonts) fonts[f.match.verdict]++;
  return {
    files: reports.length,
    fonts,
    rights: reports.reduce((n, r) => n + r.rights.length, 0),
    agencies: reports.reduce((n, r) => n + r.agencies.length, 0),
  };
}

function csvCell(v: string): string {
  // A leading =, +, - or @ would run as a formula in Excel.
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report as CSV (UTF-8 with BOM so Excel reads the Chinese), one row per font, rights field or clue. */
export function reportCsv(
  reports: FileReport[],
  checkedOn: string,
  watermarks: ReadonlyMap<string, { status: string; hits?: WatermarkHit[] }> = new Map(),
): string {
  const rows: string[][] = [
    ["文件", "类型", "项目", "文件中的写法", "识别为", "厂商 / 来源", "结论", "说明", "依据", "核对日期"],
  ];
  for (const r of reports) {
    const kind = kindLabel[r.kind];
    for (const f of r.fonts)
      rows.push([
        r.file,
        kind,
        "字体",
        f.name,
        f.match.record?.family ?? "",
        f.match.foundry?.name ?? "",
        f.match.verdict,
        f.condition,
        f.source ? `${f.source.label}${f.source.url ? ` ${f.source.url}` : ""}` : "",
        f.source?.checkedAt ?? "",
      ]);
    for (const m of r.rights) rows.push([r.file, kind, rightsLabel[m.key], m.value, "", m.from, "", "", "", ""]);
    for (const a of r.agencies)
      rows.push([
        r.file,
        kind,
        "图库线索",
        a.value,
        a.agency.name,
        a.clue,
        a.agency.kind,
        a.agency.note,
        a.agency.source.url ?? "",
        a.agency.source.checkedAt,
      ]);
    const marks = watermarks.get(r.file);
    for (const h of marks?.hits ?? [])
      rows.push([
        r.file,
        kind,
        "水印文字",
        h.text,
        h.agency.name,
        `图片文字识别（${h.count} 处）`,
        h.agency.kind,
        h.agency.note,
        h.agency.source.url ?? "",
        h.agency.source.checkedAt,
      ]);
    if (marks?.status === "done" && !marks.hits?.length)
      rows.push([
        r.file,
        kind,
        "水印文字",
        "",
        "",
        "图片文字识别",
        "未发现",
        "未识别到图库水印文字不代表没有风险",
        "",
        "",
      ]);
    if (!r.fonts.length && !r.rights.length && !r.agencies.length)
      rows.push([r.file, kind, "未发现", "", "", "", "", "未发现字体或版权信息不代表没有风险", "", ""]);
  }
  rows.push([`生成于 ${checkedOn}，由浏览器本地分析；「需授权」表示商用前需确认持有授权，不代表侵权判断。`]);
  return "\uFEFF" + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
