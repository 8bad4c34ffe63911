/**
 * 爆款视频拆解: drop one video (or a batch, as the plan allows); each is
 * analysed in breakdown.worker.ts, one at a time, with a progress bar and
 * 取消. The report (breakdown-report.tsx) shows what was measured from the
 * file and labels the heuristics. Nothing leaves the browser: the only
 * request is requestRun's slug.
 */
import { useEffect, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { buttonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { safeZones, videoPlacements } from "../placement-specs";
import type { BreakdownReply, BreakdownResult } from "./breakdown.worker";
import { BreakdownReport } from "./breakdown-report";

export type Entry = {
  id: number;
  file: File;
  status: "queued" | "running" | "done" | "error" | "cancelled";
  stage: "video" | "audio";
  done: number;
  result?: BreakdownResult;
  /** Object URLs of result.pictures, same order. */
  urls?: string[];
  error?: string;
};

let nextId = 1;

export default function BreakdownRunner({ plan, requestRun, saveHistory, settings, setSettings }: ToolRunnerProps) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const workerRef = useRef<Worker | null>(null);
  const cancelled = useRef(false);
  const urlsRef = useRef<string[]>([]);
  const placementKey = settings.get("placement") ?? "oceanengine-video-vertical";
  const placement = videoPlacements.find((p) => p.key === placementKey) ?? videoPlacements[1]!;
  const zoneKey = settings.get("zone") ?? "union";
  const zone = safeZones.find((z) => z.key === zoneKey) ?? safeZones[0]!;

  useEffect(
    () => () => {
      workerRef.current?.terminate();
      for (const u of urlsRef.current) URL.revokeObjectURL(u);
    },
    [],
  );

  const update = (id: number, patch: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));

  const analyseOne = (entry: Entry) =>
    new Promise<void>((resolve) => {
      const worker = new Worker(new URL("./breakdown.worker.ts", import.meta.url), { type: "module" });
      workerRef.current = worker;
      update(entry.id, { status: "running", done: 0, stage: "video" });
      const finish = (patch: Partial<Entry>) => {
        worker.terminate();
        if (workerRef.current === worker) workerRef.current = null;
        update(entry.id, patch);
        resolve();
      };
      worker.onmessage = (e: MessageEvent<BreakdownReply>) => {
        const reply = e.data;
        if (reply.type === "progress") update(entry.id, { stage: reply.stage, done: reply.done });
        else if (reply.type === "error") finish({ status: "error", error: reply.message });
        else {
          const urls = reply.result.pictures.map((p) => URL.createObjectURL(p.blob));
          urlsRef.current.push(...urls);
          finish({ status: "done", result: reply.result, urls, done: 1 });
          const r = reply.result;
          saveHistory({
            input: "",
            summary: `${entry.file.name}：${r.duration.toFixed(1)} 秒，${r.cuts.length} 次硬切，${r.transitions.length} 处转场`,
          });
        }
      };
      worker.onerror = () =>
        finish({
          status: "error",
          error: "分析线程出错：浏览器可能不支持在后台解码视频（需要 WebCodecs）。请换用新版 Chrome、Edge 或 Safari。",
        });
      // Cancel: terminate resolves this run as cancelled.
      (worker as Worker & { cancel?: () => void }).cancel = () => finish({ status: "cancelled" });
      worker.postMessage({ file: entry.file });
    });

  const start = async (files: File[]) => {
    if (workerRef.current) return;
    if (!(await requestRun({ batchSize: files.length }))) return;
    for (const u of urlsRef.current) URL.revokeObjectURL(u);
    urlsRef.current = [];
    const list: Entry[] = files.map((file) => ({ id: nextId++, file, status: "queued", stage: "video", done: 0 }));
    setEntries(list);
    cancelled.current = false;
    for (const entry of list) {
      if (cancelled.current) {
        update(entry.id, { status: "cancelled" });
        continue;
      }
      await analyseOne(entry);
    }
  };

  const cancel = () => {
    cancelled.current = true;
    const w = workerRef.current as (Worker & { cancel?: () => void }) | null;
    w?.cancel?.();
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
              ? `正在${current.stage === "video" ? "逐帧解码画面" : "读取音轨"}：${current.file.name} ${Math.round(current.done * 100)}%`
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
              <BreakdownReport file={e.file.name} result={e.result} urls={e.urls} placement={placement} zone={zone} />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
