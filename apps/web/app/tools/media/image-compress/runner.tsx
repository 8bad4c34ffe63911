/**
 * 图片压缩: the browser's own JPEG/WebP encoders and libavif in wasm, in
 * workers (compress.ts via image-worker-pool.ts), a quality or a byte target with platform presets
 * (tools-facts §3.1: 朋友圈 300 KB, 巨量 1.5 MB, TikTok 头像 50 KB), a
 * before/after slider, metadata removal with a visible switch, batch zip.
 */
import { useEffect, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import type { CompressFormat } from "../compress";
import { exifSegment, withSegment } from "../exif-carry";
import { formatBytes } from "../image-inspect";
import { CancelledError, createImagePool } from "../image-worker-pool";
import { downloadBlob, renamed, uniqueNames } from "../media-kit";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { describeMissing, parseNumberInput, type NumberSpec } from "../../kit/number-field";
import { NumberInput } from "../../kit/number-input";
import { BatchProgress, EmptyState } from "../../kit/batch-status";

type Item = {
  id: number;
  file: File;
  status: "waiting" | "working" | "done" | "error" | "cancelled";
  out?: Blob;
  width?: number;
  height?: number;
  quality?: number;
  /** The AVIF byte target of the run, when the file ended well under it (decision 011: the codec's steps). */
  shortOf?: number;
  error?: string;
};

const presets = [
  { key: "moments", label: "朋友圈广告 300 KB", bytes: 300 * 1024 },
  { key: "oceanengine", label: "巨量引擎 1.5 MB", bytes: 1.5 * 1024 * 1024 },
  { key: "tiktok-profile", label: "TikTok 头像 50 KB", bytes: 50 * 1024 },
] as const;

const formats: { value: CompressFormat; label: string; ext: string }[] = [
  { value: "jpeg", label: "JPG（各平台都收）", ext: "jpg" },
  { value: "webp", label: "WebP（更小，部分广告平台不收）", ext: "webp" },
  { value: "avif", label: "AVIF（最小，编码慢；广告平台多不收）", ext: "avif" },
];

/** The byte target as typed (tools/README.md, "Numbers"): 10 KB up to 50 MB, the largest file a placement takes. */
const TARGET: NumberSpec = { label: "目标大小", unit: "KB", min: 10, max: 51_200, example: "300" };

function formatFromSettings(raw: string | null): CompressFormat {
  return raw === "webp" || raw === "avif" ? raw : "jpeg";
}

export default function ImageCompressRunner({ requestRun, saveHistory, settings, setSettings }: ToolRunnerProps) {
  const format = formatFromSettings(settings.get("format"));
  // An emptied field keeps `target=` in the query: the mode stays 目标大小 and the field stays empty.
  const mode = settings.has("target") ? "target" : "quality";
  const targetText = settings.get("target") ?? "300";
  const target = parseNumberInput(targetText, TARGET);
  const targetKb = target.kind === "ok" ? target.value : null;
  const quality = Math.min(95, Math.max(30, Number(settings.get("q")) || 80));
  const [stripMeta, setStripMeta] = useState(true);
  const [items, setItems] = useState<Item[]>([]);
  const [running, setRunning] = useState(false);
  const [compare, setCompare] = useState(50);
  const poolRef = useRef<ReturnType<typeof createImagePool> | null>(null);
  const nextId = useRef(1);
  useEffect(() => () => poolRef.current?.dispose(), []);

  // A refusal about the target stands only while the target it was about does: fixing the field clears it.
  const settingsKey = `${mode}|${targetText}`;
  const [refusal, setRefusal] = useState<{ text: string; key: string } | null>(null);
  const notice = refusal?.key === settingsKey ? refusal.text : null;
  const run = async (files: File[]) => {
    if (mode === "target" && targetKb === null) {
      setRefusal({
        text: `暂时不能压缩：${describeMissing([{ label: TARGET.label, state: target }])}`,
        key: settingsKey,
      });
      return;
    }
    setRefusal(null);
    if (!(await requestRun({ batchSize: files.length }))) return;
    const list: Item[] = files.map((file) => ({ id: nextId.current++, file, status: "waiting" }));
    setItems(list);
    setRunning(true);
    const pool = (poolRef.current ??= createImagePool(2, "compress"));
    const patch = (id: number, p: Partial<Item>) =>
      setItems((all) => all.map((i) => (i.id === id ? { ...i, ...p } : i)));
    let saved = 0;
    await Promise.all(
      list.map(async (item) => {
        try {
          // Switch off: the original EXIF goes back into a JPEG (exif-carry.ts), and a byte target counts it.
          const head =
            !stripMeta && format === "jpeg" ? new Uint8Array(await item.file.slice(0, 256 * 1024).arrayBuffer()) : null;
          const kept = head ? (exifSegment(head)?.length ?? 0) : 0;
          const maxBytes = (targetKb ?? 0) * 1024 - kept;
          if (mode === "target" && maxBytes < 1024)
            return patch(item.id, {
              status: "error",
              error: `保留的元数据就有 ${formatBytes(kept)}，放不进 ${targetKb} KB：请打开「移除元数据」或调大目标。`,
            });
          const options = mode === "target" ? { format, maxBytes } : { format, quality: quality / 100 };
          const r = await pool.run({ type: "compress", file: item.file, options });
          if (r.type !== "fixed")
            return patch(item.id, { status: "error", error: r.type === "error" ? r.message : "压缩失败" });
          let out = r.blob;
          const seg = head && exifSegment(head, { width: r.width, height: r.height });
          if (seg)
            out = new Blob([withSegment(new Uint8Array(await out.arrayBuffer()), seg) as Uint8Array<ArrayBuffer>], {
              type: "image/jpeg",
            });
          saved += item.file.size - out.size;
          const shortOf = mode === "target" && format === "avif" && out.size < maxBytes * 0.85 ? maxBytes : undefined;
          patch(item.id, {
            status: "done",
            out,
            width: r.width,
            height: r.height,
            quality: r.quality ?? undefined,
            shortOf,
          });
        } catch (e) {
          patch(
            item.id,
            e instanceof CancelledError ? { status: "cancelled" } : { status: "error", error: "压缩失败，请重试。" },
          );
        }
      }),
    );
    setRunning(false);
    saveHistory({ input: "", summary: `压缩 ${files.length} 张图片，共节省 ${formatBytes(Math.max(0, saved))}` });
  };

  const cancel = () => {
    poolRef.current?.cancel();
    setItems((all) =>
      all.map((i) => (i.status === "waiting" || i.status === "working" ? { ...i, status: "cancelled" } : i)),
    );
    setRunning(false);
  };

  const ext = formats.find((f) => f.value === format)!.ext;
  const done = items.filter((i) => i.status === "done" && i.out);
  const settled = items.filter((i) => i.status !== "waiting" && i.status !== "working").length;
  const first = done[0];

  const zipAll = async () => {
    const { zipSync } = await import("fflate");
    const names = uniqueNames(done.map((i) => renamed(i.file.name, "compressed", ext)));
    const files: Record<string, Uint8Array> = {};
    for (let k = 0; k < done.length; k++) files[names[k]!] = new Uint8Array(await done[k]!.out!.arrayBuffer());
    downloadBlob(
      new Blob([zipSync(files, { level: 0 }) as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
      "compressed.zip",
    );
  };

  return (
    <div className="space-y-4">
      <fieldset className="space-y-3 rounded-lg border border-gray-200 p-3 text-sm">
        <legend className="px-1 font-medium">压缩设置</legend>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex w-full flex-wrap items-center gap-x-2 gap-y-1 sm:w-auto">
            <span className="shrink-0">输出格式</span>
            <select
              value={format}
              onChange={(e) =>
                setSettings({ format: e.target.value === "jpeg" ? null : formatFromSettings(e.target.value) })
              }
              className="min-w-0 max-w-full rounded-lg border border-gray-300 bg-white px-2 py-1"
            >
              {formats.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-flex items-center gap-1">
            <input
              type="radio"
              name="compress-mode"
              checked={mode === "quality"}
              onChange={() => setSettings({ target: null })}
            />
            按画质
          </label>
          <label className="inline-flex items-center gap-1">
            <input
              type="radio"
              name="compress-mode"
              checked={mode === "target"}
              onChange={() => setSettings({ target: targetText })}
            />
            按目标大小
          </label>
        </div>
        {format === "avif" ? (
          <p className="text-xs text-muted">
            AVIF 文件最小，但编码慢：1200 万像素的照片要几秒到十几秒；编码器约 3.5
            MB，第一次使用时从本站下载。多数广告平台不收 AVIF，投放素材请用 JPG。
          </p>
        ) : null}
        {mode === "quality" ? (
          <label className="flex items-center gap-2">
            画质 {quality}
            <input
              type="range"
              min={30}
              max={95}
              value={quality}
              onChange={(e) => setSettings({ q: e.target.value === "80" ? null : e.target.value })}
              className="w-48"
            />
          </label>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor="compress-target" className="inline-flex items-center gap-1">
                目标大小（KB）
              </label>
              <NumberInput
                id="compress-target"
                value={targetText}
                error={target.kind === "error" ? target.message : null}
                errorId="compress-target-err"
                onValueChange={(text) => setSettings({ target: text })}
                className="w-24 rounded border border-gray-300 px-2 py-1"
              />
            </div>
            {presets.map((p) => (
              <button
                key={p.key}
                type="button"
                className={buttonClass}
                aria-pressed={targetKb !== null && targetKb * 1024 === p.bytes}
                onClick={() => setSettings({ target: String(p.bytes / 1024) })}
              >
                {p.label}
              </button>
            ))}
          </div>
        )}
        <div>
          <label className="inline-flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              role="switch"
              checked={stripMeta}
              onChange={(e) => setStripMeta(e.target.checked)}
              aria-describedby="compress-meta-note"
            />
            移除元数据（推荐）
          </label>
          <p id="compress-meta-note" className="text-xs text-muted">
            手机照片的 EXIF 里可能有拍摄地点的 GPS 坐标、拍摄时间和设备型号。重新编码本身就会去掉它们；关闭后会把原图的
            EXIF 放回 JPG（方向已转正，像素尺寸改为压缩后的尺寸，去掉旧缩略图；目标大小已把它算在内）。
          </p>
        </div>
      </fieldset>

      <FileDrop
        label="选择或拖入要压缩的图片"
        accept="image/*"
        multiple
        onFiles={run}
        hint="可一次多张（会员）；图片只在本机浏览器里压缩，不会上传。"
      />
      {notice ? (
        <p role="alert" className="text-sm text-red-800">
          {notice}
        </p>
      ) : null}

      {items.length === 0 ? (
        <EmptyState>选好画质或目标大小，再放入图片；压缩后可以拖动滑块对比前后效果。</EmptyState>
      ) : (
        <>
          <BatchProgress
            value={settled}
            max={items.length}
            label="压缩进度"
            testId="compress-progress"
            onCancel={running ? cancel : undefined}
            actions={
              done.length > 1 ? (
                <button type="button" className={primaryButtonClass} onClick={zipAll}>
                  全部下载（zip）
                </button>
              ) : null
            }
          >
            已完成 {settled} / {items.length} 张
          </BatchProgress>{" "}
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm">
            {items.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3"
                data-compressed={i.file.name}
                data-bytes={i.out?.size ?? ""}
              >
                <span className="min-w-0 flex-1 break-all font-medium">{i.file.name}</span>
                {i.status === "done" && i.out ? (
                  <>
                    <span>
                      {formatBytes(i.file.size)} → <strong>{formatBytes(i.out.size)}</strong>
                      {i.out.size < i.file.size
                        ? `（小了 ${Math.round((1 - i.out.size / i.file.size) * 100)}%）`
                        : "（没有变小：原图已压缩得很充分，可以直接用原图）"}
                      · {i.width}×{i.height} · 画质 {i.quality}
                      {i.shortOf ? (
                        <span className="block text-muted">
                          比目标 {formatBytes(i.shortOf)} 小不少：AVIF
                          的画质一档一档变化，噪点多的照片上相邻两档的大小可差一倍以上，只能停在不超过目标的那一档
                        </span>
                      ) : null}
                    </span>
                    <button
                      type="button"
                      className={buttonClass}
                      onClick={() => downloadBlob(i.out!, renamed(i.file.name, "compressed", ext))}
                    >
                      下载<span className="sr-only">{i.file.name}</span>
                    </button>
                  </>
                ) : i.status === "error" ? (
                  <span role="alert" className="text-red-700">
                    {i.error}
                  </span>
                ) : (
                  <span className="text-muted">
                    {i.status === "cancelled"
                      ? "已取消"
                      : format === "avif"
                        ? "压缩中…（AVIF 编码较慢，大图要十几秒，可随时取消）"
                        : "压缩中…"}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {first ? (
            <Compare key={first.id} before={first.file} after={first.out!} value={compare} onChange={setCompare} />
          ) : null}
        </>
      )}
    </div>
  );
}

function Compare({
  before,
  after,
  value,
  onChange,
}: {
  before: Blob;
  after: Blob;
  value: number;
  onChange: (v: number) => void;
}) {
  const beforeRef = useRef<HTMLImageElement>(null);
  const afterRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const a = URL.createObjectURL(before);
    const b = URL.createObjectURL(after);
    if (beforeRef.current) beforeRef.current.src = a;
    if (afterRef.current) afterRef.current.src = b;
    return () => {
      URL.revokeObjectURL(a);
      URL.revokeObjectURL(b);
    };
  }, [before, after]);
  return (
    <section aria-label="压缩前后对比" className="space-y-2">
      <div className="relative max-w-xl overflow-hidden rounded border border-gray-300">
        <img ref={afterRef} alt="压缩后" className="block w-full" />
        <img
          ref={beforeRef}
          alt="压缩前"
          className="absolute inset-0 h-full w-full"
          style={{ clipPath: `inset(0 ${100 - value}% 0 0)` }}
        />
        <span aria-hidden className="absolute inset-y-0 w-0.5 bg-white shadow" style={{ left: `${value}%` }} />
      </div>
      <label className="flex max-w-xl items-center gap-2 text-sm">
        左侧原图 · 右侧压缩后
        <input
          type="range"
          min={0}
          max={100}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          className="flex-1"
        />
      </label>
    </section>
  );
}
