/**
 * 爆款视频拆解: drop one video (or a batch, as the plan allows); each is
 * analysed in breakdown.worker.ts, one at a time, with a progress bar and
 * 取消. The report (breakdown-report.tsx) shows what was measured from the
 * file and labels the heuristics. Nothing leaves the browser: the only
 * request is requestRun's slug.
 */
import { useEffect, useId, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { buttonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { safeZones, videoPlacements } from "../placement-specs";
import { createOcrEngine, OcrError, type OcrEngine } from "../../engines/ocr/ocr-client";
import { createFaceDetector, type FaceDetector } from "../../engines/face/face-client";
import type { BreakdownReply, BreakdownRequest, BreakdownResult, Picture } from "./breakdown.worker";
import { openingFaces, type OpeningFaces } from "./opening-faces";
import { OCR_STEP } from "./text-cues";
import { BreakdownReport } from "./breakdown-report";
import { TextReader, type TextReport } from "./read-text";
import type { TextFrame } from "./text-frames";

export type Entry = {
  id: number;
  file: File;
  status: "queued" | "running" | "done" | "error" | "cancelled";
  stage: "video" | "audio" | "faces" | "model" | "text";
  done: number;
  result?: BreakdownResult;
  /** Object URLs of result.pictures, same order. */
  urls?: string[];
  /** On-screen text, when 识别画面文字 was on: the cues, or why they are missing. */
  text?: { report: TextReport } | { error: string };
  /** Faces in the first 3 seconds (the face engine's BlazeFace), or why they are missing. */
  faces?: OpeningFaces;
  error?: string;
};

const STAGE: Record<Entry["stage"], string> = {
  video: "逐帧解码画面",
  audio: "读取音轨",
  faces: "检测开头 3 秒的人脸",
  model: "加载文字识别模型",
  text: "识别画面文字",
};

let nextId = 1;

class WorkerFailed extends Error {}
const cancelled = () => new DOMException("已取消", "AbortError");

/** One video through breakdown.worker.ts; aborting terminates the worker, which stops the decoding at once. */
function runWorker(
  file: File,
  ocr: boolean,
  signal: AbortSignal,
  onProgress: (stage: Entry["stage"], done: number) => void,
  onOpening: (pictures: Picture[]) => void,
  onTextFrame?: (frame: TextFrame) => Promise<void>,
): Promise<BreakdownResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./breakdown.worker.ts", import.meta.url), { type: "module" });
    const end = () => {
      worker.terminate();
      signal.removeEventListener("abort", stop);
    };
    const stop = () => {
      end();
      reject(cancelled());
    };
    signal.addEventListener("abort", stop, { once: true });
    worker.onmessage = (e: MessageEvent<BreakdownReply>) => {
      const reply = e.data;
      if (reply.type === "progress") onProgress(reply.stage, reply.done);
      else if (reply.type === "opening") onOpening(reply.pictures);
      else if (reply.type === "text-frame")
        void onTextFrame?.(reply.frame).then(() =>
          worker.postMessage({ type: "text-read" } satisfies BreakdownRequest),
        );
      else {
        end();
        if (reply.type === "error") reject(new WorkerFailed(reply.message));
        else resolve(reply.result);
      }
    };
    worker.onerror = () => {
      end();
      reject(
        new WorkerFailed(
          "分析线程出错：浏览器可能不支持在后台解码视频（需要 WebCodecs）。请换用新版 Chrome、Edge 或 Safari。",
        ),
      );
    };
    const request: BreakdownRequest = { file, ocr };
    worker.postMessage(request);
  });
}

