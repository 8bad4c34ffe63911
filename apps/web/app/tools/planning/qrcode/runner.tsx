import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { NumberInput } from "../../kit/number-input";
import type { ToolRunnerProps } from "../../tool-definition";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { EC_LABEL, EC_LEVELS, capacityProblem, drawQr, layout, qrMatrix, qrSvg, qrWarnings, sizeNote } from "./qr";
import { canvasBlob, download, selfCheck, type Check } from "./qr-canvas";
import { QrBatch } from "./qr-batch";
import { FileButton } from "../../kit/file-drop";
import { numberFields, numbersProblem, optionsFrom } from "./qr-settings";

export default function QrcodeRunner({
  settings,
  setSettings,
  initialInput,
  requestRun,
  saveHistory,
}: ToolRunnerProps) {
  const options = useMemo(() => optionsFrom(settings), [settings]);
  const typed = numberFields(settings);
  // A refused 尺寸 or 白边 is never drawn at some other size behind the user's back.
  const numbers = numbersProblem(settings);
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
  const shownProblem = shown ? capacityProblem(shown, options.level) : null;

  // Redraw the shown code when its styling changes (a styling tweak is not a new run).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!shown || !canvas) return;
    let live = true;
    // A shown code may not fit a higher level picked afterwards: shownProblem says so; never throw here.
    if (capacityProblem(shown, options.level)) return;
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
    if (numbers) return setError(`暂时不能生成：${numbers}`);
    setError(null);
    const tooLong = capacityProblem(text, options.level);
    if (tooLong) return setError(tooLong);
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
              <NumberInput
                id={ids.size}
                value={typed.size.text}
                error={typed.size.error}
                errorId={`${ids.size}-err`}
                onValueChange={(v) => set({ size: v })}
                className="input"
              />
            </Field>
            <Field id={ids.margin} label="白边（格）">
              <NumberInput
                id={ids.margin}
                value={typed.margin.text}
                error={typed.margin.error}
                errorId={`${ids.margin}-err`}
                onValueChange={(v) => set({ margin: v })}
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
            <FileButton id={ids.logo} accept="image/*" onFiles={([file]) => onLogo(file)}>
              {logo ? "更换 Logo" : "添加 Logo"}
            </FileButton>
            {logo ? (
              <button type="button" className={buttonClass} onClick={() => setLogo(null)}>
                去掉 Logo
              </button>
            ) : null}
            <button type="button" className={primaryButtonClass} onClick={generate}>
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
          {shownProblem || (shown && numbers) ? (
            <p role="alert" className="text-sm text-red-800">
              {shownProblem ?? `暂不能下载：${numbers}`}
            </p>
          ) : shown ? (
            <p className="text-xs text-muted" data-testid="qr-size">
              {sizeNote(layout(qrMatrix(shown, options.level), options), options.size) ??
                `图片 ${options.size}×${options.size} 像素`}
            </p>
          ) : null}
          {check && !shownProblem && !numbers ? (
            <p
              role="status"
              data-testid="qr-check"
              className={`text-sm ${check.state === "ok" ? "text-emerald-800" : "text-red-800"}`}
            >
              {check.message}
            </p>
          ) : null}
          {shown && !shownProblem && !numbers ? (
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass}
                onClick={async () => canvasRef.current && download(await canvasBlob(canvasRef.current), "qrcode.png")}
              >
                下载 PNG
              </button>
              <button
                type="button"
                className={buttonClass}
                onClick={() =>
                  download(
                    new Blob(
                      [
                        qrSvg(
                          qrMatrix(shown, capacityProblem(shown, options.level) ? "L" : options.level),
                          options,
                          logo?.url ?? null,
                        ),
                      ],
                      {
                        type: "image/svg+xml",
                      },
                    ),
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
      <QrBatch options={options} numbers={numbers} logo={logo?.image ?? null} requestRun={requestRun} />
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
