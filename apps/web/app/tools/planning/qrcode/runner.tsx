import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { BTN_PRIMARY, BTN_SECONDARY } from "../ui";
import {
  DEFAULT_QR,
  EC_LABEL,
  EC_LEVELS,
  HEX_RE,
  batchFileNames,
  drawQr,
  layout,
  qrMatrix,
  qrSvg,
  qrWarnings,
  type EcLevel,
  type QrOptions,
} from "./qr";

function optionsFrom(settings: URLSearchParams): QrOptions {
  const num = (key: string, min: number, max: number, fallback: number) => {
    const n = Number(settings.get(key));
    return Number.isFinite(n) && settings.get(key) !== null && n >= min && n <= max ? n : fallback;
  };
  const level = settings.get("level");
  const colour = (key: string, fallback: string) => {
    const v = `#${settings.get(key) ?? ""}`;
    return HEX_RE.test(v) ? v.toLowerCase() : fallback;
  };
  return {
    size: num("size", 128, 2048, DEFAULT_QR.size),
    margin: num("margin", 0, 10, DEFAULT_QR.margin),
    level: EC_LEVELS.includes(level as EcLevel) ? (level as EcLevel) : DEFAULT_QR.level,
    fg: colour("fg", DEFAULT_QR.fg),
    bg: colour("bg", DEFAULT_QR.bg),
    logoRatio: num("logo", 0.1, 0.3, DEFAULT_QR.logoRatio),
  };
}

type Check = { state: "ok" | "fail"; message: string } | null;

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const canvasBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), "image/png"),
  );

/** Reads the code back from the pixels (jsQR, Apache-2.0): what a phone camera would get. */
async function selfCheck(canvas: HTMLCanvasElement, expected: string): Promise<Check> {
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const { default: jsQR } = await import("jsqr");
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: "attemptBoth" });
  if (!found)
    return { state: "fail", message: "自检未通过：生成的图片没能被识别，请提高对比度、缩小 Logo 或提高容错等级" };
  if (found.data !== expected) return { state: "fail", message: "自检未通过：识别出的内容和输入不一致" };
  return { state: "ok", message: "自检通过：已从生成的图片中读出相同内容" };
}

