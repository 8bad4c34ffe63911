/**
 * 封面裁切预览: one image, every cover crop at once, a shared focus point
 * (click or arrow keys) and per-crop focus and zoom; download one crop or a
 * zip. The preview is CSS over a blob: URL; exports are drawn on a canvas
 * from the oriented bitmap. Nothing is uploaded.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { clampFocus, coverCrops, coverRect, outputSize, type CoverCrop, type CropSetting } from "./cover-crops";
import { downloadBlob, renamed } from "../media-kit";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { EmptyState } from "../../kit/batch-status";
import { undecodableReasonOf } from "../../engines/image-probe/unreadable";

type Loaded = { file: File; url: string; bitmap: ImageBitmap; width: number; height: number };

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function nudge(e: KeyboardEvent, p: { x: number; y: number }): { x: number; y: number } | null {
  const d = arrows[e.key];
  if (!d) return null;
  e.preventDefault();
  const step = e.shiftKey ? 0.1 : 0.02;
  return clampFocus({ x: p.x + d[0] * step, y: p.y + d[1] * step });
}

async function renderCrop(
  img: Loaded,
  crop: CoverCrop,
  shared: { x: number; y: number },
  setting: CropSetting,
): Promise<Blob> {
  const rect = coverRect(img, crop.ratio, shared, setting);
  const size = outputSize(rect);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext("2d")!;
  ctx.imageSmoothingQuality = "high";
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(img.bitmap, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("encode"))), "image/jpeg", 0.92),
  );
}

export default function CoverCropRunner({ requestRun, saveHistory }: ToolRunnerProps) {
  const [img, setImg] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [focus, setFocus] = useState({ x: 0.5, y: 0.5 });
  const [settings, setCropSettings] = useState<Record<string, CropSetting>>({});
  const [status, setStatus] = useState("");
  const current = useRef<Loaded | null>(null);

  useEffect(
    () => () => {
      if (current.current) {
        URL.revokeObjectURL(current.current.url);
        current.current.bitmap.close();
      }
    },
    [],
  );

  // The last file chosen wins: an earlier one that finishes decoding later is dropped.
  const latest = useRef(0);
  const load = async (files: File[]) => {
    const file = files[0]!;
    const id = ++latest.current;
    setError(null);
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    } catch {
      // Said from the file's bytes (empty, cut short, HEIC…); a file that cannot open spends no run.
      const why = await undecodableReasonOf(file);
      if (id === latest.current) setError(`「${file.name}」：${why}`);
      return;
    }
    if (id !== latest.current || !(await requestRun()) || id !== latest.current) {
      bitmap.close();
      return;
    }
    if (current.current) {
      URL.revokeObjectURL(current.current.url);
      current.current.bitmap.close();
    }
    const loaded = { file, url: URL.createObjectURL(file), bitmap, width: bitmap.width, height: bitmap.height };
    current.current = loaded;
    setImg(loaded);
    setFocus({ x: 0.5, y: 0.5 });
    setCropSettings({});
    setStatus("");
    saveHistory({
      input: "",
      summary: `${file.name}：${bitmap.width}×${bitmap.height}，${coverCrops.length} 种封面比例`,
    });
  };

  const settingOf = (key: string): CropSetting => settings[key] ?? { focus: null, zoom: 1 };
  const patch = (key: string, p: Partial<CropSetting>) =>
    setCropSettings((s) => ({ ...s, [key]: { ...settingOf(key), ...s[key], ...p } }));

  const downloadOne = async (crop: CoverCrop) => {
    if (!img) return;
    const blob = await renderCrop(img, crop, focus, settingOf(crop.key));
    downloadBlob(blob, renamed(img.file.name, crop.key, "jpg"));
    setStatus(`已下载${crop.name}`);
  };
  const downloadAll = async () => {
    if (!img) return;
    setStatus("正在打包…");
    const { zipSync } = await import("fflate");
    const files: Record<string, Uint8Array> = {};
    for (const crop of coverCrops)
      files[renamed(img.file.name, crop.key, "jpg")] = new Uint8Array(
        await (await renderCrop(img, crop, focus, settingOf(crop.key))).arrayBuffer(),
      );
    downloadBlob(
      new Blob([zipSync(files, { level: 0 }) as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
      renamed(img.file.name, "covers", "zip"),
    );
    setStatus(`已打包 ${coverCrops.length} 张封面`);
  };

  const setFromClick = (e: MouseEvent<HTMLButtonElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (r.width && r.height)
      setFocus(clampFocus({ x: (e.clientX - r.left) / r.width, y: (e.clientY - r.top) / r.height }));
  };

  return (
    <div className="space-y-4">
      <FileDrop
        label="选择或拖入一张图片"
        accept="image/*"
        onFiles={load}
        hint="一次一张；图片只在本机浏览器里处理，不会上传。"
      />
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {!img ? (
        <EmptyState>放入一张图片后，这里同时显示公众号、小红书、B站、抖音和横版封面的裁切效果。</EmptyState>
      ) : (
        <>
          <section aria-label="共同焦点" className="grid gap-4 md:grid-cols-[minmax(0,20rem)_1fr]">
            <div>
              <p className="mb-1 text-sm font-medium">共同焦点</p>
              <button
                type="button"
                onClick={setFromClick}
                onKeyDown={(e) => {
                  const n = nudge(e, focus);
                  if (n) setFocus(n);
                }}
                aria-label={`共同焦点：横向 ${Math.round(focus.x * 100)}%，纵向 ${Math.round(focus.y * 100)}%。点图片或用方向键移动`}
                className="relative block w-full overflow-hidden rounded border border-gray-300"
                style={{ aspectRatio: `${img.width} / ${img.height}` }}
              >
                <img src={img.url} alt="" className="absolute inset-0 h-full w-full" />
                <span
                  aria-hidden
                  className="absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600 shadow"
                  style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
                />
              </button>
              <p className="mt-1 text-xs text-muted">
                原图 {img.width}×{img.height}。点图片或用方向键（Shift 加速）移动焦点，所有跟随共同焦点的封面一起变。
              </p>
            </div>
            <div className="flex flex-wrap content-start items-center gap-2">
              <button type="button" className={primaryButtonClass} onClick={downloadAll}>
                全部下载（zip）
              </button>
              <span role="status" className="text-sm text-muted">
                {status}
              </span>
            </div>
          </section>

          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {coverCrops.map((crop) => {
              const s = settingOf(crop.key);
              const rect = coverRect(img, crop.ratio, focus, s);
              const out = outputSize(rect);
              return (
                <li
                  key={crop.key}
                  className="rounded-lg border border-gray-200 p-3"
                  data-crop={crop.key}
                  data-crop-rect={[rect.x, rect.y, rect.width, rect.height].map(Math.round).join(",")}
                >
                  <p className="text-sm font-medium">
                    {crop.name} <span className="text-muted">{crop.ratioLabel}</span>
                  </p>
                  <p className="text-xs text-muted">
                    {crop.note} · 导出 {out.width}×{out.height}
                  </p>
                  <button
                    type="button"
                    onKeyDown={(e) => {
                      const n = nudge(e, s.focus ?? focus);
                      if (n) patch(crop.key, { focus: n });
                    }}
                    aria-label={`${crop.name}预览：用方向键单独调整这张的位置`}
                    className="relative mt-2 block w-full overflow-hidden rounded bg-gray-100"
                    style={{ aspectRatio: String(crop.ratio) }}
                  >
                    <img
                      src={img.url}
                      alt=""
                      className="absolute max-w-none"
                      style={{
                        width: `${(img.width / rect.width) * 100}%`,
                        left: `${(-rect.x / rect.width) * 100}%`,
                        top: `${(-rect.y / rect.height) * 100}%`,
                      }}
                    />
                  </button>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                    <label className="inline-flex items-center gap-1">
                      缩放
                      <input
                        type="range"
                        min={1}
                        max={3}
                        step={0.1}
                        value={s.zoom}
                        onChange={(e) => patch(crop.key, { zoom: Number(e.target.value) })}
                        aria-label={`${crop.name}缩放`}
                      />
                    </label>
                    {s.focus ? (
                      <button type="button" className={buttonClass} onClick={() => patch(crop.key, { focus: null })}>
                        跟随共同焦点
                      </button>
                    ) : null}
                    <button type="button" className={buttonClass} onClick={() => downloadOne(crop)}>
                      下载<span className="sr-only">{crop.name}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
