/**
 * Subtitle files read in the browser (the file never leaves it): .srt and .vtt
 * through @plussub/srt-vtt-parser, .ass/.ssa through the small parser below
 * (the [Events] section's Dialogue lines, fields in the order of its Format line).
 */
import { parse as parseSrtVtt } from "@plussub/srt-vtt-parser";

/** One cue: times in milliseconds, text as shown (tags removed, line breaks kept). */
export type Cue = { index: number; from: number; to: number; text: string };

export type SubtitleFormat = "srt" | "vtt" | "ass";

export function formatOf(filename: string): SubtitleFormat | null {
  const ext = filename.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (ext === "srt" || ext === "vtt") return ext;
  if (ext === "ass" || ext === "ssa") return "ass";
  return null;
}

/** 01:02:03.450 (hours always shown: short videos and long lives read the same way). */
export function formatTime(ms: number): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = Math.floor(ms % 1000);
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(rest).padStart(3, "0")}`;
}

function clean(text: string): string {
  return text
    .replace(/<[^>]+>/g, "") // VTT/SRT markup: <v 主播>, <i>, <c.yellow>, <00:00:01.000>
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}

function parseSrtOrVtt(raw: string, format: "srt" | "vtt"): Cue[] {
  let text = raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  // The parser reads "a --> b" only: drop VTT cue settings (align:start …) after the end time.
  text = text.replace(/^(.*?-->\s*[\d:.,]+).*$/gm, "$1");
  if (format === "vtt" && !text.startsWith("WEBVTT")) text = `WEBVTT\n\n${text}`;
  const { entries } = parseSrtVtt(text);
  return entries.map((e, i) => ({ index: i, from: e.from, to: e.to, text: clean(e.text) })).filter((c) => c.text);
}

/** H:MM:SS.cc (centiseconds) → ms. */
function assTime(value: string): number | null {
  const m = value.trim().match(/^(\d+):(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/);
  if (!m) return null;
  const frac = m[4] ?? "0";
  const ms = frac.length === 1 ? Number(frac) * 100 : frac.length === 2 ? Number(frac) * 10 : Number(frac);
  return Number(m[1]) * 3_600_000 + Number(m[2]) * 60_000 + Number(m[3]) * 1000 + ms;
}

export function parseAss(raw: string): Cue[] {
  const lines = raw.replace(/^\uFEFF/, "").split(/\r\n?|\n/);
  let inEvents = false;
  let format = ["Layer", "Start", "End", "Style", "Name", "MarginL", "MarginR", "MarginV", "Effect", "Text"];
  const cues: Cue[] = [];
  for (const line of lines) {
    const section = line.trim().match(/^\[(.+)\]$/);
    if (section) {
      inEvents = section[1]?.toLowerCase() === "events";
      continue;
    }
    if (!inEvents) continue;
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1);
    if (key === "format") {
      format = value.split(",").map((f) => f.trim());
      continue;
    }
    if (key !== "dialogue") continue;
    // Text is the last field and may itself contain commas.
    const fields: string[] = [];
    let rest = value;
    for (let i = 0; i < format.length - 1; i++) {
      const comma = rest.indexOf(",");
      if (comma < 0) break;
      fields.push(rest.slice(0, comma).trim());
      rest = rest.slice(comma + 1);
    }
    fields.push(rest);
    const field = (name: string) => fields[format.findIndex((f) => f.toLowerCase() === name)];
    const from = assTime(field("start") ?? "");
    const to = assTime(field("end") ?? "");
    const text = (field("text") ?? "")
      .replace(/\{[^}]*\}/g, "") // override tags {\b1}{\pos(…)}
      .replace(/\\[Nn]/g, "\n")
      .replace(/\\h/g, " ")
      .trim();
    if (from === null || to === null || !text) continue;
    cues.push({ index: cues.length, from, to, text });
  }
  return cues.sort((a, b) => a.from - b.from).map((c, i) => ({ ...c, index: i }));
}

export function parseSubtitles(filename: string, raw: string): { cues: Cue[] } | { error: string } {
  const format = formatOf(filename);
  if (!format) return { error: "只支持 .srt、.vtt 和 .ass 字幕文件。" };
  let cues: Cue[];
  try {
    cues = format === "ass" ? parseAss(raw) : parseSrtOrVtt(raw, format);
  } catch {
    return { error: `无法解析这个 .${format} 文件：请确认时间轴格式完整（例如 00:00:01,000 --> 00:00:03,000）。` };
  }
  if (cues.length === 0) return { error: "没有在文件里找到字幕内容。" };
  return { cues };
}
