/**
 * 配色提取: the browser decodes and downsizes the image (createImageBitmap
 * with resize, off the main thread), median cut + k-means on ≤ 16k pixels
 * finds the dominant colours; HEX/RGB/HSL copy, WCAG contrast of black and
 * white text, a palette PNG and the nearest 模板社区 colour facet.
 */
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { ToolRunnerProps } from "../../tool-definition";
import { downloadBlob, renamed } from "../media-kit";
import { contrast, contrastGrade, medianCut, nearestFacet, toHex, toHsl, type Rgb, type Swatch } from "./palette";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { EmptyState } from "../../kit/batch-status";
import { undecodableReasonOf } from "../../engines/image-probe/unreadable";

const SAMPLE = 128;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

async function extract(file: File, count: number): Promise<Swatch[]> {
  // Non-uniform scaling keeps every colour's share of the area, so a square sample is fine; nearest-neighbour
  // sampling ("pixelated") invents no in-between colours at edges.
  const bitmap = await createImageBitmap(file, {
    imageOrientation: "from-image",
    resizeWidth: SAMPLE,
    resizeHeight: SAMPLE,
    resizeQuality: "pixelated",
  });
  const canvas = document.createElement("canvas");
  canvas.width = SAMPLE;
  canvas.height = SAMPLE;
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return medianCut(ctx.getImageData(0, 0, SAMPLE, SAMPLE).data, count);
}

function paletteBlob(swatches: Swatch[]): Promise<Blob> {
  const w = 160;
  const canvas = document.createElement("canvas");
  canvas.width = w * swatches.length;
  canvas.height = 220;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  swatches.forEach((s, i) => {
    ctx.fillStyle = toHex(s.rgb);
    ctx.fillRect(i * w, 0, w, 160);
    ctx.fillStyle = "#222";
    ctx.font = "bold 18px sans-serif";
    ctx.fillText(toHex(s.rgb), i * w + 12, 188);
    ctx.font = "14px sans-serif";
    ctx.fillText(`${Math.round(s.share * 100)}%`, i * w + 12, 210);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("encode"))), "image/png"),
  );
}

