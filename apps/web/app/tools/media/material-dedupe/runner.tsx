/**
 * 素材查重 (VIP): a batch of images and videos → 64-bit dHashes (as is, mirrored, centre-cropped) per image and per
 * video keyframe (computed in a worker, dedupe.worker.ts), groups of
 * near-duplicates at the threshold kept in the URL, a side-by-side view of a
 * pair and the groups as CSV. Nothing is uploaded.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { groupDuplicates, groupsCsv, type DedupePair } from "./dedupe-hash";
import { GroupCard, SideBySide, type Item } from "./group-views";
import type { DedupeReply, DedupeRequest } from "./dedupe.worker";
import { downloadBlob } from "../media-kit";
import { FrameDecodeError, grabKeyframes } from "../video-frames";
import { buttonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { RunBlocked } from "../../kit/run-blocked";
import { BatchProgress, EmptyState } from "../../kit/batch-status";

const DEFAULT_THRESHOLD = 90;
const KEYFRAMES = 5;
/** Keyframe bitmaps are made at the size the worker hashes from (dedupe.worker.ts). */
const HASH_INPUT = 64;

function thresholdOf(settings: URLSearchParams): number {
  const n = Number(settings.get("threshold"));
  return Number.isInteger(n) && n >= 70 && n <= 100 ? n : DEFAULT_THRESHOLD;
}

const isVideo = (f: File) => f.type.startsWith("video/") || /\.(mp4|mov|m4v|webm|avi|mkv|3gp|mpe?g)$/i.test(f.name);
const isImage = (f: File) => f.type.startsWith("image/") || /\.(jpe?g|png|webp|gif|bmp|avif|heic)$/i.test(f.name);

function revoke(items: Item[]) {
  for (const it of items) if (it.preview) URL.revokeObjectURL(it.preview);
}

