/** 图片规格检测's results: the summary grid, one file's facts and verdicts, and its 一键修正 panel. */
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import {
  checkPlacement,
  cropRect,
  formatBytes,
  formatLabel,
  nearestRatio,
  targetSize,
  type ImageForCheck,
} from "../image-inspect";
import type { InspectReply } from "../image-spec.worker";
import { CancelledError, createImagePool } from "../image-worker-pool";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { SourceBadge } from "../../kit/source-badge";
import { downloadBlob, renamed } from "../media-kit";
import type { Placement } from "../placement-specs";

export type Entry = {
  id: number;
  file: File;
  status: "queued" | "checking" | "done" | "error" | "cancelled";
  info?: InspectReply;
  error?: string;
  focus: { x: number; y: number };
};

/** What a verdict needs from a read file: a CMYK or cut-short file fails with its reason (image-inspect.ts). */
const forCheck = (info: InspectReply, bytes: number): ImageForCheck => ({
  width: info.width,
  height: info.height,
  bytes,
  format: info.format,
  frames: info.frames,
  cmyk: info.cmyk,
  truncated: info.truncated,
});

export function SummaryTable({ entries, placements }: { entries: Entry[]; placements: Placement[] }) {
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
                  const pass = e.info ? checkPlacement(forCheck(e.info, e.file.size), p).verdict === "pass" : false;
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

export const FileResult = memo(function FileResult({
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
    () => (info ? placements.map((p) => checkPlacement(forCheck(info, file.size), p)) : []),
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

export function FixPanel({
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
          text: `已下载 ${r.width}×${r.height}，${formatBytes(r.blob.size)}${r.quality !== null ? `（JPG 质量 ${r.quality}）` : ""}${
            r.width < size.width ? `；为压到 ${formatBytes(placement.maxBytes ?? 0)} 以内先缩小了尺寸，画质更清楚` : ""
          }`,
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
        {placement.maxBytes ? `，压到 ${formatBytes(placement.maxBytes)} 以内（放不下时先缩小尺寸，再降画质）` : ""}
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