export default function QrcodeRunner({
  settings,
  setSettings,
  initialInput,
  requestRun,
  saveHistory,
}: ToolRunnerProps) {
  const options = useMemo(() => optionsFrom(settings), [settings]);
  const [text, setText] = useState(initialInput ?? "");
  const [shown, setShown] = useState<string | null>(null);
  const [logo, setLogo] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  const [check, setCheck] = useState<Check>(null);
  const [error, setError] = useState<string | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const ids = {
    text: useId(),
    size: useId(),
    margin: useId(),
    level: useId(),
    fg: useId(),
    bg: useId(),
    logo: useId(),
    ratio: useId(),
  };
  const warnings = qrWarnings(text, options, Boolean(logo));

  // Redraw the shown code when its styling changes (a styling tweak is not a new run).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!shown || !canvas) return;
    let live = true;
    const matrix = qrMatrix(shown, options.level);
    const { px } = layout(matrix, options);
    canvas.width = px;
    canvas.height = px;
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    drawQr(ctx, matrix, options, logo?.image ?? null);
    void selfCheck(canvas, shown).then((result) => {
      if (live) setCheck(result);
    });
    return () => {
      live = false;
    };
  }, [shown, options, logo]);

  const generate = async () => {
    const blocking = warnings.find((w) => w.level === "error" && w.message.startsWith("请先"));
    if (blocking) return setError(blocking.message);
    setError(null);
    try {
      qrMatrix(text, options.level);
    } catch {
      return setError("内容太长，超出了二维码的容量，请缩短内容或降低容错等级");
    }
    if (!(await requestRun())) return;
    setShown(text);
    saveHistory({ input: text, summary: text.length > 40 ? `${text.slice(0, 40)}…` : text });
  };

  const onLogo = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) return setError("Logo 请选择图片文件（PNG、JPG 或 SVG）");
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      const image = new Image();
      image.onload = () => setLogo({ url, image });
      image.onerror = () => setError("Logo 图片无法读取，请换一张");
      image.src = url;
    };
    reader.readAsDataURL(file);
  };

  const set = (patch: Record<string, string | null>) => setSettings(patch);

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.text} className="text-sm font-medium text-gray-800">
              文字或链接
            </label>
            <textarea
              id={ids.text}
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="rounded-lg border border-gray-300 p-2 text-sm"
              placeholder="https://shop.example.com/item?id=42"
            />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Field id={ids.size} label="尺寸（像素）">
              <input
                id={ids.size}
                type="number"
                min={128}
                max={2048}
                step={8}
                value={options.size}
                onChange={(e) => set({ size: e.target.value })}
                className="input"
              />
            </Field>
            <Field id={ids.margin} label="白边（格）">
              <input
                id={ids.margin}
                type="number"
                min={0}
                max={10}
                value={options.margin}
                onChange={(e) => set({ margin: e.target.value })}
                className="input"
              />
            </Field>
            <Field id={ids.level} label="容错等级">
              <select
                id={ids.level}
                value={options.level}
                onChange={(e) => set({ level: e.target.value })}
                className="input"
              >
                {EC_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {EC_LABEL[l]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={ids.fg} label="码点颜色">
              <input
                id={ids.fg}
                type="color"
                value={options.fg}
                onChange={(e) => set({ fg: e.target.value.slice(1) })}
                className="h-9 w-full rounded border border-gray-300"
              />
            </Field>
            <Field id={ids.bg} label="背景颜色">
              <input
                id={ids.bg}
                type="color"
                value={options.bg}
                onChange={(e) => set({ bg: e.target.value.slice(1) })}
                className="h-9 w-full rounded border border-gray-300"
              />
            </Field>
            <Field id={ids.ratio} label={`Logo 大小 ${Math.round(options.logoRatio * 100)}%`}>
              <input
                id={ids.ratio}
                type="range"
                min={0.1}
                max={0.3}
                step={0.01}
                value={options.logoRatio}
                onChange={(e) => set({ logo: e.target.value })}
              />
            </Field>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <label
              htmlFor={ids.logo}
              className={`${BTN_SECONDARY} cursor-pointer focus-within:ring-2 focus-within:ring-brand-500`}
            >
              {logo ? "更换 Logo" : "添加 Logo"}
              <input
                id={ids.logo}
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={(e) => onLogo(e.target.files?.[0])}
              />
            </label>
            {logo ? (
              <button type="button" className={BTN_SECONDARY} onClick={() => setLogo(null)}>
                去掉 Logo
              </button>
            ) : null}
            <button type="button" className={BTN_PRIMARY} onClick={generate}>
              生成二维码
            </button>
          </div>
          {warnings.filter((w) => !w.message.startsWith("请先")).length ? (
            <ul aria-label="提醒" className="flex flex-col gap-1 text-sm">
              {warnings
                .filter((w) => !w.message.startsWith("请先"))
                .map((w, i) => (
                  <li key={i} className={w.level === "error" ? "text-red-800" : "text-amber-900"}>
                    {w.message}
                  </li>
                ))}
            </ul>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>

        <section
          aria-label="二维码预览"
          className="flex flex-col items-center gap-3 rounded-xl border border-gray-200 bg-white p-4"
        >
          {shown ? null : (
            <p className="w-56 text-center text-sm text-muted">填写内容后点“生成二维码”，预览会显示在这里。</p>
          )}
          <canvas
            ref={canvasRef}
            className={shown ? "h-56 w-56 [image-rendering:pixelated]" : "hidden"}
            role="img"
            aria-label="生成的二维码"
          />
          {check ? (
            <p
              role="status"
              data-testid="qr-check"
              className={`text-sm ${check.state === "ok" ? "text-emerald-800" : "text-red-800"}`}
            >
              {check.message}
            </p>
          ) : null}
          {shown ? (
            <div className="flex gap-2">
              <button
                type="button"
                className={BTN_SECONDARY}
                onClick={async () => canvasRef.current && download(await canvasBlob(canvasRef.current), "qrcode.png")}
              >
                下载 PNG
              </button>
              <button
                type="button"
                className={BTN_SECONDARY}
                onClick={() =>
                  download(
                    new Blob([qrSvg(qrMatrix(shown, options.level), options, logo?.url ?? null)], {
                      type: "image/svg+xml",
                    }),
                    "qrcode.svg",
                  )
                }
              >
                下载 SVG
              </button>
            </div>
          ) : null}
        </section>
      </div>
      <QrBatch options={options} logo={logo?.image ?? null} requestRun={requestRun} />
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-sm [&_.input]:rounded-lg [&_.input]:border [&_.input]:border-gray-300 [&_.input]:px-2 [&_.input]:py-1.5">
      <label htmlFor={id} className="font-medium text-gray-800">
        {label}
      </label>
      {children}
    </div>
  );
}

const TEXT_COLUMNS = ["内容", "链接", "text", "url"];
const NAME_COLUMNS = ["文件名", "名称", "name", "filename"];

function QrBatch({
  options,
  logo,
  requestRun,
}: {
  options: QrOptions;
  logo: HTMLImageElement | null;
  requestRun: ToolRunnerProps["requestRun"];
}) {
  const [csv, setCsv] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const run = async () => {
    if (!csv.trim()) return setStatus("请先粘贴 CSV 内容或选择 CSV 文件");
    const Papa = (await import("papaparse")).default;
    const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: "greedy",
    }).data;
    const col = (row: Record<string, string>, names: string[]) => {
      const key = Object.keys(row).find((k) => names.includes(k.trim().toLowerCase()));
      return key ? (row[key] ?? "").trim() : "";
    };
    const items = rows
      .map((row) => ({ text: col(row, TEXT_COLUMNS), name: col(row, NAME_COLUMNS) }))
      .filter((item) => item.text);
    if (!items.length) return setStatus("没有找到内容：第一行表头需要有“内容”或“链接”列");
    if (items.length > 1000) return setStatus(`一次最多 1000 个，当前 ${items.length} 个，请拆开处理`);
    if (!(await requestRun({ batchSize: items.length }))) return;
    setBusy(true);
    try {
      const names = batchFileNames(items.map((i) => i.name));
      const files: Record<string, Uint8Array> = {};
      const skipped: string[] = [];
      const canvas = document.createElement("canvas");
      for (let i = 0; i < items.length; i++) {
        setStatus(`正在生成 ${i + 1}/${items.length}…`);
        try {
          const matrix = qrMatrix(items[i]!.text, options.level);
          const { px } = layout(matrix, options);
          canvas.width = px;
          canvas.height = px;
          const ctx = canvas.getContext("2d");
          if (!ctx) throw new Error("canvas");
          drawQr(ctx, matrix, options, logo);
          files[names[i]!] = new Uint8Array(await (await canvasBlob(canvas)).arrayBuffer());
        } catch {
          skipped.push(`第 ${i + 2} 行`);
        }
        // One code per task keeps the page responsive on big batches.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      const { zipSync } = await import("fflate");
      // PNG is already compressed: store, don't deflate again.
      download(
        new Blob([zipSync(files, { level: 0 }) as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
        "qrcodes.zip",
      );
      setStatus(
        `已打包 ${Object.keys(files).length} 个二维码${skipped.length ? `；${skipped.join("、")}内容太长，已跳过` : ""}。`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
      <h3 id={`${id}-h`} className="font-bold">
        批量生成（CSV → ZIP）
      </h3>
      <label htmlFor={id} className="text-sm text-gray-800">
        CSV 内容（表头：内容 或 链接，可选 文件名；使用上面的样式设置）
      </label>
      <textarea
        id={id}
        rows={4}
        value={csv}
        onChange={(e) => setCsv(e.target.value)}
        className="rounded-lg border border-gray-300 p-2 font-mono text-sm"
        placeholder={"文件名,链接\n门店A,https://shop.example.com/a"}
      />
      <div className="flex flex-wrap items-center gap-2">
        <label className={`${BTN_SECONDARY} cursor-pointer focus-within:ring-2 focus-within:ring-brand-500`}>
          选择 CSV 文件
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={async (e) => setCsv((await e.target.files?.[0]?.text()) ?? csv)}
          />
        </label>
        <button type="button" className={BTN_PRIMARY} onClick={run} disabled={busy}>
          {busy ? "正在生成…" : "批量生成并下载 ZIP"}
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-gray-800">
        {status}
      </p>
    </section>
  );
}
