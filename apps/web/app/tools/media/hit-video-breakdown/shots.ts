/**
 * The shot list and pace from the cuts: shots run from one cut to the next
 * (a transition belongs to the shot it leads into, as editors count it), pace
 * is cuts per 10 s of video plus the average and shortest shot. CSV for the
 * export. Pure.
 */
import type { Cut, Transition } from "./cut-detect";

export type Shot = { index: number; start: number; end: number; length: number };

export type Pace = {
  shots: number;
  cuts: number;
  transitions: number;
  cutsPer10s: number;
  averageShot: number;
  shortestShot: number;
  longestShot: number;
};

/** Shot boundaries: every hard cut, and the middle of every transition. */
export function shotsFrom(cuts: Cut[], transitions: Transition[], duration: number): Shot[] {
  const bounds = [...cuts.map((c) => c.time), ...transitions.map((t) => (t.start + t.end) / 2)]
    .filter((t) => t > 0 && t < duration)
    .sort((a, b) => a - b);
  const edges = [0, ...bounds, duration];
  const shots: Shot[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const start = edges[i]!;
    const end = edges[i + 1]!;
    if (end - start <= 0) continue;
    shots.push({ index: shots.length + 1, start, end, length: end - start });
  }
  return shots;
}

export function paceOf(shots: Shot[], cuts: number, transitions: number, duration: number): Pace {
  const lengths = shots.map((s) => s.length);
  return {
    shots: shots.length,
    cuts,
    transitions,
    cutsPer10s: duration > 0 ? (cuts / duration) * 10 : 0,
    averageShot: lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0,
    shortestShot: lengths.length ? Math.min(...lengths) : 0,
    longestShot: lengths.length ? Math.max(...lengths) : 0,
  };
}

/** 0:03.27 style, for people; CSV and hooks use plain seconds. */
export function formatTime(seconds: number): string {
  const s = Math.max(0, seconds);
  const m = Math.floor(s / 60);
  const rest = s - m * 60;
  return `${m}:${rest.toFixed(2).padStart(5, "0")}`;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // A leading = + - @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** 镜头表 CSV (UTF-8 with BOM, so Excel opens the Chinese headers correctly). */
export function shotsCsv(file: string, shots: Shot[], transitions: Transition[]): string {
  const rows: (string | number)[][] = [["文件", "镜头", "开始(秒)", "结束(秒)", "时长(秒)", "开头转场"]];
  for (const s of shots) {
    const t = transitions.find((x) => Math.abs((x.start + x.end) / 2 - s.start) < 1e-6);
    rows.push([
      file,
      s.index,
      s.start.toFixed(3),
      s.end.toFixed(3),
      s.length.toFixed(3),
      t ? transitionLabel[t.kind] : s.index === 1 ? "" : "硬切",
    ]);
  }
  return "\uFEFF" + rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export const transitionLabel: Record<Transition["kind"], string> = {
  dissolve: "叠化",
  "fade-in": "淡入",
  "fade-out": "淡出",
  fade: "黑场过渡",
};
