/**
 * 图片规格检测: many images against the chosen placements (tools-facts §3.1),
 * each verdict with the rule that failed and its source; 一键修正 crops around
 * a movable focus point, resizes and compresses under the byte limit. Headers
 * are read and fixes rendered in workers (image-worker-pool.ts); nothing is uploaded.
 */
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { checkPlacement, cropRect, formatBytes, formatLabel, nearestRatio, targetSize } from "../image-inspect";
import { CancelledError, createImagePool } from "../image-worker-pool";
import type { InspectReply } from "../image-spec.worker";
import {
  FileDrop,
  SourceBadge,
  buttonClass,
  downloadBlob,
  primaryButtonClass,
  renamed,
  uniqueNames,
} from "../media-kit";
import { defaultImagePlacementKeys, imagePlacements, placementByKey, type Placement } from "../placement-specs";

type Entry = {
  id: number;
  file: File;
  status: "queued" | "checking" | "done" | "error" | "cancelled";
  info?: InspectReply;
  error?: string;
  focus: { x: number; y: number };
};

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
      setEntries(added);
      setFixing(null);
      setRunning(true);
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
        hint="可一次多张（JPG、PNG、WebP、GIF、BMP；HEIC 取决于浏览器能否解码）。图片只在本机浏览器里读取，不会上传。"
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
        <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-muted">
          选好版位、拖入图片后，这里列出每张图的尺寸、比例、大小、格式，以及每个版位是否通过、哪条规则没过。
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 text-sm" role="status">
            <progress max={entries.length} value={finished} aria-label="检测进度" className="h-2 w-40" />
            <span data-testid="spec-progress">
              已检测 {finished} / {entries.length} 张
            </span>
            {running ? (
              <button type="button" className={buttonClass} onClick={cancel}>
                取消
              </button>
            ) : null}
          </div>

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
function SummaryTable({ entries, placements }: { entries: Entry[]; placements: Placement[] }) {
  return (
    <section aria-labelledby="spec-summary-title" className="space-y-2">
      <h3 id="spec-summary-title" className="text-sm font-bold">
        结论一览（{entries.length} 张 × {placements.length} 个版位）
      </h3>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-50 text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                图片
              </th>
              {placements.map((p) => (
                <th key={p.key} scope="col" className="min-w-24 px-2 py-2 text-left font-medium">
                  {p.platform} · {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {entries.map((e) => (
              <tr key={e.id}>
                <th scope="row" className="max-w-48 truncate px-3 py-1.5 text-left font-normal">
                  <a href={`#spec-file-${e.id}`} className="underline underline-offset-2 hover:text-brand-700">
                    {e.file.name}
                  </a>
                </th>
                {placements.map((p) => {
                  const pass = e.info
                    ? checkPlacement(
                        {
                          width: e.info.width,
                          height: e.info.height,
                          bytes: e.file.size,
                          format: e.info.format,
                          frames: e.info.frames,
                        },
                        p,
                      ).verdict === "pass"
                    : false;
                  return (
                    <td key={p.key} className="px-2 py-1.5">
                      <span
                        className={`whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${pass ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
                      >
                        {pass ? "通过" : "不通过"}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const FileResult = memo(function FileResult({
  entry,
  placements,
  fixing,
  onFix,
}: {
  entry: Entry;
  placements: Placement[];
  fixing: string | null;
  onFix: (entryId: number, key: string) => void;
}) {
  const { info, file } = entry;
  const verdicts = useMemo(
    () =>
      info
        ? placements.map((p) =>
            checkPlacement(
              { width: info.width, height: info.height, bytes: file.size, format: info.format, frames: info.frames },
              p,
            ),
          )
        : [],
    [info, placements, file.size],
  );
  const near = info ? nearestRatio(info.width, info.height) : null;
  return (
    <div>
      <h3 className="break-all text-sm font-bold">{file.name}</h3>
      {entry.status === "queued" || entry.status === "checking" ? (
        <p className="text-sm text-muted">等待读取…</p>
      ) : null}
      {entry.status === "cancelled" ? <p className="text-sm text-muted">已取消</p> : null}
      {entry.status === "error" ? (
        <p role="alert" className="text-sm text-red-700">
          {entry.error}
        </p>
      ) : null}
      {info && near ? (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" data-testid="image-facts">
            <Fact label="像素" value={`${info.width}×${info.height}`} test="size" />
            <Fact
              label="比例"
              value={`${(info.width / info.height).toFixed(3)}，最接近 ${near.label}${Math.abs(near.deviation) > 0.005 ? `（差 ${(near.deviation * 100).toFixed(1)}%）` : ""}`}
              test="ratio"
            />
            <Fact label="文件大小" value={formatBytes(file.size)} test="bytes" />
            <Fact label="格式" value={info.format ? formatLabel[info.format] : "未知"} test="format" />
            <Fact label="色彩" value={info.colorSpace ?? "未知"} test="color" />
            <Fact label="动图" value={info.frames > 1 ? `是（${info.frames} 帧）` : "否"} test="animated" />
          </dl>
          {info.orientation > 1 ? (
            <p className="mt-1 text-xs text-muted">
              照片带 EXIF 方向标记（{info.orientation}），以上是旋转后的实际显示尺寸；文件里存的是 {info.storedWidth}×
              {info.storedHeight}。
            </p>
          ) : null}
          {verdicts.length === 0 ? <p className="mt-2 text-sm text-muted">没有选择版位。</p> : null}
          <ul className="mt-3 divide-y divide-gray-100 border-t border-gray-100">
            {verdicts.map((v) => (
              <li
                key={v.placement.key}
                data-placement={v.placement.key}
                data-file={file.name}
                data-verdict={v.verdict}
                className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2 text-sm"
              >
                <span
                  className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${v.verdict === "pass" ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
                >
                  {v.verdict === "pass" ? "通过" : "不通过"}
                </span>
                {/* The text keeps at least 14rem: on a phone the 一键修正 button moves under it instead of squeezing it. */}
                <div className="min-w-0 flex-1 basis-56">
                  <p>
                    <span className="font-medium">{v.placement.platform}</span> · {v.placement.name}
                    {v.placement.note ? <span className="ml-1 text-xs text-muted">{v.placement.note}</span> : null}
                  </p>
                  {v.failures.length ? (
                    <ul className="mt-0.5 list-disc pl-5 text-red-800" data-testid="failures">
                      {v.failures.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                  ) : null}
                  <SourceBadge source={v.placement.source} />
                </div>
                {v.verdict === "fail" ? (
                  <button
                    type="button"
                    className={`${buttonClass} ml-auto`}
                    aria-expanded={fixing === v.placement.key}
                    onClick={() => onFix(entry.id, v.placement.key)}
                  >
                    一键修正
                    <span className="sr-only">
                      （{v.placement.platform} {v.placement.name}）
                    </span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
});

function Fact({ label, value, test }: { label: string; value: string; test: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words" data-fact={test}>
        {value}
      </dd>
    </div>
  );
}

function FixPanel({
  entry,
  info,
  placement,
  run,
  onFocus,
  onClose,
}: {
  entry: Entry;
  info: InspectReply;
  placement: Placement;
  run: (focus: { x: number; y: number }) => ReturnType<ReturnType<typeof createImagePool>["run"]>;
  onFocus: (focus: { x: number; y: number }) => void;
  onClose: () => void;
}) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<
    { kind: "idle" } | { kind: "working" } | { kind: "done"; text: string } | { kind: "error"; text: string }
  >({ kind: "idle" });
  useEffect(() => {
    // The preview is a blob: URL of the local file (never a request that leaves the browser).
    const u = URL.createObjectURL(entry.file);
    if (imgRef.current) imgRef.current.src = u;
    return () => URL.revokeObjectURL(u);
  }, [entry.file]);
  const focus = entry.focus;
  const size = targetSize(info, placement);
  const crop = cropRect(info, size.width / size.height, focus);
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;

  const setFrom = (e: MouseEvent<HTMLButtonElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return;
    onFocus({
      x: Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)),
      y: Math.min(1, Math.max(0, (e.clientY - r.top) / r.height)),
    });
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.shiftKey ? 0.1 : 0.02;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (!d) return;
    e.preventDefault();
    onFocus({ x: Math.min(1, Math.max(0, focus.x + d[0]!)), y: Math.min(1, Math.max(0, focus.y + d[1]!)) });
  };

  const generate = async () => {
    setState({ kind: "working" });
    try {
      const r = await run(focus);
      if (r.type === "fixed") {
        downloadBlob(r.blob, renamed(entry.file.name, placement.key, r.blob.type === "image/png" ? "png" : "jpg"));
        setState({
          kind: "done",
          text: `已下载 ${r.width}×${r.height}，${formatBytes(r.blob.size)}${r.quality !== null ? `（JPG 质量 ${r.quality}）` : ""}`,
        });
      } else setState({ kind: "error", text: r.type === "error" ? r.message : "生成失败" });
    } catch (e) {
      setState(e instanceof CancelledError ? { kind: "idle" } : { kind: "error", text: "生成失败，请重试。" });
    }
  };

  return (
    <section
      aria-label={`一键修正：${placement.platform} ${placement.name}`}
      className="mt-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3 text-sm"
    >
      <p className="font-medium">
        修正为 {placement.platform} · {placement.name}：裁成 {size.width}×{size.height}
        {placement.maxBytes ? `，压到 ${formatBytes(placement.maxBytes)} 以内` : ""}
      </p>
      <p className="mt-1 text-xs text-muted">点图片或用方向键移动焦点（按住 Shift 移动更快），亮框是保留的部分。</p>
      <div className="mt-2 max-w-md">
        <button
          type="button"
          onClick={setFrom}
          onKeyDown={onKey}
          aria-label={`焦点位置：横向 ${Math.round(focus.x * 100)}%，纵向 ${Math.round(focus.y * 100)}%。方向键移动`}
          className="relative block w-full overflow-hidden rounded border border-gray-300"
          style={{ aspectRatio: `${info.width} / ${info.height}` }}
        >
          <img ref={imgRef} alt="" className="absolute inset-0 h-full w-full object-fill" />
          <span
            aria-hidden
            className="absolute border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.45)]"
            style={{
              left: pct(crop.x, info.width),
              top: pct(crop.y, info.height),
              width: pct(crop.width, info.width),
              height: pct(crop.height, info.height),
            }}
          />
          <span
            aria-hidden
            className="absolute h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600"
            style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
          />
        </button>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="button" className={primaryButtonClass} disabled={state.kind === "working"} onClick={generate}>
          {state.kind === "working" ? "正在生成…" : "生成并下载"}
        </button>
        <button type="button" className={buttonClass} onClick={onClose}>
          收起
        </button>
        <span role="status" className={state.kind === "error" ? "text-red-700" : "text-muted"}>
          {state.kind === "done" || state.kind === "error" ? state.text : ""}
        </span>
      </div>
    </section>
  );
}
