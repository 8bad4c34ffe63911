/**
 * 卖点提炼: product copy → selling points by group, each with its source sentence, an editable FAB
 * draft and the compliance engine's findings. jieba-wasm loads when the user starts; nothing typed
 * leaves the browser.
 */
import { useId, useState } from "react";
import { INDUSTRIES, isIndustryKey } from "../../engines/compliance/engine";
import { loadTagger } from "../../engines/keywords/segmenter";
import type { ToolRunnerProps } from "../../tool-definition";
import { extractPoints, findingsOutsidePoints, pointsCsv, type SellingPoint } from "./extract";
import { GROUPS } from "./selling-rules";
import { EmptyState } from "../../kit/batch-status";

const BTN =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";
const PRIMARY =
  "inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
const FIELD = "mt-0.5 block w-full rounded-md border border-gray-300 px-2 py-1 text-sm";
const MAX_CHARS = 20_000;
const FAB_LABELS = [
  ["feature", "特性 F（是什么）"],
  ["advantage", "优势 A（好在哪）"],
  ["benefit", "利益 B（对用户意味着什么）"],
] as const;

function PointCard({
  point,
  onChange,
  onRemove,
}: {
  point: SellingPoint;
  onChange: (p: SellingPoint) => void;
  onRemove: () => void;
}) {
  const ids = useId();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p data-point className="font-bold">
          {point.text}
        </p>
        <button type="button" className={BTN} onClick={onRemove} aria-label={`删除卖点：${point.text}`}>
          删除
        </button>
      </div>
      <p className="text-xs text-gray-700">原句：{point.sentence}</p>
      {point.findings.length || point.comparison ? (
        <ul className="flex flex-wrap gap-1 text-xs">
          {point.findings.map((f, i) => (
            <li key={i} className="rounded bg-red-50 px-1.5 py-0.5 text-red-800" title={f.why}>
              {f.level}：{f.term}
              {f.level === "需证明" ? "（需要证明材料）" : ""}
            </li>
          ))}
          {point.comparison ? (
            <li className="rounded bg-amber-50 px-1.5 py-0.5 text-amber-900">对比说法：需有可查证的依据</li>
          ) : null}
        </ul>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer">FAB 草稿（可修改）</summary>
        <div className="mt-2 grid gap-2 md:grid-cols-3">
          {FAB_LABELS.map(([key, label]) => (
            <div key={key}>
              <label htmlFor={`${ids}-${key}`} className="text-xs font-medium">
                {label}
              </label>
              <input
                id={`${ids}-${key}`}
                value={point.fab[key]}
                onChange={(e) => onChange({ ...point, fab: { ...point.fab, [key]: e.target.value } })}
                className={FIELD}
              />
            </div>
          ))}
        </div>
      </details>
    </li>
  );
}

export default function SellingPointsRunner({
  settings,
  setSettings,
  requestRun,
  initialInput,
  saveHistory,
}: ToolRunnerProps) {
  const ids = useId();
  const [text, setText] = useState(initialInput ?? "");
  const [points, setPoints] = useState<SellingPoint[] | null>(null);
  const [outside, setOutside] = useState<ReturnType<typeof findingsOutsidePoints>>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  const industryParam = settings.get("industry") ?? "general";
  const industry = isIndustryKey(industryParam) ? industryParam : "general";
  const tooLong = text.length > MAX_CHARS;

  const start = async () => {
    if (!(await requestRun())) return;
    setStatus("loading");
    try {
      const tagger = await loadTagger();
      const found = extractPoints(text, tagger, industry);
      setPoints(found);
      setOutside(findingsOutsidePoints(text, found, industry));
      setStatus("idle");
      // 历史记录 (this browser only): the text, to restore; the summary names the groups found.
      const groups = [...new Set(found.map((p) => p.group))];
      saveHistory({
        input: text,
        summary: found.length ? `${found.length} 条卖点：${groups.join("、")}` : "没有找到卖点",
      });
    } catch {
      setStatus("error");
    }
  };
  const exportCsv = () => {
    if (!points) return;
    const url = URL.createObjectURL(new Blob([`\uFEFF${pointsCsv(points)}`], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "卖点提炼.csv";
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="text-sm">
        <label htmlFor={`${ids}-text`} className="font-medium">
          商品描述或详情页文字
        </label>
        <textarea
          id={`${ids}-text`}
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="粘贴商品标题、卖点、详情页文字，只在你的浏览器里分析。"
          className="mt-1 block w-full rounded-md border border-gray-300 p-2 text-sm"
        />
        {tooLong ? (
          <p role="alert" className="text-xs text-red-800">
            文字超过 {MAX_CHARS} 字，请分段提炼。
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">行业（决定合规检查的口径）</span>
          <select
            value={industry}
            onChange={(e) => setSettings({ industry: e.target.value === "general" ? null : e.target.value })}
            className="rounded-md border border-gray-300 px-2 py-1.5"
          >
            {INDUSTRIES.map((i) => (
              <option key={i.key} value={i.key}>
                {i.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={PRIMARY}
          disabled={text.trim() === "" || tooLong || status === "loading"}
          onClick={start}
        >
          提炼卖点
        </button>
      </div>
      {status === "loading" ? (
        <p role="status" className="text-sm text-gray-700">
          正在分词和提炼（第一次要加载约 4 MB 的分词词典）…
        </p>
      ) : null}
      {status === "error" ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          分词词典加载失败，请检查网络后重试。文字还在输入框里。
        </p>
      ) : null}
      {points === null && status === "idle" ? (
        <EmptyState>
          粘贴商品文字后点「提炼卖点」，按功效、成分、规格、工艺、服务、价格、场景分组列出候选卖点。
        </EmptyState>
      ) : null}
      {points ? (
        <section aria-label="提炼出的卖点" className="flex flex-col gap-4">
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            自动提取，请人工确认：卖点由分词和规则（经验方法）找出，可能漏掉或分错组；每条都过了广告法合规检查，结果仅供自查，不构成法律意见。
          </p>
          {points.length === 0 ? (
            <p className="text-sm text-gray-700">
              没有找到卖点：文字里没有功效、成分、规格、服务、价格或场景方面的描述。
            </p>
          ) : (
            <>
              {GROUPS.filter((g) => points.some((p) => p.group === g)).map((g) => (
                <div key={g}>
                  <h3 className="mb-2 text-base font-bold">
                    {g}（{points.filter((p) => p.group === g).length}）
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {points
                      .filter((p) => p.group === g)
                      .map((p) => (
                        <PointCard
                          key={p.id}
                          point={p}
                          onChange={(next) => setPoints(points.map((x) => (x.id === p.id ? next : x)))}
                          onRemove={() => setPoints(points.filter((x) => x.id !== p.id))}
                        />
                      ))}
                  </ul>
                </div>
              ))}
              <div>
                <button type="button" className={BTN} onClick={exportCsv}>
                  导出 CSV（含修改后的 FAB）
                </button>
              </div>
            </>
          )}
          {outside.length ? (
            <section aria-label="卖点以外的合规提示" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
              <h3 className="mb-1 font-bold text-red-900">卖点以外还有 {outside.length} 处合规提示</h3>
              <ul className="flex flex-col gap-1 text-red-900">
                {outside.map((f, i) => (
                  <li key={i}>
                    「{f.clause}」：{f.level}：{f.term}（{f.why}）
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
