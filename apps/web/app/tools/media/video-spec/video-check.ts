/**
 * 视频规格检测's pure part: MediaInfo's tracks → the facts a marketer needs,
 * and facts × placement → a verdict with every failed rule and its source
 * (placement-specs.ts). No DOM, no wasm: the worker and the runner share it.
 */
import type { ToolSource } from "../../tool-definition";
import type { VideoContainer, VideoPlacement, VideoRuleKind } from "../placement-specs";

export type VideoFacts = {
  container: VideoContainer | null;
  /** MediaInfo's own name for the container (MPEG-4, WebM, QuickTime…). */
  containerLabel: string;
  durationSeconds: number | null;
  /** Displayed size: rotation metadata applied (phones store 1920×1080 with Rotation 90). */
  width: number | null;
  height: number | null;
  rotation: number;
  frameRate: number | null;
  variableFrameRate: boolean;
  videoCodec: string | null;
  /** Overall bitrate (all tracks), kbps. */
  bitrateKbps: number | null;
  videoBitrateKbps: number | null;
  audio: { codec: string; channels: number | null; sampleRate: number | null; bitrateKbps: number | null } | null;
  bytes: number;
};

/** The subset of a MediaInfo track we read (mediainfo.js object format). */
export type TrackLike = { "@type": string; [field: string]: unknown };

