import { useId, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { QrImage } from "./qr-image";
import { ScrollBox } from "../scroll-box";
import { FileButton } from "../../kit/file-drop";
import {
  CHANNEL_PRESETS,
  MAX_BATCH_ROWS,
  UTM_KEYS,
  UTM_LABEL,
  buildBatch,
  buildUtmUrl,
  emptyParams,
  lintParams,
  normalizeValue,
  type BatchRow,
  type UtmKey,
  type UtmParams,
} from "./utm";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";

type Saved = { base: string; params: UtmParams };

function restore(initial: string | null): Saved {
  if (initial) {
    try {
      const parsed = JSON.parse(initial) as Partial<Saved>;
      const params = emptyParams();
      for (const key of UTM_KEYS) if (typeof parsed.params?.[key] === "string") params[key] = parsed.params[key];
      return { base: typeof parsed.base === "string" ? parsed.base : "", params };
    } catch {
      // A plain link shared or restored from history.
      return { base: initial, params: emptyParams() };
    }
  }
  return { base: "", params: emptyParams() };
}

const PLACEHOLDER: Record<UtmKey, string> = {
  utm_source: "如 douyin",
  utm_medium: "如 short_video",
  utm_campaign: "如 double11_2026",
  utm_term: "可选，如 keyword_a",
  utm_content: "可选，如 video_a",
};

export default function UtmBuilderRunner({
  settings,
  setSettings,
  initialInput,
  requestRun,
  saveHistory,
  share,
}: ToolRunnerProps) {
  const [state, setState] = useState<Saved>(() => restore(initialInput));
  const [result, setResult] = useState<{ url: string; note: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const baseId = useId();
  const channel = settings.get("channel");
  const findings = lintParams(state.params);

  const setParam = (key: UtmKey, value: string) => setState((s) => ({ ...s, params: { ...s.params, [key]: value } }));
  const applyPreset = (key: string) => {
    const preset = CHANNEL_PRESETS.find((p) => p.key === key);
    if (!preset) return;
    setState((s) => ({ ...s, params: { ...s.params, utm_source: preset.source, utm_medium: preset.medium } }));
    setSettings({ channel: preset.key });
  };

  const generate = async () => {
    setCopied(null);
    const built = buildUtmUrl(state.base, state.params);
    if (!built.ok) {
      setError(built.message);
      setResult(null);
      return;
    }
    const missing = findings.filter((f) => f.level === "error");
    if (missing.length) {
      setError(missing.map((f) => f.message).join("；"));
      setResult(null);
      return;
    }
    setError(null);
    if (!(await requestRun())) return;
    const note = built.replaced.length ? `原链接里的 ${built.replaced.join("、")} 已替换为新值。` : null;
    setResult({ url: built.url, note });
    saveHistory({ input: JSON.stringify(state), summary: built.url, preview: state.base });
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("已复制");
    } catch {
      setCopied("复制失败，请手动选中复制");
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={baseId} className="text-sm font-medium text-gray-800">
            落地页链接
          </label>
          <input
            id={baseId}
            type="text"
            inputMode="url"
            spellCheck={false}
            value={state.base}
            onChange={(e) => setState((s) => ({ ...s, base: e.target.value }))}
            placeholder="https://shop.example.com/item?id=42"
            className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
          />
          <p className="text-xs text-gray-700">原有的参数和 # 后面的部分会原样保留。</p>
        </div>

        <div role="group" aria-label="渠道预设" className="flex flex-wrap gap-2">
          {CHANNEL_PRESETS.map((preset) => (
            <button
              key={preset.key}
              type="button"
              aria-pressed={channel === preset.key}
              onClick={() => applyPreset(preset.key)}
              className={`rounded-full border px-3 py-1 text-sm ${channel === preset.key ? "border-brand-700 bg-brand-50 font-medium text-brand-800" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
            >
              {preset.name}
            </button>
          ))}
        </div>

        <div className="grid gap-3 sm:grid-cols-2">
          {UTM_KEYS.map((key) => (
            <ParamField key={key} name={key} value={state.params[key]} onChange={(v) => setParam(key, v)} />
          ))}
        </div>

        {findings.length ? (
          <ul aria-label="命名检查" className="flex flex-col gap-1 text-sm">
            {findings.map((f, i) => (
              <li key={i} className={f.level === "error" ? "text-red-800" : "text-amber-900"}>
                {f.level === "error" ? "必填：" : "建议："}
                {f.message}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-emerald-800">命名检查通过：全部小写、无空格、分隔符统一。</p>
        )}

        <div className="flex flex-wrap gap-2">
          <button type="button" className={primaryButtonClass} onClick={generate}>
            生成链接
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() =>
              setState((s) => ({
                ...s,
                params: Object.fromEntries(UTM_KEYS.map((k) => [k, normalizeValue(s.params[k])])) as UtmParams,
              }))
            }
          >
            一键规范命名
          </button>
          <button type="button" className={buttonClass} onClick={() => void share(JSON.stringify(state))}>
            分享这组设置
          </button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>

      {result ? (
        <section
          aria-label="生成结果"
          className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-start"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="break-all rounded-lg bg-gray-50 p-3 font-mono text-sm" data-testid="utm-result">
              {result.url}
            </p>
            {result.note ? <p className="text-sm text-amber-900">{result.note}</p> : null}
            <div className="flex items-center gap-3">
              <button type="button" className={buttonClass} onClick={() => void copy(result.url)}>
                复制链接
              </button>
              <span aria-live="polite" className="text-sm text-gray-800">
                {copied}
              </span>
            </div>
          </div>
          <QrImage text={result.url} alt="这条链接的二维码" />
        </section>
      ) : null}

      <BatchPanel defaults={state.params} requestRun={requestRun} />
    </div>
  );
}

function ParamField({ name, value, onChange }: { name: UtmKey; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {UTM_LABEL[name]}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={PLACEHOLDER[name]}
        className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
        autoComplete="off"
      />
    </div>
  );
}

function BatchPanel({ defaults, requestRun }: { defaults: UtmParams; requestRun: ToolRunnerProps["requestRun"] }) {
  const [text, setText] = useState("");
  const [rows, setRows] = useState<BatchRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const fileId = useId();

  const run = async () => {
    setError(null);
    if (!text.trim()) {
      setError("请先粘贴 CSV 内容或选择 CSV 文件");
      return;
    }
    setBusy(true);
    try {
      const Papa = (await import("papaparse")).default;
      const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
        header: true,
        skipEmptyLines: "greedy",
      });
      const data = parsed.data;
      if (!data.length) return setError("CSV 里没有数据行：第一行是表头（如 链接,渠道,活动），从第二行开始是数据");
      if (data.length > MAX_BATCH_ROWS)
        return setError(`一次最多 ${MAX_BATCH_ROWS} 行，当前 ${data.length} 行，请拆开处理`);
      if (!(await requestRun({ batchSize: data.length }))) return;
      setRows(buildBatch(data, defaults));
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!rows) return;
    const Papa = (await import("papaparse")).default;
    const csv = Papa.unparse(rows.map((r) => ({ ...r.input, utm_url: r.url, 问题: r.findings.join("；") })));
    // BOM so Excel opens the Chinese headers as UTF-8.
    const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "utm-links.csv";
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section
      aria-labelledby={`${textId}-h`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h3 id={`${textId}-h`} className="font-bold">
        批量生成（CSV）
      </h3>
      <p className="text-sm text-gray-700">
        表头可用：链接（或
        url）、渠道（抖音/小红书…）、来源、媒介、活动、关键词、内容。空着的列用上面表单的值。文件只在你的浏览器里处理。
      </p>
      <label htmlFor={textId} className="text-sm font-medium text-gray-800">
        CSV 内容
      </label>
      <textarea
        id={textId}
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="rounded-lg border border-gray-300 p-2 font-mono text-sm"
        placeholder={"链接,渠道,活动\nhttps://shop.example.com/a,小红书,spring_2026"}
      />
      <div className="flex flex-wrap items-center gap-2">
        <FileButton
          id={fileId}
          accept=".csv,text/csv"
          onFiles={async ([file]) => {
            if (file) setText(await file.text());
          }}
        >
          选择 CSV 文件
        </FileButton>
        <button type="button" className={primaryButtonClass} onClick={run} disabled={busy}>
          {busy ? "正在生成…" : "批量生成"}
        </button>
        {rows ? (
          <button type="button" className={buttonClass} onClick={download}>
            下载结果 CSV
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {rows ? (
        <ScrollBox label="批量结果">
          <p className="mb-2 text-sm text-gray-800">
            共 {rows.length} 行，{rows.filter((r) => r.url).length} 条生成成功
            {rows.length > 20 ? "，下面预览前 20 行" : ""}。
          </p>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-gray-200">
                <th className="py-1 pr-2">行</th>
                <th className="py-1 pr-2">链接</th>
                <th className="py-1">二维码</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, 20).map((r) => (
                <tr key={r.line} className="border-b border-gray-100 align-top">
                  <td className="py-2 pr-2">{r.line}</td>
                  <td className="break-all py-2 pr-2">
                    {r.url ? <span className="font-mono">{r.url}</span> : null}
                    {r.findings.map((f, i) => (
                      <span key={i} className={`block text-xs ${r.url ? "text-amber-900" : "text-red-800"}`}>
                        {f}
                      </span>
                    ))}
                  </td>
                  <td className="py-2">
                    {r.url ? <QrImage text={r.url} size={72} alt={`第 ${r.line} 行链接的二维码`} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : null}
    </section>
  );
}
