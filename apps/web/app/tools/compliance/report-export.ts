/**
 * Reports the user downloads (Markdown and CSV), built in the browser from a
 * Blob: nothing is uploaded to make them.
 */
import { DISCLAIMER as ENGINE_DISCLAIMER, type Finding } from "../engines/compliance/engine";
import { summarize } from "./levels";
import { sourceLabel } from "./source-label";

/** The engine's wording (one text for the page, the CLI and the reports). */
export const DISCLAIMER = ENGINE_DISCLAIMER;
export const DISCLAIMER_DETAIL =
  "是否违法由市场监管部门结合广告内容和具体语境整体认定；医疗、药品、保健食品、金融、教育等高风险行业请交专业人士审核。";

/** RFC 4180 cell; a leading =+-@ is prefixed so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV with a BOM so Excel opens the Chinese text as UTF-8. */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export type LocatedFinding = { finding: Finding; where?: string };

/** Where a finding is, in words (a missing notice concerns the whole text). */
export function positionOf(f: Finding): string {
  return f.kind === "notice" ? "全文（缺少提示语）" : `第 ${f.start + 1}–${f.end} 字`;
}

export function findingsCsv(items: readonly LocatedFinding[], whereHeader = "位置"): string {
  return toCsv(
    [whereHeader, "词语", "级别", "规则", "依据", "说明", "罚则", "建议改法", "来源"],
    items.map(({ finding: f, where }) => [
      where ?? positionOf(f),
      f.term,
      f.level,
      f.rule,
      f.basis,
      f.why,
      f.penalty ?? "",
      f.rewrites.join(" / "),
      sourceLabel(f.source),
    ]),
  );
}

function mdEscape(s: string): string {
  return s.replace(/([\\`*_[\]|<>])/g, "\\$1").replace(/\r?\n/g, " ");
}

export function findingsMarkdown({
  title,
  settings,
  text,
  items,
}: {
  title: string;
  /** E.g. 行业：化妆品. */
  settings: string[];
  /** The checked text, quoted in the report (omit for long batch reports). */
  text?: string;
  items: readonly LocatedFinding[];
}): string {
  const lines = [`# ${title}`, "", `- 检测时间：${new Date().toLocaleString("zh-CN", { hour12: false })}`];
  for (const s of settings) lines.push(`- ${s}`);
  lines.push(`- 结果：${summarize(items.map((i) => i.finding))}`, "");
  if (text !== undefined) {
    lines.push("## 检测文案", "", ...text.split(/\r?\n/).map((l) => `> ${l}`), "");
  }
  lines.push("## 发现的问题", "");
  if (items.length === 0) lines.push("未发现风险表述。", "");
  else {
    lines.push("| 位置 | 词语 | 级别 | 依据 | 说明 | 罚则 | 建议改法 |", "| --- | --- | --- | --- | --- | --- | --- |");
    for (const { finding: f, where } of items) {
      lines.push(
        `| ${mdEscape(where ?? positionOf(f))} | ${mdEscape(f.term)} | ${f.level} | ${mdEscape(f.basis)} | ${mdEscape(f.why)} | ${mdEscape(f.penalty ?? "")} | ${mdEscape(f.rewrites.join(" / "))} |`,
      );
    }
    lines.push("");
  }
  lines.push(`> ${DISCLAIMER}`, "");
  return lines.join("\n");
}

/** Starts a download of text built here; the object URL is released right after. */
export function downloadText(filename: string, content: string, mime: string): void {
  const blob = new Blob([content], { type: `${mime};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function reportFilename(base: string, ext: "md" | "csv"): string {
  const d = new Date();
  const stamp = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, "0")}${String(d.getDate()).padStart(2, "0")}-${String(d.getHours()).padStart(2, "0")}${String(d.getMinutes()).padStart(2, "0")}`;
  return `${base}-${stamp}.${ext}`;
}