export default function DedupeRunner({ settings, setSettings, requestRun, saveHistory }: ToolRunnerProps) {
  const [items, setItems] = useState<Item[]>([]);
  const [blocked, setBlocked] = useState<File[] | null>(null);
  const [running, setRunning] = useState(false);
  const [pair, setPair] = useState<DedupePair | null>(null);
  const workerRef = useRef<Worker | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const itemsRef = useRef<Item[]>([]);
  const nextId = useRef(1);
  const threshold = thresholdOf(settings);

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(
    () => () => {
      workerRef.current?.terminate();
      abortRef.current?.abort();
      revoke(itemsRef.current);
    },
    [],
  );

  const update = useCallback(
    (id: number, patch: Partial<Item>) => setItems((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e))),
    [],
  );

  const run = useCallback(
    async (files: File[]) => {
      const ok = await requestRun({ batchSize: files.length });
      if (!ok) {
        setBlocked(files);
        return;
      }
      setBlocked(null);
      setPair(null);
      workerRef.current?.terminate();
      abortRef.current?.abort();
      revoke(itemsRef.current);
      const abort = new AbortController();
      abortRef.current = abort;
      const added: Item[] = files.map((file) => {
        const video = isVideo(file);
        return {
          id: nextId.current++,
          file,
          kind: video ? "视频" : "图片",
          status: video || isImage(file) ? "queued" : "error",
          error: video || isImage(file) ? undefined : "不是图片或视频，已跳过。",
          preview: !video && isImage(file) ? URL.createObjectURL(file) : undefined,
        };
      });
      setItems(added);
      setRunning(true);

      const worker = new Worker(new URL("./dedupe.worker.ts", import.meta.url), { type: "module" });
      workerRef.current = worker;
      const pending = new Map<number, (r: DedupeReply) => void>();
      worker.onmessage = (e: MessageEvent<DedupeReply>) => pending.get(e.data.id)?.(e.data);
      worker.onerror = () => {
        for (const [id, resolve] of pending) resolve({ type: "error", id, message: "查重组件出错，请刷新页面重试。" });
      };
      const ask = (req: DedupeRequest, transfer: Transferable[] = []) =>
        new Promise<DedupeReply>((resolve) => {
          pending.set(req.id, resolve);
          abort.signal.addEventListener("abort", () => resolve({ type: "error", id: req.id, message: "cancelled" }));
          worker.postMessage(req, transfer);
        });
      const settle = (item: Item, r: DedupeReply, patch: Partial<Item> = {}) => {
        if (abort.signal.aborted) return;
        if (r.type === "hashed") update(item.id, { status: "done", frames: r.frames, ...patch });
        else update(item.id, { status: "error", error: r.message });
      };

      const images = added.filter((i) => i.status === "queued" && i.kind === "图片");
      const videos = added.filter((i) => i.status === "queued" && i.kind === "视频");
      // Images decode in the worker (in parallel with the videos); videos need the page's <video> decoder, one at a time.
      const imageJobs = images.map(async (item) =>
        settle(item, await ask({ type: "image", id: item.id, file: item.file })),
      );
      const videoJobs = (async () => {
        for (const item of videos) {
          if (abort.signal.aborted) return;
          update(item.id, { status: "hashing" });
          try {
            const k = await grabKeyframes(item.file, KEYFRAMES, HASH_INPUT, abort.signal);
            if (abort.signal.aborted) {
              URL.revokeObjectURL(k.preview);
              return;
            }
            settle(item, await ask({ type: "frames", id: item.id, frames: k.bitmaps }, k.bitmaps), {
              preview: k.preview,
              width: k.width,
              height: k.height,
            });
          } catch (e) {
            if (!abort.signal.aborted)
              update(item.id, {
                status: "error",
                error:
                  e instanceof FrameDecodeError
                    ? "浏览器无法解码这个视频的画面（常见于 H.265/HEVC、ProRes），无法参与查重。"
                    : "读取视频失败，无法参与查重。",
              });
          }
        }
      })();
      await Promise.all([...imageJobs, videoJobs]);
      worker.terminate();
      if (workerRef.current === worker) workerRef.current = null;
      if (abort.signal.aborted) return;
      setRunning(false);
      saveHistory({
        input: "",
        summary: `查重 ${files.length} 个素材（${images.length} 张图片、${videos.length} 个视频）`,
      });
    },
    [requestRun, saveHistory, update],
  );

  const cancel = () => {
    workerRef.current?.terminate();
    workerRef.current = null;
    abortRef.current?.abort();
    setItems((list) =>
      list.map((e) => (e.status === "queued" || e.status === "hashing" ? { ...e, status: "cancelled" } : e)),
    );
    setRunning(false);
  };

  const hashed = useMemo(() => items.filter((i) => i.status === "done" && i.frames), [items]);
  const groups = useMemo(
    () =>
      running
        ? []
        : groupDuplicates(
            hashed.map((i) => ({ id: i.id, frames: i.frames! })),
            threshold / 100,
          ),
    [hashed, threshold, running],
  );
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const finished = items.filter((i) => i.status !== "queued" && i.status !== "hashing").length;
  const failed = items.filter((i) => i.status === "error");

  const exportCsv = () => {
    const csv = groupsCsv(groups, new Map(items.map((i) => [i.id, { name: i.file.name, kind: i.kind }])));
    downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), `素材查重-阈值${threshold}.csv`);
  };

  return (
    <div className="space-y-4">
      <FileDrop
        label="选择或拖入图片和视频"
        accept="image/*,video/*"
        multiple
        onFiles={run}
        hint="一次一批（会员每批最多 50 个，团队 200 个）。视频取 5 个关键帧比较。文件只在本机浏览器里读取，不会上传。"
      />

      {blocked ? <RunBlocked onRetry={() => run(blocked)}>暂时不能查重这 {blocked.length} 个素材</RunBlocked> : null}

      <div className="rounded-lg border border-gray-200 p-3 text-sm">
        <label htmlFor="dedupe-threshold" className="font-medium">
          相似度阈值：{threshold}%
        </label>
        <input
          id="dedupe-threshold"
          type="range"
          min={70}
          max={100}
          step={1}
          value={threshold}
          onChange={(e) =>
            setSettings({ threshold: Number(e.target.value) === DEFAULT_THRESHOLD ? null : e.target.value })
          }
          className="mt-1 block w-full max-w-md accent-brand-700"
          aria-describedby="dedupe-threshold-hint"
        />
        <p id="dedupe-threshold-hint" className="mt-1 text-xs text-muted">
          越高越严格。同一素材改尺寸、重新压缩通常在 95% 以上；默认 90%。
        </p>
      </div>

      {items.length === 0 ? (
        <EmptyState>
          拖入一批图片和视频后，这里按相似度列出重复或高度相似的素材分组，可以并排对比，也可以导出 CSV。
        </EmptyState>
      ) : (
        <>
          <BatchProgress
            value={finished}
            max={items.length}
            label="查重进度"
            testId="dedupe-progress"
            onCancel={running ? cancel : undefined}
          >
            已处理 {finished} / {items.length} 个
          </BatchProgress>
          {failed.length ? (
            <ul className="space-y-1 text-sm text-red-700" aria-label="未能参与查重的文件">
              {failed.map((i) => (
                <li key={i.id}>
                  {i.file.name}：{i.error}
                </li>
              ))}
            </ul>
          ) : null}

          <ul className="flex flex-wrap gap-2" aria-label="已读取的素材">
            {items.map((i) => (
              <li
                key={i.id}
                className="w-24 text-center text-xs text-muted"
                data-item={i.file.name}
                data-status={i.status}
              >
                {i.preview ? (
                  <img
                    src={i.preview}
                    alt=""
                    className="mx-auto h-16 w-auto max-w-full rounded border border-gray-200 object-contain"
                  />
                ) : (
                  <div className="mx-auto flex h-16 w-16 items-center justify-center rounded border border-dashed border-gray-300">
                    {i.kind}
                  </div>
                )}
                <span className="block truncate" title={i.file.name}>
                  {i.file.name}
                </span>
                {i.status === "hashing" || i.status === "queued"
                  ? "计算中…"
                  : i.status === "cancelled"
                    ? "已取消"
                    : null}
              </li>
            ))}
          </ul>

          {!running && hashed.length > 0 ? (
            groups.length === 0 ? (
              <p
                className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
                data-testid="dedupe-empty"
              >
                没有发现重复素材（阈值 {threshold}%，共比较 {hashed.length} 个）。
              </p>
            ) : (
              <section aria-label="重复素材分组" className="space-y-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-bold">
                    发现 {groups.length} 组相似素材（阈值 {threshold}%）
                  </h3>
                  <button type="button" className={buttonClass} onClick={exportCsv}>
                    导出分组 CSV
                  </button>
                </div>
                <ol className="space-y-3">
                  {groups.map((g, gi) => (
                    <GroupCard
                      key={g.ids.join("-")}
                      index={gi + 1}
                      group={g}
                      byId={byId}
                      selected={pair}
                      onSelect={setPair}
                    />
                  ))}
                </ol>
              </section>
            )
          ) : null}

          {pair && byId.get(pair.a) && byId.get(pair.b) ? (
            <SideBySide a={byId.get(pair.a)!} b={byId.get(pair.b)!} pair={pair} onClose={() => setPair(null)} />
          ) : null}
        </>
      )}
    </div>
  );
}
