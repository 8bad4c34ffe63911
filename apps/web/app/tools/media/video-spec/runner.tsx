/**
 * 视频规格检测: one or many videos; MediaInfo (wasm, in a worker, reading the
 * file in chunks) reports duration, resolution, frame rate, codecs, bitrate and
 * audio, and each chosen placement (placement-specs.ts, tools-facts §3.1)
 * gets a verdict with every failed rule and its source. The browser decodes the
 * first frame and the first 3 seconds (the hook) for a strip. Nothing is uploaded.
 */
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { formatNumber } from "../../../lib/format";
import { FileDrop, SourceBadge, buttonClass } from "../media-kit";
import { checkVideoPlacement, formatMB, orientationOf, seconds, type VideoFacts } from "./video-check";
import { FrameDecodeError, grabFrames, type GrabbedFrames } from "../video-frames";
import {
  defaultVideoPlacementKeys,
  videoPlacementByKey,
  videoPlacements,
  type VideoPlacement,
} from "../placement-specs";
import type { ProbeReply, ProbeRequest } from "./video-probe.worker";

type Entry = {
  id: number;
  file: File;
  status: "queued" | "reading" | "done" | "error" | "cancelled";
  position: number;
  /** Bytes MediaInfo actually read (headers and index; it seeks past the media data). */
  read?: number;
  facts?: VideoFacts;
  error?: string;
  frames?: { state: "loading" } | { state: "done"; frames: GrabbedFrames } | { state: "error"; message: string };
};

const platformsInOrder = [...new Set(videoPlacements.map((p) => p.platform))];

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

      {blocked ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          暂时不能检测这 {blocked.length} 个视频：请按页面提示登录、开通会员或等次数重置。
          <button
            type="button"
            onClick={() => check(blocked)}
            className="ml-2 rounded border border-amber-400 bg-white px-2 py-0.5 font-medium hover:bg-amber-100"
          >
            重试
          </button>
        </div>
      ) : null}

      <fieldset className="rounded-lg border border-gray-200 p-3">
        <legend className="px-1 text-sm font-medium">检测哪些版位</legend>
        <div className="space-y-2">
          {platformsInOrder.map((platform) => (
            <div key={platform} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <span className="w-32 shrink-0 font-medium text-muted">{platform}</span>
              {videoPlacements
                .filter((p) => p.platform === platform)
                .map((p) => (
                  <label key={p.key} className="inline-flex items-center gap-1">
                    <input type="checkbox" checked={keys.includes(p.key)} onChange={() => toggle(p.key)} />
                    {p.name}
                  </label>
                ))}
            </div>
          ))}
        </div>
      </fieldset>

      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-muted">
          选好版位、拖入视频后，这里列出每个视频的时长、分辨率、方向、帧率、编码、码率、大小和音轨，每个版位是否通过、哪条规则没过，以及首帧和前
          3 秒的画面。
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 text-sm" role="status">
            <progress
              max={Math.max(1, totalBytes)}
              value={finished === entries.length ? totalBytes : readBytes}
              aria-label="总进度"
              className="h-2 w-40"
            />
            <span data-testid="video-progress">
              已检测 {finished} / {entries.length} 个
            </span>
            {running ? (
              <button type="button" className={buttonClass} onClick={cancel}>
                取消
              </button>
            ) : null}
          </div>
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

function Fact({ label, value, test }: { label: string; value: string; test: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words font-medium" data-fact={test}>
        {value}
      </dd>
    </div>
  );
}

