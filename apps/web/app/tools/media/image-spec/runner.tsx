/**
 * 图片规格检测: many images against the chosen placements (tools-facts §3.1),
 * each verdict with the rule that failed and its source; 一键修正 crops around
 * a movable focus point, resizes and compresses under the byte limit. Headers
 * are read and fixes rendered in workers (image-worker-pool.ts); nothing is uploaded.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { CancelledError, createImagePool } from "../image-worker-pool";
import { buttonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { downloadBlob, renamed, uniqueNames } from "../media-kit";
import { FileResult, FixPanel, SummaryTable, type Entry } from "./results";
import { defaultImagePlacementKeys, imagePlacements, placementByKey, type Placement } from "../placement-specs";
import { BatchProgress, EmptyState } from "../../kit/batch-status";

const platformsInOrder = [...new Set(imagePlacements.map((p) => p.platform))];

function chosenKeys(settings: URLSearchParams): string[] {
  const raw = settings.get("placements");
  if (!raw) return defaultImagePlacementKeys;
  return raw.split(",").filter((k) => placementByKey.get(k)?.kind === "image");
}

export default function ImageSpecRunner({ settings, setSettings, requestRun, saveHistory }: ToolRunnerProps) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [blocked, setBlocked] = useState<File[] | null>(null);
  const [running, setRunning] = useState(false);
  const [fixing, setFixing] = useState<{ entryId: number; placement: string } | null>(null);
  const [batch, setBatch] = useState<{ done: number; total: number; message: string | null } | null>(null);
  const poolRef = useRef<ReturnType<typeof createImagePool> | null>(null);
  const nextId = useRef(1);
  const keys = chosenKeys(settings);
  const keysId = keys.join(",");
  // Stable between renders so memoised result rows only re-render when their own file changes.
  const chosen = useMemo(() => keysId.split(",").flatMap((k) => placementByKey.get(k) ?? []), [keysId]);
  const onFix = useCallback((entryId: number, placement: string) => setFixing({ entryId, placement }), []);

  const pool = () => (poolRef.current ??= createImagePool(2));
  useEffect(() => {
    // Workers start in an idle moment after the page shows, not in the task that handles the drop.
    const warm = () => (poolRef.current ??= createImagePool(2)).warm();
    const idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(warm, { timeout: 3000 })
        : window.setTimeout(warm, 1000);
    return () => {
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      poolRef.current?.dispose();
    };
  }, []);

  // Results arrive in bursts while a batch runs: they are applied once per frame, in a transition, so React
  // renders them in slices and the main thread never blocks for long (issue floor: no task over 100 ms
  // while 20 images are checked).
  const pending = useRef(new Map<number, Partial<Entry>>());
  const frame = useRef<number | null>(null);
  useEffect(() => () => (frame.current === null ? undefined : cancelAnimationFrame(frame.current)), []);
  const update = useCallback((id: number, patch: Partial<Entry>) => {
    pending.current.set(id, { ...pending.current.get(id), ...patch });
    frame.current ??= requestAnimationFrame(() => {
      frame.current = null;
      const patches = new Map(pending.current);
      pending.current.clear();
      startTransition(() =>
        setEntries((list) => list.map((e) => (patches.has(e.id) ? { ...e, ...patches.get(e.id) } : e))),
      );
    });
  }, []);

  const check = useCallback(
    async (files: File[]) => {
      const ok = await requestRun({ batchSize: files.length });
      if (!ok) {
        setBlocked(files);
        return;
      }
      setBlocked(null);
      const added: Entry[] = files.map((file) => ({
        id: nextId.current++,
        file,
        status: "queued",
        focus: { x: 0.5, y: 0.5 },
      }));
      // The 20 queued rows render as a transition (React yields between rows) so a big drop does not block the
      // main thread in one long task (the e2e floor: no task over 100 ms while a batch is checked).
      startTransition(() => {
        setEntries(added);
        setFixing(null);
        setRunning(true);
      });
      const p = (poolRef.current ??= createImagePool(2));
      let failed = 0;
      await Promise.all(
        added.map(async (entry) => {
          try {
            const reply = await p.run({ type: "inspect", file: entry.file });
            if (reply.type === "inspected") update(entry.id, { status: "done", info: reply });
            else {
              failed++;
              update(entry.id, { status: "error", error: reply.type === "error" ? reply.message : "读取失败" });
            }
          } catch (e) {
            update(
              entry.id,
              e instanceof CancelledError ? { status: "cancelled" } : { status: "error", error: "读取失败，请重试。" },
            );
          }
        }),
      );
      setRunning(false);
      saveHistory({ input: "", summary: `检测 ${files.length} 张图片${failed ? `，${failed} 张无法读取` : ""}` });
    },
    [requestRun, saveHistory, update],
  );

  const cancel = () => {
    poolRef.current?.cancel();
    setEntries((list) =>
      list.map((e) => (e.status === "queued" || e.status === "checking" ? { ...e, status: "cancelled" } : e)),
    );
    setRunning(false);
    setBatch((b) => (b ? { ...b, message: "已取消" } : b));
  };

  const toggle = (key: string) => {
    const next = keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key];
    const same =
      next.length === defaultImagePlacementKeys.length && next.every((k) => defaultImagePlacementKeys.includes(k));
    setSettings({ placements: same ? null : next.join(",") || "none" });
  };

  const finished = entries.filter((e) => e.status !== "queued" && e.status !== "checking").length;
  const checked = entries.filter((e) => e.status === "done");

  const fixAll = async (placement: Placement) => {
    setBatch({ done: 0, total: checked.length, message: null });
    setRunning(true);
    const out: { name: string; blob: Blob }[] = [];
    const errors: string[] = [];
    try {
      await Promise.all(
        checked.map(async (e) => {
          const r = await pool().run({ type: "fix", file: e.file, placement: placement.key, focus: e.focus });
          if (r.type === "fixed")
            out.push({
              name: renamed(e.file.name, placement.key, r.blob.type === "image/png" ? "png" : "jpg"),
              blob: r.blob,
            });
          else if (r.type === "error") errors.push(`${e.file.name}：${r.message}`);
          setBatch((b) => (b ? { ...b, done: b.done + 1 } : b));
        }),
      );
    } catch (e) {
      if (e instanceof CancelledError) return;
      errors.push("处理失败，请重试。");
    } finally {
      setRunning(false);
    }
    if (out.length) {
      const { zipSync } = await import("fflate");
      const names = uniqueNames(out.map((o) => o.name));
      const files: Record<string, Uint8Array> = {};
      for (let i = 0; i < out.length; i++) files[names[i]!] = new Uint8Array(await out[i]!.blob.arrayBuffer());
      downloadBlob(
        new Blob([zipSync(files, { level: 0 }) as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
        `${placement.key}.zip`,
      );
    }
    setBatch({
      done: checked.length,
      total: checked.length,
      message: `已打包 ${out.length} 张${errors.length ? `；${errors.length} 张未能生成：${errors.join("；")}` : ""}`,
    });
  };

  return (
    <div className="space-y-4">
      <FileDrop
        label="选择或拖入图片"
        accept="image/*,.heic,.heif"
        multiple
        onFiles={check}
        hint="可一次多张（JPG、PNG、WebP、GIF、BMP、HEIC、AVIF；HEIC 的预览和一键修正取决于浏览器能否解码）。图片只在本机浏览器里读取，不会上传。"
      />

      {blocked ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          暂时不能检测这 {blocked.length} 张图片：请按页面提示登录、开通会员或等次数重置。
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
              <span className="w-full font-medium text-muted sm:w-32 sm:shrink-0">{platform}</span>
              {imagePlacements
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
        <EmptyState>
          选好版位、拖入图片后，这里列出每张图的尺寸、比例、大小、格式，以及每个版位是否通过、哪条规则没过。
        </EmptyState>
      ) : (
        <>
          <BatchProgress
            value={finished}
            max={entries.length}
            label="检测进度"
            testId="spec-progress"
            onCancel={running ? cancel : undefined}
          >
            已检测 {finished} / {entries.length} 张
          </BatchProgress>
          {checked.length > 0 && chosen.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2 rounded-lg bg-gray-50 p-3 text-sm">
              <span className="font-medium">批量修正并打包 zip：</span>
              {chosen.map((p) => (
                <button key={p.key} type="button" className={buttonClass} disabled={running} onClick={() => fixAll(p)}>
                  {p.platform} · {p.name}
                </button>
              ))}
              {batch ? (
                <span role="status" className="w-full text-xs text-muted">
                  {batch.message ?? `正在生成 ${batch.done} / ${batch.total}…`}
                </span>
              ) : null}
            </div>
          ) : null}

          {checked.length > 1 && chosen.length > 0 ? <SummaryTable entries={checked} placements={chosen} /> : null}

          <ul className="space-y-4">
            {entries.map((e) => (
              // content-visibility: entries off screen skip style and layout, so a batch of 20 stays cheap to show.
              <li
                key={e.id}
                id={`spec-file-${e.id}`}
                className="scroll-mt-20 rounded-lg border border-gray-200 p-3 [contain-intrinsic-block-size:auto_18rem] [content-visibility:auto]"
                data-file-entry={e.file.name}
              >
                <FileResult
                  entry={e}
                  placements={chosen}
                  fixing={fixing?.entryId === e.id ? fixing.placement : null}
                  onFix={onFix}
                />
                {fixing?.entryId === e.id && e.info ? (
                  <FixPanel
                    key={fixing.placement}
                    entry={e}
                    info={e.info}
                    placement={placementByKey.get(fixing.placement)!}
                    run={(focus) => pool().run({ type: "fix", file: e.file, placement: fixing.placement, focus })}
                    onFocus={(focus) => setEntries((list) => list.map((x) => (x.id === e.id ? { ...x, focus } : x)))}
                    onClose={() => setFixing(null)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The batch at a glance: files × chosen placements; the file name jumps to its details with the failed rules. */