const num = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number.parseFloat(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

function containerOf(general: TrackLike | undefined): { container: VideoContainer | null; label: string } {
  const format = str(general?.Format) ?? "";
  const codecId = (str(general?.CodecID) ?? "").toLowerCase();
  const profile = str(general?.Format_Profile) ?? "";
  if (format === "MPEG-4") {
    if (codecId.startsWith("qt") || profile === "QuickTime") return { container: "mov", label: "QuickTime (MOV)" };
    if (codecId.startsWith("3g") || profile.startsWith("3GPP")) return { container: "3gp", label: "3GP" };
    return { container: "mp4", label: "MP4" };
  }
  if (format === "MPEG-PS" || format === "MPEG-TS" || format === "MPEG Video")
    return { container: "mpeg", label: format };
  if (format === "AVI") return { container: "avi", label: "AVI" };
  if (format === "WebM") return { container: "webm", label: "WebM" };
  if (format === "Matroska") return { container: "mkv", label: "MKV (Matroska)" };
  if (format === "Flash Video") return { container: "flv", label: "FLV" };
  return { container: null, label: format || "未知" };
}

const codecNames: Record<string, string> = {
  AVC: "H.264 (AVC)",
  HEVC: "H.265 (HEVC)",
  VP8: "VP8",
  VP9: "VP9",
  AV1: "AV1",
  "MPEG-4 Visual": "MPEG-4 Part 2",
  ProRes: "Apple ProRes",
  "MPEG Video": "MPEG-1/2",
};

export function factsFromTracks(tracks: TrackLike[], bytes: number): VideoFacts {
  const general = tracks.find((t) => t["@type"] === "General");
  const video = tracks.find((t) => t["@type"] === "Video");
  const audio = tracks.find((t) => t["@type"] === "Audio");
  const { container, label } = containerOf(general);
  const rotation = Math.round(num(video?.Rotation) ?? 0);
  const storedW = num(video?.Width);
  const storedH = num(video?.Height);
  const turned = Math.abs(rotation) % 180 === 90;
  const duration = num(general?.Duration) ?? num(video?.Duration);
  const overall = num(general?.OverallBitRate) ?? (duration && duration > 0 ? (bytes * 8) / duration : null);
  const videoFormat = str(video?.Format);
  return {
    container,
    containerLabel: label,
    durationSeconds: duration,
    width: turned ? storedH : storedW,
    height: turned ? storedW : storedH,
    rotation,
    frameRate: num(video?.FrameRate),
    variableFrameRate: str(video?.FrameRate_Mode) === "VFR",
    videoCodec: videoFormat ? (codecNames[videoFormat] ?? videoFormat) : null,
    bitrateKbps: overall === null ? null : overall / 1000,
    videoBitrateKbps: num(video?.BitRate) === null ? null : num(video?.BitRate)! / 1000,
    audio: audio
      ? {
          codec: str(audio.Format) ?? "未知",
          channels: num(audio.Channels),
          sampleRate: num(audio.SamplingRate),
          bitrateKbps: num(audio.BitRate) === null ? null : num(audio.BitRate)! / 1000,
        }
      : null,
    bytes,
  };
}

export type VideoFailure = { rule: VideoRuleKind; message: string; source: ToolSource };
export type VideoVerdict = {
  pass: boolean;
  failures: VideoFailure[];
  /** The shape that matched, when one did. */ shape: string | null;
};

export function formatMB(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const containerLabel: Record<VideoContainer, string> = {
  mp4: "MP4",
  mov: "MOV",
  mpeg: "MPEG",
  "3gp": "3GP",
  avi: "AVI",
  webm: "WebM",
  mkv: "MKV",
  flv: "FLV",
};

export function seconds(s: number): string {
  return s >= 60 ? `${Math.floor(s / 60)} 分 ${(s % 60).toFixed(1)} 秒` : `${s.toFixed(s < 10 ? 2 : 1)} 秒`;
}

/** Every rule of the placement the video breaks (empty = pass). A fact MediaInfo could not read fails its rule: a platform would not accept an unknown. */
export function checkVideoPlacement(f: VideoFacts, p: VideoPlacement): VideoVerdict {
  const failures: VideoFailure[] = [];
  const src = (rule: VideoRuleKind) => p.ruleSources?.[rule] ?? p.source;
  let matched: string | null = null;

  if (f.width && f.height) {
    const ratio = f.width / f.height;
    const fitting = p.shapes.filter((s) => Math.abs(ratio / s.ratio - 1) <= s.tolerance);
    if (fitting.length === 0) {
      failures.push({
        rule: "shape",
        message: `宽高比 ${ratio.toFixed(2)}（${f.width}×${f.height}）不符合 ${p.shapes.map((s) => s.label).join(" / ")}`,
        source: src("shape"),
      });
    } else {
      const shape = fitting[0]!;
      const small = (shape.minWidth && f.width < shape.minWidth) || (shape.minHeight && f.height < shape.minHeight);
      const large = (shape.maxWidth && f.width > shape.maxWidth) || (shape.maxHeight && f.height > shape.maxHeight);
      if (small)
        failures.push({
          rule: "shape",
          message: `分辨率 ${f.width}×${f.height} 低于 ${shape.label} 要求的 ${shape.minWidth}×${shape.minHeight}`,
          source: src("shape"),
        });
      else if (large)
        failures.push({
          rule: "shape",
          message: `分辨率 ${f.width}×${f.height} 超过 ${shape.label} 允许的 ${shape.maxWidth}×${shape.maxHeight}`,
          source: src("shape"),
        });
      else matched = shape.label;
    }
  } else {
    failures.push({ rule: "shape", message: "读不出画面尺寸（文件里可能没有视频轨道）", source: src("shape") });
  }

  if (p.maxBytes !== undefined && f.bytes > p.maxBytes)
    failures.push({
      rule: "bytes",
      message: `文件 ${formatMB(f.bytes)} 超过 ${formatMB(p.maxBytes)}`,
      source: src("bytes"),
    });

  if (p.formats) {
    if (!f.container || !p.formats.includes(f.container)) {
      failures.push({
        rule: "format",
        message: `格式 ${f.container ? containerLabel[f.container] : f.containerLabel} 不在 ${p.formats.map((c) => containerLabel[c]).join("/")} 之内`,
        source: src("format"),
      });
    }
  }

  if (p.minSeconds !== undefined || p.maxSeconds !== undefined) {
    const d = f.durationSeconds;
    if (d === null) failures.push({ rule: "duration", message: "读不出时长", source: src("duration") });
    else if (p.exclusiveSeconds && (d <= (p.minSeconds ?? 0) || d >= (p.maxSeconds ?? Infinity))) {
      failures.push({
        rule: "duration",
        message: `时长 ${seconds(d)}，要求大于 ${p.minSeconds} 秒且小于 ${p.maxSeconds} 秒`,
        source: src("duration"),
      });
    } else if (!p.exclusiveSeconds && p.minSeconds !== undefined && d < p.minSeconds) {
      failures.push({
        rule: "duration",
        message: `时长 ${seconds(d)} 短于 ${p.minSeconds} 秒`,
        source: src("duration"),
      });
    } else if (!p.exclusiveSeconds && p.maxSeconds !== undefined && d > p.maxSeconds) {
      failures.push({
        rule: "duration",
        message: `时长 ${seconds(d)} 超过 ${p.maxSeconds >= 120 ? `${p.maxSeconds / 60} 分钟` : `${p.maxSeconds} 秒`}`,
        source: src("duration"),
      });
    }
  }

  if (p.minKbps !== undefined) {
    const k = f.bitrateKbps;
    if (k === null) failures.push({ rule: "bitrate", message: "读不出码率", source: src("bitrate") });
    else if (k < p.minKbps)
      failures.push({
        rule: "bitrate",
        message: `码率 ${Math.round(k)} kbps 低于 ${p.minKbps} kbps`,
        source: src("bitrate"),
      });
  }

  return { pass: failures.length === 0, failures, shape: matched };
}

export function orientationOf(w: number | null, h: number | null): string {
  if (!w || !h) return "未知";
  if (Math.abs(w / h - 1) < 0.02) return "方形";
  return w > h ? "横版" : "竖版";
}
