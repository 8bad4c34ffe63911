/**
 * From the detectors' and the OCR engine's output to what the page shows: one tag per face, person,
 * object, line of text and dominant colour (each with a score and, where it has one, a box), the
 * comparison row of a file and the table as CSV. Pure (tag-summary.test.ts).
 */
import { area, coverage, type Box } from "../../engines/face/boxes";
import { COCO_LABELS, PERSON_CLASS } from "./coco-labels";
import type { TaggingResult } from "./tagging-protocol";
import { toHex } from "../palette/palette";

export type TagKind = "face" | "person" | "object" | "text" | "color";
export type Tag = { kind: TagKind; label: string; score: number; box?: Box; share?: number };

/** What the page needs of an OCR line (app/tools/engines/ocr/types.ts `OcrLine`). */
export type TextLine = { text: string; confidence: number; box: { x: number; y: number; w: number; h: number } };

export const KIND_LABELS: Record<TagKind, string> = {
  face: "人脸",
  person: "人物",
  object: "物体",
  text: "文字",
  color: "主色",
};

export function buildTags(result: TaggingResult, lines: readonly TextLine[] | null): Tag[] {
  const tags: Tag[] = [];
  for (const f of result.faces)
    tags.push({ kind: "face", label: "人脸", score: f.score, box: f.box, share: area(f.box) });
  for (const o of result.objects) {
    const person = o.label === PERSON_CLASS;
    tags.push({
      kind: person ? "person" : "object",
      label: person ? "人物" : (COCO_LABELS[o.label]?.zh ?? "物体"),
      score: o.score,
      box: o.box,
      share: area(o.box),
    });
  }
  const w = Math.max(1, result.width);
  const h = Math.max(1, result.height);
  for (const line of lines ?? []) {
    const text = line.text.trim();
    if (!text) continue;
    const box = { x: line.box.x / w, y: line.box.y / h, w: line.box.w / w, h: line.box.h / h };
    tags.push({ kind: "text", label: text, score: line.confidence, box, share: area(box) });
  }
  for (const s of result.palette) tags.push({ kind: "color", label: toHex(s.rgb), score: s.share, share: s.share });
  return tags;
}

export type SummaryRow = {
  file: string;
  size: string;
  faces: number;
  /** The largest face as a share of the frame, 0–1. */
  largestFace: number;
  faceArea: number;
  people: number;
  /** e.g. 杯子×2、时钟 (objects other than people, most frequent first). */
  objects: string;
  textLines: number | null;
  textArea: number | null;
  words: string;
  colors: string;
};

export function summaryRow(file: string, result: TaggingResult, tags: readonly Tag[], textRead: boolean): SummaryRow {
  const of = (kind: TagKind) => tags.filter((t) => t.kind === kind);
  const faces = of("face");
  const counts = new Map<string, number>();
  for (const t of of("object")) counts.set(t.label, (counts.get(t.label) ?? 0) + 1);
  const objects = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => (n > 1 ? `${label}×${n}` : label))
    .join("、");
  const text = of("text");
  return {
    file,
    size: `${result.width}×${result.height}`,
    faces: faces.length,
    largestFace: faces.reduce((m, t) => Math.max(m, t.share ?? 0), 0),
    faceArea: coverage(faces.flatMap((t) => (t.box ? [t.box] : []))),
    people: of("person").length,
    objects,
    textLines: textRead ? text.length : null,
    textArea: textRead ? coverage(text.flatMap((t) => (t.box ? [t.box] : []))) : null,
    words: text.map((t) => t.label).join(" "),
    colors: of("color")
      .map((t) => `${t.label} ${percent(t.score)}`)
      .join("、"),
  };
}

/** 0.1234 → "12.3%"; never NaN on the page. */
export function percent(share: number): string {
  if (!Number.isFinite(share)) return "—";
  const p = share * 100;
  return `${p < 10 ? p.toFixed(1) : Math.round(p)}%`;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // A leading = + - @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const SUMMARY_HEADERS = [
  "文件",
  "尺寸",
  "人脸数",
  "最大人脸占画面",
  "人脸总面积占比",
  "人物数",
  "物体",
  "文字行数",
  "文字面积占比",
  "文字内容",
  "主色（占比）",
];

/** 对比表 CSV (UTF-8 with BOM, so Excel opens the Chinese headers correctly). */
export function summaryCsv(rows: readonly SummaryRow[]): string {
  const body = rows.map((r) => [
    r.file,
    r.size,
    r.faces,
    percent(r.largestFace),
    percent(r.faceArea),
    r.people,
    r.objects,
    r.textLines ?? "未识别",
    r.textArea === null ? "未识别" : percent(r.textArea),
    r.words,
    r.colors,
  ]);
  return "\uFEFF" + [SUMMARY_HEADERS, ...body].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