const VideoResult = memo(function VideoResult({ entry, placements }: { entry: Entry; placements: VideoPlacement[] }) {
  const { facts, file } = entry;
  const verdicts = useMemo(
    () => (facts ? placements.map((p) => ({ p, v: checkVideoPlacement(facts, p) })) : []),
    [facts, placements],
  );
  return (
    <div>
      <h3 className="break-all text-sm font-bold">{file.name}</h3>
      {entry.status === "queued" || entry.status === "reading" ? (
        <div className="mt-1 flex items-center gap-2 text-sm text-muted">
          <progress
            max={Math.max(1, file.size)}
            value={entry.position}
            aria-label={`${file.name} 读取进度`}
            className="h-2 w-32"
          />
          <span>{entry.status === "queued" ? "等待读取…" : `正在读取文件信息（${formatMB(file.size)}）…`}</span>
        </div>
      ) : null}
      {entry.status === "cancelled" ? <p className="text-sm text-muted">已取消</p> : null}
      {entry.status === "error" ? (
        <p role="alert" className="text-sm text-red-700">
          {entry.error}
        </p>
      ) : null}
      {facts ? (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <Fact
              label="时长"
              value={facts.durationSeconds === null ? "未知" : seconds(facts.durationSeconds)}
              test="duration"
            />
            <Fact
              label="分辨率"
              value={
                facts.width && facts.height
                  ? `${facts.width}×${facts.height}${facts.rotation ? `（旋转 ${facts.rotation}°）` : ""}`
                  : "未知"
              }
              test="resolution"
            />
            <Fact label="方向" value={orientationOf(facts.width, facts.height)} test="orientation" />
            <Fact
              label="帧率"
              value={
                facts.frameRate === null
                  ? "未知"
                  : `${Number(facts.frameRate.toFixed(3))} fps${facts.variableFrameRate ? "（可变）" : ""}`
              }
              test="fps"
            />
            <Fact label="视频编码" value={facts.videoCodec ?? "无视频轨道"} test="codec" />
            <Fact
              label="码率"
              value={facts.bitrateKbps === null ? "未知" : `${formatNumber(Math.round(facts.bitrateKbps))} kbps`}
              test="bitrate"
            />
            <Fact
              label="文件大小 · 格式"
              value={`${formatMB(facts.bytes)} · ${facts.containerLabel}${entry.read !== undefined && entry.read < facts.bytes ? `（只读取了 ${formatMB(entry.read)}）` : ""}`}
              test="bytes"
            />
            <Fact
              label="音轨"
              value={
                facts.audio
                  ? `${facts.audio.codec}${facts.audio.channels ? ` ${facts.audio.channels} 声道` : ""}${facts.audio.sampleRate ? ` ${(facts.audio.sampleRate / 1000).toFixed(1)} kHz` : ""}`
                  : "无音轨"
              }
              test="audio"
            />
          </dl>
          <Frames entry={entry} />
          {placements.length === 0 ? (
            <p className="mt-3 text-sm text-muted">没有选择版位：勾选上面的版位查看是否通过。</p>
          ) : (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={`${file.name} 各版位结论`}>
              {verdicts.map(({ p, v }) => (
                <li
                  key={p.key}
                  data-placement={p.key}
                  data-file={file.name}
                  data-verdict={v.pass ? "pass" : "fail"}
                  className={`rounded-lg border p-2 text-sm ${v.pass ? "border-emerald-200 bg-emerald-50/40" : "border-red-200 bg-red-50/40"}`}
                >
                  <p className="font-medium">
                    <span className={v.pass ? "text-emerald-800" : "text-red-700"}>
                      {v.pass ? "✓ 通过" : "✗ 不通过"}
                    </span>{" "}
                    {p.platform} · {p.name}
                    {v.shape ? <span className="font-normal text-muted">（按 {v.shape}）</span> : null}
                  </p>
                  {p.note ? <p className="text-xs text-muted">{p.note}</p> : null}
                  {v.pass ? (
                    <div className="mt-1">
                      <SourceBadge source={p.source} />
                    </div>
                  ) : (
                    <ul className="mt-1 space-y-1">
                      {v.failures.map((f) => (
                        <li key={f.rule + f.message} data-rule={f.rule}>
                          <span className="text-red-700">{f.message}</span>
                          <div>
                            <SourceBadge source={f.source} />
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
});

function Frames({ entry }: { entry: Entry }) {
  const f = entry.frames;
  if (!f) return null;
  if (f.state === "loading") return <p className="mt-2 text-sm text-muted">正在截取首帧和前 3 秒画面…</p>;
  if (f.state === "error")
    return (
      <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900" data-testid="frames-error">
        {f.message}
      </p>
    );
  return (
    <div className="mt-3 flex flex-wrap items-start gap-3">
      <figure>
        <img
          src={f.frames.thumbnail}
          alt={`${entry.file.name} 首帧`}
          className="max-h-48 w-auto rounded border border-gray-200"
          data-testid="video-thumbnail"
        />
        <figcaption className="text-xs text-muted">首帧（封面候选）</figcaption>
      </figure>
      <figure className="min-w-0 flex-1">
        <ol className="flex flex-wrap gap-1 pb-1" data-testid="hook-strip" aria-label="前 3 秒画面">
          {f.frames.strip.map((s) => (
            <li key={s.time} className="shrink-0 text-center text-xs text-muted">
              <img src={s.url} alt={`第 ${s.time} 秒画面`} className="h-24 w-auto rounded border border-gray-200" />
              {s.time} 秒
            </li>
          ))}
        </ol>
        <figcaption className="text-xs text-muted">
          前 3 秒（开头钩子）：每 0.5 秒一帧，看主体、字幕和卖点是否在 3 秒内出现。
        </figcaption>
      </figure>
    </div>
  );
}
