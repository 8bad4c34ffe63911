/**
 * 视频安全区预览: a frame of a video (picked with a time slider, <video> →
 * canvas) or an image, with the safe-zone presets of placement-specs.ts
 * (tools-facts §3.2: all 参考值, none official for 抖音/快手/视频号/小红书)
 * and custom zones drawn with the pointer or typed in; export as PNG. The
 * canvas is the frame's own resolution, so the export is what you see.
 */
import { useEffect, useRef, useState, type FormEvent, type PointerEvent } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { downloadBlob, renamed } from "../media-kit";
import { safeZones, type SafeZone } from "../placement-specs";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { SourceBadge } from "../../kit/source-badge";
import { NumberInput } from "../../kit/number-input";
import { parseZone, zoneStates, ZONE_LABELS, type ZoneForm, type ZoneKey } from "./custom-zone";
import { EmptyState } from "../../kit/batch-status";
import { undecodableReasonOf } from "../../engines/image-probe/unreadable";

type Frame = { source: CanvasImageSource; width: number; height: number };
type Rect = { x: number; y: number; width: number; height: number };

const REF_W = 1080;
const REF_H = 1920;
const zoneColours: Record<string, string> = {
  union: "#ef4444",
  youtube: "#f59e0b",
  "meta-reels": "#3b82f6",
  tiktok: "#10b981",
};

/** A zone's safe rectangle on a frame of any size (values are given on 1080×1920 and scale with the frame). */
export function safeRect(zone: SafeZone, width: number, height: number): Rect {
  const sx = width / REF_W;
  const sy = height / REF_H;
  return {
    x: zone.left * sx,
    y: zone.top * sy,
    width: width - (zone.left + zone.right) * sx,
    height: height - (zone.top + zone.bottom) * sy,
  };
}

function draw(canvas: HTMLCanvasElement, frame: Frame, zones: SafeZone[], custom: Rect[], draft: Rect | null) {
  canvas.width = frame.width;
  canvas.height = frame.height;
  const ctx = canvas.getContext("2d")!;
  ctx.drawImage(frame.source, 0, 0, frame.width, frame.height);
  const line = Math.max(2, Math.round(frame.width / 270));
  const font = Math.max(12, Math.round(frame.width / 36));
  ctx.font = `600 ${font}px sans-serif`;
  ctx.textBaseline = "top";
  for (const zone of zones) {
    const r = safeRect(zone, frame.width, frame.height);
    const colour = zoneColours[zone.key] ?? "#ef4444";
    // Shade what the platform's interface covers, outline what stays visible.
    ctx.fillStyle = `${colour}33`;
    ctx.fillRect(0, 0, frame.width, r.y);
    ctx.fillRect(0, r.y + r.height, frame.width, frame.height - r.y - r.height);
    ctx.fillRect(0, r.y, r.x, r.height);
    ctx.fillRect(r.x + r.width, r.y, frame.width - r.x - r.width, r.height);
    ctx.strokeStyle = colour;
    ctx.lineWidth = line;
    ctx.strokeRect(r.x, r.y, r.width, r.height);
    const label = `${zone.name} · 参考值`;
    ctx.fillStyle = "rgba(0,0,0,0.6)";
    ctx.fillRect(r.x, r.y, ctx.measureText(label).width + font, font * 1.5);
    ctx.fillStyle = "#fff";
    ctx.fillText(label, r.x + font / 2, r.y + font / 4);
  }
  ctx.setLineDash([line * 3, line * 2]);
  for (const r of draft ? [...custom, draft] : custom) {
    ctx.strokeStyle = "#a855f7";
    ctx.lineWidth = line;
    ctx.strokeRect(r.x, r.y, r.width, r.height);
  }
  ctx.setLineDash([]);
}

