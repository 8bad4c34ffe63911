/**
 * 图片文字合规检测's pure logic: the recognised lines of one image checked as
 * one text (a claim broken over two lines of a poster is still one claim),
 * findings mapped back to their lines, the share of the image covered by
 * text, and the Markdown / CSV report rows (file, line, box, text, finding,
 * level, article).
 */
import type { Finding } from "../../engines/compliance/engine";
import type { OcrLine } from "../../engines/ocr/types";
import { check, type CheckOptions } from "../check";
import { sourceLabel } from "../source-label";
import { toCsv } from "../report-export";
import { LEVELS } from "../levels";

export type LineFindings = { local: Finding[]; all: Finding[] };

/** Findings per line, offsets local to that line (a finding across a line break is shown on both). */
export function checkLines(
  texts: readonly string[],
  options: CheckOptions,
): { perLine: LineFindings[]; notices: Finding[] } {
  const joined = texts.join("\n");
  const findings = check(joined, options);
  const starts: number[] = [];
  let at = 0;
  for (const t of texts) {
    starts.push(at);
    at += t.length + 1;
  }
  const perLine: LineFindings[] = texts.map(() => ({ local: [], all: [] }));
  const notices: Finding[] = [];
  for (const f of findings) {
    if (f.kind === "notice") {
      notices.push(f);
      continue;
    }
    texts.forEach((t, i) => {
      const s = starts[i]!;
      const e = s + t.length;
      if (f.start < e && f.end > s) {
        perLine[i]!.all.push(f);
        perLine[i]!.local.push({ ...f, start: Math.max(0, f.start - s), end: Math.min(t.length, f.end - s) });
      }
    });
  }
  return { perLine, notices };
}

/** The most severe level among a line's findings, for its box colour. */
export function worstLevel(findings: readonly Finding[]): Finding["level"] | null {
  for (const level of LEVELS) if (findings.some((f) => f.level === level)) return level;
  return null;
}

/**
 * Share of the image covered by text boxes (overlaps counted once), on a
 * 200 × 200 grid scaled to the image: exact enough for a percentage.
 */
export function textAreaShare(lines: readonly Pick<OcrLine, "box">[], width: number, height: number): number {
  if (width <= 0 || height <= 0) return 0;
  const n = 200;
  const grid = new Uint8Array(n * n);
  for (const { box } of lines) {
    const x0 = Math.floor((box.x / width) * n);
    const x1 = Math.ceil(((box.x + box.w) / width) * n);
    const y0 = Math.floor((box.y / height) * n);
    const y1 = Math.ceil(((box.y + box.h) / height) * n);
    for (let y = Math.max(0, y0); y < Math.min(n, y1); y++)
      grid.fill(1, y * n + Math.max(0, x0), y * n + Math.min(n, x1));
  }
  let covered = 0;
  for (const c of grid) covered += c;
  return covered / (n * n);
}

export type ReportLine = {
  file: string;
  index: number;
  box: OcrLine["box"];
  text: string;
  findings: readonly Finding[];
};

const boxText = (b: OcrLine["box"]) => `${b.x},${b.y},${b.w},${b.h}`;

/** One row per finding, and one per line without findings (so the report lists every line read). */
export function reportRows(lines: readonly ReportLine[]): string[][] {
  return lines.flatMap(({ file, index, box, text, findings }) =>
    findings.length === 0
      ? [[file, String(index + 1), boxText(box), text, "", "", "", ""]]
      : findings.map((f) => [
          file,
          String(index + 1),
          boxText(box),
          text,
          f.term,
          f.level,
          f.basis,
          sourceLabel(f.source),
        ]),
  );
}

const HEADER = ["文件", "行", "位置(x,y,宽,高)", "文字", "问题词", "级别", "依据", "来源"];

export function reportCsv(lines: readonly ReportLine[]): string {
  return toCsv(HEADER, reportRows(lines));
}

function md(s: string): string {
  return s.replace(/([\\`*_[\]|<>])/g, "\\$1").replace(/\r?\n/g, " ");
}

export function reportMarkdown(lines: readonly ReportLine[], settings: string[], disclaimer: string): string {
  const out = ["# 图片文字合规检测报告", "", ...settings.map((s) => `- ${s}`), ""];
  out.push(`| ${HEADER.join(" | ")} |`, `| ${HEADER.map(() => "---").join(" | ")} |`);
  for (const row of reportRows(lines)) out.push(`| ${row.map(md).join(" | ")} |`);
  out.push("", `> ${disclaimer}`, "");
  return out.join("\n");
}
