/**
 * 版权风险检测's watermark pass: the dropped images go through the OCR engine (app/tools/engines/ocr,
 * models from this site, loaded only once the user has dropped images) and the lines are matched
 * against stock agencies' marks (watermark-text.ts). One image's failure stays on that image; a
 * model that cannot load says so on each image and leaves the rest of the report as it was.
 */
import { useEffect, useRef, useState } from "react";
import { ModelProgress } from "../../engines/ocr/model-progress";
import { createOcrEngine, OcrError, type LoadProgress, type OcrEngine } from "../../engines/ocr/ocr-client";
import { SourceBadge } from "../../kit/source-badge";
import { findWatermarks, type WatermarkHit } from "./watermark-text";

export type WatermarkState =
  { status: "waiting" | "reading" } | { status: "done"; hits: WatermarkHit[] } | { status: "error"; message: string };

export function useWatermarkReader() {
  const [states, setStates] = useState<Map<number, WatermarkState>>(new Map());
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const engine = useRef<OcrEngine | null>(null);
  useEffect(() => () => engine.current?.dispose(), []);

  const set = (id: number, state: WatermarkState) => setStates((m) => new Map(m).set(id, state));

  async function read(images: { id: number; file: File }[]) {
    if (!images.length) return;
    for (const { id } of images) set(id, { status: "waiting" });
    const ocr = (engine.current ??= createOcrEngine());
    setProgress({ loaded: 0, total: 1 });
    try {
      await ocr.load(setProgress);
    } catch (error) {
      const message = error instanceof OcrError ? error.message : "文字识别模型加载失败，请重试。";
      for (const { id } of images) set(id, { status: "error", message: `未能检查水印：${message}` });
      return;
    } finally {
      setProgress(null);
    }
    for (const { id, file } of images) {
      set(id, { status: "reading" });
      try {
        const { lines } = await ocr.recognize(file);
        set(id, { status: "done", hits: findWatermarks(lines) });
      } catch (error) {
        set(id, {
          status: "error",
          message: `未能检查水印：${error instanceof OcrError ? error.message : "文字识别失败，请重试。"}`,
        });
      }
    }
  }

  const reset = () => setStates(new Map());
  return { states, progress, read, reset };
}

export function WatermarkProgress({ progress }: { progress: LoadProgress | null }) {
  return progress ? <ModelProgress progress={progress} label="正在加载文字识别模型（检查图库水印）" /> : null;
}

export function WatermarkResult({ state, file }: { state: WatermarkState | undefined; file: string }) {
  if (!state) return null;
  if (state.status !== "done" && state.status !== "error")
    return (
      <p className="mt-2 text-muted" role="status">
        {state.status === "waiting" ? "等待识别图片上的水印文字…" : "正在识别图片上的水印文字…"}
      </p>
    );
  if (state.status === "error")
    return (
      <p role="alert" className="mt-2 rounded border border-red-200 bg-red-50 p-2 text-red-800">
        {state.message}
      </p>
    );
  if (!state.hits.length)
    return (
      <p className="mt-2 text-muted" data-testid="no-watermark" data-file={file}>
        未在图片上识别到图库水印文字。未发现不等于无风险：很淡、被裁掉或被修掉的水印，以及只有图形标志的水印都识别不到，请确认素材来源和授权记录。
      </p>
    );
  return (
    <ul className="mt-2 space-y-1">
      {state.hits.map((h) => (
        <li
          key={h.agency.key}
          data-watermark={h.agency.key}
          data-file={file}
          data-box={`${h.box.x},${h.box.y},${h.box.w},${h.box.h}`}
          className="rounded border border-amber-200 bg-amber-50 p-2 text-amber-900"
        >
          图片上识别到水印文字「{h.text}」{h.count > 1 ? `（共 ${h.count} 处）` : ""}，可能是
          <strong className="font-medium">{h.agency.name}</strong>（{h.agency.kind}）的预览图：{h.agency.note}
          <span className="mt-1 block">
            <SourceBadge source={h.agency.source} />
          </span>
        </li>
      ))}
    </ul>
  );
}