export default function SafeAreaRunner({ requestRun, saveHistory, settings, setSettings }: ToolRunnerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [frame, setFrame] = useState<Frame | null>(null);
  const [video, setVideo] = useState<{ duration: number; time: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [custom, setCustom] = useState<Rect[]>([]);
  const [draft, setDraft] = useState<Rect | null>(null);
  const dragStart = useRef<{ x: number; y: number } | null>(null);
  const [form, setForm] = useState<ZoneForm>({ x: "", y: "", width: "", height: "" });
  const [formNote, setFormNote] = useState<string | null>(null);

  const shown = (settings.get("zones") ?? "union").split(",").filter((k) => safeZones.some((z) => z.key === k));
  const zones = safeZones.filter((z) => shown.includes(z.key));

  useEffect(() => {
    if (frame && canvasRef.current) draw(canvasRef.current, frame, zones, custom, draft);
  });

  useEffect(
    () => () => {
      const v = videoRef.current;
      if (v) URL.revokeObjectURL(v.src);
    },
    [],
  );

  const grabVideoFrame = (v: HTMLVideoElement) => setFrame({ source: v, width: v.videoWidth, height: v.videoHeight });

  // The last file chosen wins: an earlier one that finishes loading later is dropped.
  const latest = useRef(0);
  const load = async (files: File[]) => {
    const f = files[0]!;
    const id = ++latest.current;
    setError(null);
    if (!(await requestRun()) || id !== latest.current) return;
    if (videoRef.current) {
      URL.revokeObjectURL(videoRef.current.src);
      videoRef.current = null;
    }
    setVideo(null);
    setCustom([]);
    if (f.type.startsWith("video/") || /\.(mp4|mov|webm|m4v)$/i.test(f.name)) {
      const v = document.createElement("video");
      v.muted = true;
      v.playsInline = true;
      v.preload = "auto";
      v.src = URL.createObjectURL(f);
      videoRef.current = v;
      v.onloadeddata = () => {
        setFile(f);
        setVideo({ duration: v.duration, time: 0 });
        grabVideoFrame(v);
        saveHistory({ input: "", summary: `${f.name}：${v.videoWidth}×${v.videoHeight} 视频` });
      };
      v.onseeked = () => grabVideoFrame(v);
      v.onerror = () => setError(`浏览器无法播放「${f.name}」（常见于 HEVC/H.265 编码），可以先截一张图再拖进来。`);
      return;
    }
    try {
      const bmp = await createImageBitmap(f, { imageOrientation: "from-image" });
      if (id !== latest.current) return bmp.close();
      setFile(f);
      setFrame({ source: bmp, width: bmp.width, height: bmp.height });
      saveHistory({ input: "", summary: `${f.name}：${bmp.width}×${bmp.height} 画面` });
    } catch {
      const why = await undecodableReasonOf(f);
      if (id === latest.current) setError(`「${f.name}」：${why}`);
    }
  };

  const toPixels = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - r.left) / r.width) * (frame?.width ?? 0),
      y: ((e.clientY - r.top) / r.height) * (frame?.height ?? 0),
    };
  };
  const rectFrom = (a: { x: number; y: number }, b: { x: number; y: number }): Rect => ({
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  });

  const addTyped = (e: FormEvent) => {
    e.preventDefault();
    if (!frame) return;
    const r = parseZone(form, frame);
    setFormNote(r.ok ? null : r.message);
    if (!r.ok) return;
    setCustom((c) => [...c, r.rect]);
    setForm({ x: "", y: "", width: "", height: "" });
  };

  const zoneState = frame ? zoneStates(form, frame) : null;

  const exportPng = () => {
    const canvas = canvasRef.current;
    if (!canvas || !file) return;
    canvas.toBlob((b) => b && downloadBlob(b, renamed(file.name, "safe-area", "png")), "image/png");
  };

  const toggle = (key: string) => {
    const next = shown.includes(key) ? shown.filter((k) => k !== key) : [...shown, key];
    setSettings({ zones: next.length === 1 && next[0] === "union" ? null : next.join(",") || "none" });
  };

  return (
    <div className="space-y-4">
      <FileDrop
        label="选择或拖入视频或图片"
        accept="video/*,image/*"
        onFiles={load}
        hint="视频可以拖动时间选画面；文件只在本机浏览器里打开，不会上传。"
      />
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}

      <fieldset className="rounded-lg border border-gray-200 p-3">
        <legend className="px-1 text-sm font-medium">显示哪些安全区（均为参考值）</legend>
        <ul className="space-y-2">
          {safeZones.map((z) => (
            <li key={z.key} className="text-sm">
              <label className="inline-flex items-center gap-1 font-medium">
                <input type="checkbox" checked={shown.includes(z.key)} onChange={() => toggle(z.key)} />
                <span
                  aria-hidden
                  className="inline-block h-3 w-3 rounded-sm"
                  style={{ background: zoneColours[z.key] }}
                />
                {z.name}
              </label>
              <span className="ml-2 text-xs text-muted">
                上 {z.top} · 下 {z.bottom} · 左 {z.left} · 右 {z.right} px（按 1080×1920）
              </span>
              <div>
                <SourceBadge source={z.source} />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted">
          抖音、快手、视频号、小红书没有公布安全区数字，默认的「跨平台通用」取各平台遮挡区的并集，发布前请在手机上预览确认。
        </p>
      </fieldset>

      {!frame ? (
        <EmptyState>放入竖版视频或截图后，这里叠加各平台界面会遮挡的区域，字幕、价格和商品要放在框内。</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_1fr]">
          <div>
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={`画面与安全区：${zones.map((z) => z.name).join("、") || "未选择预设"}${custom.length ? `，自定义区域 ${custom.length} 个` : ""}`}
              data-zones={zones.map((z) => z.key).join(",")}
              data-custom={custom.length}
              className="block w-full touch-none rounded border border-gray-300"
              onPointerDown={(e) => {
                dragStart.current = toPixels(e);
                e.currentTarget.setPointerCapture(e.pointerId);
              }}
              onPointerMove={(e) => {
                if (dragStart.current) setDraft(rectFrom(dragStart.current, toPixels(e)));
              }}
              onPointerUp={(e) => {
                const start = dragStart.current;
                dragStart.current = null;
                setDraft(null);
                if (!start) return;
                const r = rectFrom(start, toPixels(e));
                if (r.width > 4 && r.height > 4) setCustom((c) => [...c, r]);
              }}
            />
            <p className="mt-1 text-xs text-muted">
              画面 {frame.width}×{frame.height}
              {Math.abs(frame.width / frame.height - 9 / 16) > 0.01
                ? "。不是 9:16：安全区按 1080×1920 等比换算，仅供参考。"
                : "。"}
              在画面上拖动可画自定义区域（紫色虚线）。
            </p>
          </div>
          <div className="space-y-3 text-sm">
            {video ? (
              <label className="block">
                <span className="font-medium">选择画面：{video.time.toFixed(1)} 秒</span>
                <input
                  type="range"
                  min={0}
                  max={Math.max(0, video.duration - 0.05)}
                  step={0.1}
                  value={video.time}
                  onChange={(e) => {
                    const t = Number(e.target.value);
                    setVideo({ ...video, time: t });
                    if (videoRef.current) videoRef.current.currentTime = t;
                  }}
                  className="mt-1 block w-full"
                />
              </label>
            ) : null}
            <form onSubmit={addTyped} className="rounded-lg border border-gray-200 p-3">
              <p className="mb-2 font-medium">按像素添加自定义区域</p>
              <div className="grid grid-cols-2 gap-2">
                {(Object.keys(ZONE_LABELS) as ZoneKey[]).map((k) => {
                  const state = zoneState?.[k];
                  return (
                    <div key={k} className="flex min-w-0 flex-col text-xs">
                      <label htmlFor={`safe-zone-${k}`}>{ZONE_LABELS[k]}（px）</label>
                      <NumberInput
                        id={`safe-zone-${k}`}
                        value={form[k]}
                        error={state?.kind === "error" ? state.message : null}
                        errorId={`safe-zone-${k}-err`}
                        onValueChange={(text) => setForm((f) => ({ ...f, [k]: text }))}
                        className="mt-0.5 block w-full rounded border border-gray-300 px-2 py-1 text-sm"
                      />
                    </div>
                  );
                })}
              </div>
              {formNote ? (
                <p role="alert" className="mt-2 text-xs text-red-800">
                  {formNote}
                </p>
              ) : null}
              <button type="submit" className={`${buttonClass} mt-2`}>
                添加区域
              </button>
            </form>
            <div className="flex flex-wrap gap-2">
              {custom.length ? (
                <button type="button" className={buttonClass} onClick={() => setCustom([])}>
                  清除自定义区域
                </button>
              ) : null}
              <button type="button" className={primaryButtonClass} onClick={exportPng}>
                导出 PNG
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