export default function BreakdownRunner({ plan, requestRun, saveHistory, settings, setSettings }: ToolRunnerProps) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const abortRef = useRef<AbortController | null>(null);
  const ocrRef = useRef<OcrEngine | null>(null);
  const faceRef = useRef<FaceDetector | null>(null);
  const urlsRef = useRef<string[]>([]);
  const placementKey = settings.get("placement") ?? "oceanengine-video-vertical";
  const placement = videoPlacements.find((p) => p.key === placementKey) ?? videoPlacements[1]!;
  const zoneKey = settings.get("zone") ?? "union";
  const zone = safeZones.find((z) => z.key === zoneKey) ?? safeZones[0]!;
  // Local state mirrors the link's setting: the URL update is an async navigation, and a controlled checkbox
  // that waits for it would spring back under the click.
  const [withText, setWithText] = useState(() => settings.get("text") === "1");
  const textBoxId = useId();

  useEffect(
    () => () => {
      abortRef.current?.abort();
      ocrRef.current?.dispose();
      faceRef.current?.dispose();
      for (const u of urlsRef.current) URL.revokeObjectURL(u);
    },
    [],
  );

  const update = (id: number, patch: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));

  /** On-screen text: the model loads and the frames are read while the worker decodes (read-text.ts). */
  const textOf = (entry: Entry, signal: AbortSignal) => {
    const ocr = (ocrRef.current ??= createOcrEngine());
    ocr.load().catch(() => {}); // a failure is reported by finish()
    const reader = new TextReader(ocr, signal);
    const finish = async (result: BreakdownResult): Promise<Entry["text"]> => {
      try {
        update(entry.id, { stage: "model", done: 0 });
        await ocr.load((p) => update(entry.id, { done: p.total ? Math.min(0.99, p.loaded / p.total) : 0 }));
        update(entry.id, { stage: "text", done: reader.progress });
        reader.onProgress = (done) => update(entry.id, { done });
        return { report: await reader.finish(result.duration, OCR_STEP) };
      } catch (e) {
        if (signal.aborted) throw cancelled();
        // The picture analysis stands on its own: a model that failed to load only loses the text part.
        return { error: e instanceof OcrError ? e.message : "画面文字识别失败，请重试。" };
      }
    };
    return { push: (frame: TextFrame) => reader.push(frame), finish };
  };

  const analyseOne = async (entry: Entry, ocr: boolean, signal: AbortSignal) => {
    update(entry.id, { status: "running", done: 0, stage: "video" });
    try {
      // The face model (≈ 1 MB) loads while the video decodes; it looks at the opening once the worker is past 3 s.
      const opening = openingFaces((faceRef.current ??= createFaceDetector()), signal);
      const reading = ocr ? textOf(entry, signal) : null;
      const result = await runWorker(
        entry.file,
        ocr,
        signal,
        (stage, done) => update(entry.id, { stage, done }),
        opening.take,
        reading?.push,
      );
      update(entry.id, { stage: "faces", done: 0.99 });
      const faces = await opening.result();
      const text = reading ? await reading.finish(result) : undefined;
      const urls = result.pictures.map((p) => URL.createObjectURL(p.blob));
      urlsRef.current.push(...urls);
      update(entry.id, { status: "done", result, urls, text, faces, done: 1 });
      saveHistory({
        input: "",
        summary: `${entry.file.name}：${result.duration.toFixed(1)} 秒，${result.cuts.length} 次硬切，${result.transitions.length} 处转场`,
      });
    } catch (e) {
      if (signal.aborted) update(entry.id, { status: "cancelled" });
      else update(entry.id, { status: "error", error: e instanceof WorkerFailed ? e.message : "分析失败，请重试。" });
    }
  };

  const start = async (files: File[]) => {
    if (abortRef.current) return;
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      if (!(await requestRun({ batchSize: files.length }))) return;
      for (const u of urlsRef.current) URL.revokeObjectURL(u);
      urlsRef.current = [];
      const list: Entry[] = files.map((file) => ({ id: nextId++, file, status: "queued", stage: "video", done: 0 }));
      setEntries(list);
      for (const entry of list) {
        if (controller.signal.aborted) update(entry.id, { status: "cancelled" });
        else await analyseOne(entry, withText, controller.signal);
      }
    } finally {
      abortRef.current = null;
    }
  };

  const cancel = () => {
    abortRef.current?.abort();
    // Stops the text recognition too (its worker is started again, from the HTTP cache, next time).
    ocrRef.current?.dispose();
    ocrRef.current = null;
    faceRef.current?.dispose();
    faceRef.current = null;
  };

  const running = entries.some((e) => e.status === "running" || e.status === "queued");
  const current = entries.find((e) => e.status === "running");
  const finished = entries.filter((e) => e.status !== "running" && e.status !== "queued").length;

  return (
    <div className="space-y-4">
      <FileDrop
        label="选择或拖入视频"
        accept="video/*,.mp4,.mov,.m4v,.webm,.mkv"
        multiple={plan.batchLimit > 1}
        onFiles={(files) => void start(files)}
        hint={
          plan.batchLimit > 1
            ? `一次最多 ${plan.batchLimit} 个视频（按你的套餐）；视频只在本机浏览器里解码分析，不会上传。`
            : "一次一个视频（会员可批量）；视频只在本机浏览器里解码分析，不会上传。"
        }
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="font-medium">投放版位（看画面比例）</span>
          <select
            className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-2 py-1.5"
            value={placement.key}
            onChange={(e) => setSettings({ placement: e.target.value })}
          >
            {videoPlacements.map((p) => (
              <option key={p.key} value={p.key}>
                {p.platform} · {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="font-medium">安全区（参考值）</span>
          <select
            className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-2 py-1.5"
            value={zone.key}
            onChange={(e) => setSettings({ zone: e.target.value === "union" ? null : e.target.value })}
          >
            {safeZones.map((z) => (
              <option key={z.key} value={z.key}>
                {z.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={textBoxId}
          type="checkbox"
          className="mt-1"
          checked={withText}
          disabled={running}
          aria-describedby={`${textBoxId}-hint`}
          onChange={(e) => {
            setWithText(e.target.checked);
            setSettings({ text: e.target.checked ? "1" : null });
          }}
        />
        <div>
          <label htmlFor={textBoxId} className="font-medium">
            识别画面文字
          </label>
          <p id={`${textBoxId}-hint`} className="text-xs text-muted">
            用文字识别（OCR）读出字幕、花字和贴纸文字，标出时间并检查广告法用语；第一次使用要下载约 20 MB
            的识别模型，分析会慢一些（60 秒的竖版视频在我们的测试机上约多 20 秒，机器忙时更久）。
          </p>
        </div>
      </div>

      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-muted">
          拖入视频后，这里列出每一次硬切和转场、镜头表（缩略图、开始、结束、时长）、剪辑节奏、开头 3
          秒、响度曲线和静音段，以及所选版位的比例和安全区；镜头表可导出 CSV，镜头缩略图可导出为一张 PNG。
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3 text-sm" role="status">
          <progress
            max={1}
            value={running ? (current?.done ?? 0) : 1}
            aria-label="当前视频的分析进度"
            className="h-2 w-40"
          />
          <span data-testid="breakdown-progress">
            {current
              ? `正在${STAGE[current.stage]}：${current.file.name} ${Math.round(current.done * 100)}%`
              : "分析完成"}
            （{finished} / {entries.length}）
          </span>
          {running ? (
            <button type="button" className={buttonClass} onClick={cancel}>
              取消
            </button>
          ) : null}
        </div>
      )}
      <ul className="space-y-6">
        {entries.map((e) => (
          <li key={e.id} className="rounded-lg border border-gray-200 p-3" data-file-entry={e.file.name}>
            <h3 className="break-all text-sm font-bold">{e.file.name}</h3>
            {e.status === "queued" ? <p className="text-sm text-muted">等待分析…</p> : null}
            {e.status === "running" ? <p className="text-sm text-muted">分析中…</p> : null}
            {e.status === "cancelled" ? <p className="text-sm text-muted">已取消</p> : null}
            {e.status === "error" ? (
              <p role="alert" className="mt-1 rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800">
                {e.error}
              </p>
            ) : null}
            {e.status === "done" && e.result && e.urls ? (
              <BreakdownReport
                file={e.file.name}
                result={e.result}
                urls={e.urls}
                text={e.text}
                faces={e.faces}
                placement={placement}
                zone={zone}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