export default function PaletteRunner({ requestRun, saveHistory, settings, setSettings }: ToolRunnerProps) {
  const count = Math.min(10, Math.max(3, Number(settings.get("colors")) || 6));
  const [file, setFile] = useState<File | null>(null);
  const [swatches, setSwatches] = useState<Swatch[] | null>(null);
  const [state, setState] = useState<"idle" | "working" | "error">("idle");
  const [failure, setFailure] = useState("");
  const [copied, setCopied] = useState("");

  // The last file chosen (or colour count picked) wins: an answer for an earlier one that arrives later is dropped.
  const latest = useRef(0);
  // `ask`: a new file asks for its run only once it has decoded, so a broken file costs the user nothing.
  const run = async (f: File, n: number, id = ++latest.current, ask = false) => {
    setState("working");
    let result: Swatch[];
    try {
      result = await extract(f, n);
    } catch {
      const why = await undecodableReasonOf(f);
      if (id !== latest.current) return;
      setSwatches(null);
      setFailure(why);
      setState("error");
      return;
    }
    if (id !== latest.current) return;
    if (ask && (!(await requestRun()) || id !== latest.current)) {
      if (id === latest.current) setState("idle");
      return;
    }
    setSwatches(result);
    setState("idle");
    saveHistory({ input: "", summary: `${f.name}：${result.map((s) => toHex(s.rgb)).join(" ")}` });
  };

  const onFiles = async (files: File[]) => {
    const f = files[0]!;
    const id = ++latest.current;
    setFile(f);
    await run(f, count, id, true);
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`已复制 ${text}`);
    } catch {
      setCopied(`复制失败，请手动选择：${text}`);
    }
  };

  const main = swatches?.[0];
  const facet = main ? nearestFacet(main.rgb) : null;

  return (
    <div className="space-y-4">
      <FileDrop
        label="选择或拖入一张图片"
        accept="image/*"
        onFiles={onFiles}
        hint="图片只在本机浏览器里分析，不会上传。"
      />
      <label className="inline-flex items-center gap-2 text-sm">
        颜色数量
        <select
          value={count}
          onChange={(e) => {
            const n = Number(e.target.value);
            setSettings({ colors: n === 6 ? null : String(n) });
            if (file) void run(file, n);
          }}
          className="rounded-lg border border-gray-300 bg-white px-2 py-1"
        >
          {[3, 4, 5, 6, 8, 10].map((n) => (
            <option key={n} value={n}>
              {n} 种
            </option>
          ))}
        </select>
      </label>

      {state === "working" ? (
        <p role="status" className="text-sm text-muted">
          正在提取颜色…
        </p>
      ) : null}
      {state === "error" ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {!swatches && state === "idle" ? (
        <EmptyState>放入图片后，这里列出主色和辅助色、各占多少面积，以及黑字和白字放在上面是否清楚。</EmptyState>
      ) : null}
      {swatches && swatches.length === 0 ? (
        <p className="text-sm text-muted">这张图完全透明，没有可提取的颜色。</p>
      ) : null}

      {swatches && swatches.length > 0 ? (
        <>
          <div className="flex h-12 overflow-hidden rounded-lg border border-gray-200" aria-hidden>
            {swatches.map((s) => (
              <span key={toHex(s.rgb)} style={{ background: toHex(s.rgb), width: `${s.share * 100}%` }} />
            ))}
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {swatches.map((s, i) => {
              const hex = toHex(s.rgb);
              const rgb = `rgb(${s.rgb.join(", ")})`;
              const [h, sat, l] = toHsl(s.rgb);
              const hsl = `hsl(${h}, ${sat}%, ${l}%)`;
              const onWhite = contrast(WHITE, s.rgb);
              const onBlack = contrast(BLACK, s.rgb);
              return (
                <li
                  key={hex}
                  className="rounded-lg border border-gray-200 p-3 text-sm"
                  data-swatch={hex}
                  data-share={s.share.toFixed(3)}
                >
                  {/* A preview of white and black text on the colour; drawn as SVG because it is a sample, not text to read (its contrast is reported below). */}
                  <svg viewBox="0 0 200 64" className="block h-16 w-full rounded" aria-hidden>
                    <rect width="200" height="64" fill={hex} />
                    <text x="50" y="38" textAnchor="middle" fill="#fff" fontSize="18" fontWeight="600">
                      白字
                    </text>
                    <text x="150" y="38" textAnchor="middle" fill="#000" fontSize="18" fontWeight="600">
                      黑字
                    </text>
                  </svg>
                  <p className="mt-2 font-medium">
                    {i === 0 ? "主色" : `辅助色 ${i}`} · 占 {Math.round(s.share * 100)}%
                  </p>
                  <div className="mt-1 flex flex-wrap gap-1">
                    {[hex, rgb, hsl].map((v) => (
                      <button
                        key={v}
                        type="button"
                        className={`${buttonClass} font-mono text-xs`}
                        onClick={() => copy(v)}
                      >
                        <span className="sr-only">复制 </span>
                        {v}
                      </button>
                    ))}
                  </div>
                  <p
                    className="mt-1 text-xs text-muted"
                    data-contrast-white={onWhite.toFixed(2)}
                    data-contrast-black={onBlack.toFixed(2)}
                  >
                    白字对比度 {onWhite.toFixed(2)}（{contrastGrade(onWhite)}）· 黑字 {onBlack.toFixed(2)}（
                    {contrastGrade(onBlack)}）
                  </p>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-muted">
            对比度按 WCAG 2.1：正文需 4.5 以上（AA），18 磅以上或 14 磅粗体的大字需 3 以上。
          </p>
          <p role="status" className="text-sm text-muted">
            {copied}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className={primaryButtonClass}
              onClick={async () =>
                downloadBlob(await paletteBlob(swatches), renamed(file?.name ?? "palette.png", "palette", "png"))
              }
            >
              下载色卡 PNG
            </button>
            {facet ? (
              <Link
                to={`/template-community?color=${facet.key}`}
                className="text-sm font-medium text-brand-700 underline underline-offset-2"
                data-facet={facet.key}
              >
                在模板社区看{facet.name}系模板
              </Link>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
