/**
 * 视频规格检测: one or many videos; MediaInfo (wasm, in a worker, reading the
 * file in chunks) reports duration, resolution, frame rate, codecs, bitrate and
 * audio, and each chosen placement (placement-specs.ts, tools-facts §3.1)
 * gets a verdict with every failed rule and its source. The browser decodes the
 * first frame and the first 3 seconds (the hook) for a strip. Nothing is uploaded.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { checkVideoPlacement } from "./video-check";
import { FrameDecodeError, grabFrames } from "../video-frames";
import { defaultVideoPlacementKeys, videoPlacementByKey, videoPlacements } from "../placement-specs";
import type { ProbeReply, ProbeRequest } from "./video-probe.worker";
import { FileDrop } from "../../kit/file-drop";
import { RunBlocked } from "../../kit/run-blocked";
import { PlacementPicker } from "../placement-picker";
import { VideoResult, type Entry } from "./video-result";
import { BatchProgress, EmptyState } from "../../kit/batch-status";

function chosenKeys(settings: URLSearchParams): string[] {
  const raw = settings.get("placements");
  if (!raw) return defaultVideoPlacementKeys;
  return raw.split(",").filter((k) => videoPlacementByKey.has(k));
}

function revokeFrames(e: Entry) {
  if (e.frames?.state !== "done") return;
  URL.revokeObjectURL(e.frames.frames.thumbnail);
  for (const f of e.frames.frames.strip) URL.revokeObjectURL(f.url);
}

export default function VideoSpecRunner({ settings, setSettings, requestRun, saveHistory }: ToolRunnerProps) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [blocked, setBlocked] = useState<File[] | null>(null);
  const [running, setRunning] = useState(false);
  const workerRef = useRef<Worker | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const entriesRef = useRef<Entry[]>([]);
  const nextId = useRef(1);
  const keys = chosenKeys(settings);
  const keysId = keys.join(",");
  const chosen = useMemo(() => keysId.split(",").flatMap((k) => videoPlacementByKey.get(k) ?? []), [keysId]);

  useEffect(() => {
    entriesRef.current = entries;
  }, [entries]);
  useEffect(
    () => () => {
      workerRef.current?.terminate();
      abortRef.current?.abort();
      for (const e of entriesRef.current) revokeFrames(e);
    },
    [],
  );

  const update = useCallback(
    (id: number, patch: Partial<Entry>) =>
      startTransition(() => setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)))),
    [],
  );
  const pendingRef = useRef(new Map<number, (r: ProbeReply) => void>());

  // One worker for the page's life (until 取消): MediaInfo's wasm is compiled once. It starts when the
  // user shows intent (pointer over or focus in the drop area) or at the first drop, never on page load.
  const ensureWorker = useCallback(() => {
    if (workerRef.current) return workerRef.current;
    const worker = new Worker(new URL("./video-probe.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (e: MessageEvent<ProbeReply>) => {
      const r = e.data;
      if (r.type === "progress") update(r.id, { status: "reading", position: r.position });
      else pendingRef.current.get(r.id)?.(r);
    };
    worker.onerror = () => {
      for (const [id, resolve] of pendingRef.current)
        resolve({ type: "error", id, message: "视频分析组件出错，请刷新页面重试。" });
    };
    worker.postMessage({ type: "warm" } satisfies ProbeRequest);
    workerRef.current = worker;
    return worker;
  }, [update]);

  const check = useCallback(
    async (files: File[]) => {
      const ok = await requestRun({ batchSize: files.length });
      if (!ok) {
        setBlocked(files);
        return;
      }
      setBlocked(null);
      abortRef.current?.abort();
      if (pendingRef.current.size > 0) {
        // A batch is still being read: start over rather than queue behind it.
        workerRef.current?.terminate();
        workerRef.current = null;
        pendingRef.current.clear();
      }
      for (const e of entriesRef.current) revokeFrames(e);
      const abort = new AbortController();
      abortRef.current = abort;
      const added: Entry[] = files.map((file) => ({ id: nextId.current++, file, status: "queued", position: 0 }));
      setEntries(added);
      setRunning(true);

      const worker = ensureWorker();
      const pending = pendingRef.current;
      const probe = (entry: Entry) =>
        new Promise<ProbeReply>((resolve) => {
          pending.set(entry.id, (r) => {
            pending.delete(entry.id);
            resolve(r);
          });
          abort.signal.addEventListener("abort", () => resolve({ type: "error", id: entry.id, message: "cancelled" }));
          worker.postMessage({ type: "probe", id: entry.id, file: entry.file } satisfies ProbeRequest);
        });

      let failed = 0;
      let passed = 0;
      // Metadata for every file first (fast, in the worker), then the frames one file at a time (the browser's decoder).
      const probed = await Promise.all(
        added.map(async (entry) => {
          const r = await probe(entry);
          if (abort.signal.aborted) return null;
          if (r.type === "probed") {
            update(entry.id, {
              status: "done",
              facts: r.facts,
              read: r.read,
              position: entry.file.size,
              frames: r.hasVideo
                ? { state: "loading" }
                : { state: "error", message: "文件里没有视频轨道，没有画面可以预览。" },
            });
            return r.hasVideo ? { entry, facts: r.facts } : null;
          }
          failed++;
          update(entry.id, { status: "error", error: r.type === "error" ? r.message : "读取失败" });
          return null;
        }),
      );
      for (const p of probed) {
        if (!p || abort.signal.aborted) continue;
        if (chosen.every((pl) => checkVideoPlacement(p.facts, pl).pass)) passed++;
        try {
          const frames = await grabFrames(p.entry.file, p.facts.durationSeconds, abort.signal);
          if (abort.signal.aborted) {
            revokeFrames({ ...p.entry, frames: { state: "done", frames } });
            continue;
          }
          update(p.entry.id, { frames: { state: "done", frames } });
        } catch (e) {
          if (abort.signal.aborted) continue;
          update(p.entry.id, {
            frames: {
              state: "error",
              message: e instanceof FrameDecodeError ? e.message : "画面预览失败，规格信息不受影响。",
            },
          });
        }
      }
      if (abort.signal.aborted) return;
      setRunning(false);
      saveHistory({
        input: "",
        summary: `检测 ${files.length} 个视频${failed ? `，${failed} 个无法读取` : ""}${chosen.length ? `，${passed} 个全部版位通过` : ""}`,
      });
    },
    [chosen, ensureWorker, requestRun, saveHistory, update],
  );

  const cancel = () => {
    workerRef.current?.terminate();
    workerRef.current = null;
    pendingRef.current.clear();
    abortRef.current?.abort();
    setEntries((list) =>
      list.map((e) =>
        e.status === "queued" || e.status === "reading"
          ? { ...e, status: "cancelled" }
          : e.frames?.state === "loading"
            ? { ...e, frames: { state: "error", message: "已取消画面预览。" } }
            : e,
      ),
    );
    setRunning(false);
  };

  const toggle = (key: string) => {
    const next = keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key];
    const same =
      next.length === defaultVideoPlacementKeys.length && next.every((k) => defaultVideoPlacementKeys.includes(k));
    setSettings({ placements: same ? null : next.join(",") || "none" });
  };

  const finished = entries.filter((e) => e.status !== "queued" && e.status !== "reading").length;
  const totalBytes = entries.reduce((s, e) => s + e.file.size, 0);
  const readBytes = entries.reduce((s, e) => s + (e.status === "queued" ? 0 : Math.min(e.position, e.file.size)), 0);

  return (
    <div className="space-y-4">
      {/* Intent to drop a file: start the worker (and compile the wasm) ahead of the drop. */}
      <div onPointerEnter={ensureWorker} onFocusCapture={ensureWorker} onDragEnterCapture={ensureWorker}>
        <FileDrop
          label="选择或拖入视频"
          accept="video/*,.mp4,.mov,.m4v,.webm,.avi,.mpeg,.mpg,.3gp,.mkv,.flv"
          multiple
          onFiles={check}
          hint="可一次多个（MP4、MOV、WebM、AVI、MPEG、3GP、MKV…），1 GB 以上的大文件也可以：只读取文件头和索引，不会整体载入内存，也不会上传。"
        />
      </div>

      {blocked ? <RunBlocked onRetry={() => check(blocked)}>暂时不能检测这 {blocked.length} 个视频</RunBlocked> : null}

      <PlacementPicker placements={videoPlacements} chosen={keys} onToggle={toggle} />

      {entries.length === 0 ? (
        <EmptyState>
          选好版位、拖入视频后，这里列出每个视频的时长、分辨率、方向、帧率、编码、码率、大小和音轨，每个版位是否通过、哪条规则没过，以及首帧和前
          3 秒的画面。
        </EmptyState>
      ) : (
        <>
          <BatchProgress
            value={finished === entries.length ? totalBytes : readBytes}
            max={totalBytes}
            label="总进度"
            testId="video-progress"
            onCancel={running ? cancel : undefined}
          >
            已检测 {finished} / {entries.length} 个
          </BatchProgress>{" "}
          <ul className="space-y-4">
            {entries.map((e) => (
              <li key={e.id} className="rounded-lg border border-gray-200 p-3" data-file-entry={e.file.name}>
                <VideoResult entry={e} placements={chosen} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
