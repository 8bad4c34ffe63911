/**
 * 词频统计: top-N table and SVG bar chart, keyword density, a second text to
 * compare, CSV export. Dictionary, stop words and keywords live in the URL.
 */
import { useDeferredValue, useId, useMemo, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { BlockedNotice, fieldClass, useAutoHistory, useLiveRun, useTextSetting } from "../runner-kit";
import { compareTexts, keywordDensity, toCsv, wordFrequency, type WordCount } from "../word-frequency";
import { buttonClass } from "../../../components/ui/button";
import { EmptyState } from "../../kit/batch-status";

/** Share/history form of two texts. */
export const COMPARE_SEPARATOR = "\n=====对比文本=====\n";
const TOP_CHOICES = [10, 20, 50, 100];

const splitList = (raw: string | null) =>
  (raw ?? "")
    .split(/[,，、\s]+/)
    .map((w) => w.trim())
    .filter(Boolean);

function BarChart({ words }: { words: WordCount[] }) {
  const max = Math.max(1, ...words.map((w) => w.count));
  const row = 22;
  const height = words.length * row + 4;
  return (
    <svg
      role="img"
      aria-label={`前 ${words.length} 个高频词柱状图`}
      viewBox={`0 0 400 ${height}`}
      className="h-auto w-full max-w-xl"
      data-chart="word-frequency"
    >
      {words.map((w, i) => {
        const width = (w.count / max) * 260;
        return (
          <g key={w.word} transform={`translate(0 ${i * row + 2})`}>
            <text x="86" y="14" fontSize="12" textAnchor="end" fill="#1f2937">
              {w.word.length > 8 ? `${w.word.slice(0, 7)}…` : w.word}
            </text>
            <rect x="92" y="3" width={Math.max(2, width)} height="14" rx="2" fill="#ea580c" />
            <text x={96 + width} y="14" fontSize="12" fill="#374151">
              {w.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function ListField({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
      />
    </div>
  );
}

export default function WordFrequencyRunner(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory } = props;
  const [initialA, initialB] = (props.initialInput ?? "").split(COMPARE_SEPARATOR);
  const [a, setA] = useState(initialA ?? "");
  const [b, setB] = useState(initialB ?? "");
  const comparing = settings.get("compare") === "1" || (initialB ?? "") !== "";
  const live = useLiveRun(requestRun, (initialA ?? "") !== "");
  const deferredA = useDeferredValue(a);
  const deferredB = useDeferredValue(b);
  // The list fields follow local state; the URL gets them as typed (replace, no reload).
  const [dictRaw, setDict] = useTextSetting(settings, setSettings, "dict");
  const [stopRaw, setStop] = useTextSetting(settings, setSettings, "stop");
  const [kwRaw, setKw] = useTextSetting(settings, setSettings, "kw");
  const top = TOP_CHOICES.includes(Number(settings.get("top"))) ? Number(settings.get("top")) : 20;
  const singles = settings.get("singles") === "1";
  const ids = useId();

  const options = useMemo(
    () => ({ dictionary: splitList(dictRaw), stopWords: splitList(stopRaw), singles }),
    [dictRaw, stopRaw, singles],
  );
  const freqA = useMemo(() => wordFrequency(deferredA, options), [deferredA, options]);
  const freqB = useMemo(() => (comparing ? wordFrequency(deferredB, options) : null), [comparing, deferredB, options]);
  const density = useMemo(() => keywordDensity(deferredA, splitList(kwRaw)), [deferredA, kwRaw]);
  const densityB = useMemo(
    () => (comparing ? keywordDensity(deferredB, splitList(kwRaw)) : null),
    [comparing, deferredB, kwRaw],
  );
  const allowed = live.state === "allowed";
  const input = comparing && b ? `${a}${COMPARE_SEPARATOR}${b}` : a;
  const topWords = freqA.words.slice(0, top);
  useAutoHistory(
    allowed,
    input,
    topWords.length
      ? `高频词：${topWords
          .slice(0, 3)
          .map((w) => `${w.word}×${w.count}`)
          .join("、")}`
      : "",
    saveHistory,
  );

  const onChangeA = (value: string) => {
    setA(value);
    live.inputChanged(value !== "");
  };
  const exportCsv = () => {
    const blob = new Blob([toCsv(freqA.words)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = "词频统计.csv";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="space-y-4">
      <div className={comparing ? "grid gap-3 md:grid-cols-2" : ""}>
        <div>
          <label htmlFor={`${ids}-a`} className="mb-1 block text-sm font-medium">
            {comparing ? "文本 A" : "文本"}
          </label>
          <textarea
            id={`${ids}-a`}
            value={a}
            onChange={(e) => onChangeA(e.target.value)}
            rows={8}
            placeholder="粘贴文案或文章，只在本机统计。"
            className={fieldClass}
          />
        </div>
        {comparing ? (
          <div>
            <label htmlFor={`${ids}-b`} className="mb-1 block text-sm font-medium">
              文本 B（对比）
            </label>
            <textarea
              id={`${ids}-b`}
              value={b}
              onChange={(e) => setB(e.target.value)}
              rows={8}
              placeholder="例如竞品文案或改写后的版本"
              className={fieldClass}
            />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          onClick={() => (onChangeA(""), setB(""))}
          disabled={a === "" && b === ""}
        >
          清空
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-pressed={comparing}
          onClick={() => setSettings({ compare: comparing ? null : "1" })}
        >
          {comparing ? "关闭对比" : "对比两段文本"}
        </button>
        <label className="inline-flex items-center gap-1 text-sm">
          显示前
          <select
            value={top}
            onChange={(e) => setSettings({ top: e.target.value === "20" ? null : e.target.value })}
            className="rounded border border-gray-300 px-1 py-0.5"
          >
            {TOP_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          个
        </label>
        <label className="inline-flex items-center gap-1 text-sm">
          <input type="checkbox" checked={singles} onChange={() => setSettings({ singles: singles ? null : "1" })} />
          统计单字
        </label>
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        <ListField
          label="自定义词典（品牌词、新词）"
          value={dictRaw}
          placeholder="小红书，种草，早C晚A"
          onChange={setDict}
        />
        <ListField label="停用词（不统计）" value={stopRaw} placeholder="真的，非常" onChange={setStop} />
        <ListField label="关键词（算密度）" value={kwRaw} placeholder="防晒，敏感肌" onChange={setKw} />
      </div>
      <p className="text-xs text-muted">
        分词用浏览器自带的中文词典（Intl.Segmenter），会把「小红书」拆成「小|红|书」这类品牌词和新词；填进自定义词典后按整词统计。常见虚词已默认停用。
      </p>

      <BlockedNotice state={live.state} onRetry={live.retry} />

      {a === "" ? (
        <EmptyState>粘贴文本后显示高频词、柱状图和关键词密度。</EmptyState>
      ) : allowed ? (
        <>
          {density.length > 0 ? (
            <table className="w-full max-w-xl text-left text-sm" aria-label="关键词密度">
              <thead>
                <tr className="text-xs text-muted">
                  <th scope="col" className="py-1 font-medium">
                    关键词
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    出现次数{comparing ? "（A）" : ""}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    密度{comparing ? "（A）" : ""}
                  </th>
                  {densityB ? (
                    <th scope="col" className="py-1 font-medium">
                      出现次数 / 密度（B）
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {density.map((d, i) => (
                  <tr
                    key={d.keyword}
                    className="border-t border-gray-100"
                    data-keyword={d.keyword}
                    data-count={d.count}
                  >
                    <td className="py-1">{d.keyword}</td>
                    <td className="py-1 tabular-nums">{d.count}</td>
                    <td className="py-1 tabular-nums">{(d.density * 100).toFixed(2)}%</td>
                    {densityB ? (
                      <td className="py-1 tabular-nums">
                        {densityB[i]!.count} / {(densityB[i]!.density * 100).toFixed(2)}%
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {density.length > 0 ? (
            <p className="text-xs text-muted">
              密度 = 出现次数 × 关键词字数 ÷ 全文字数（不含空白）；一般认为 2%–8% 比较自然（经验值）。
            </p>
          ) : null}

          {freqA.words.length === 0 ? (
            <p className="text-sm text-muted">没有可统计的词（可能全是虚词、数字或单字）。</p>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              <div>
                <div className="mb-2 flex items-center justify-between">
                  <h3 className="text-sm font-medium">
                    高频词（共 {freqA.words.length} 个不同的词，{freqA.total} 次）
                  </h3>
                  <button type="button" className={buttonClass} onClick={exportCsv}>
                    导出 CSV
                  </button>
                </div>
                <table className="w-full text-left text-sm" aria-label="高频词">
                  <thead>
                    <tr className="text-xs text-muted">
                      <th scope="col" className="py-1 font-medium">
                        排名
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        词
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        次数
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        占比
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {topWords.map((w, i) => (
                      <tr key={w.word} className="border-t border-gray-100" data-word={w.word} data-count={w.count}>
                        <td className="py-1 tabular-nums">{i + 1}</td>
                        <td className="py-1">{w.word}</td>
                        <td className="py-1 tabular-nums">{w.count}</td>
                        <td className="py-1 tabular-nums">{(w.share * 100).toFixed(1)}%</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <BarChart words={topWords} />
            </div>
          )}

          {freqB ? (
            <table className="w-full max-w-xl text-left text-sm" aria-label="两段文本对比">
              <caption className="mb-1 text-left text-sm font-medium">两段文本的用词对比</caption>
              <thead>
                <tr className="text-xs text-muted">
                  <th scope="col" className="py-1 font-medium">
                    词
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    A
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    B
                  </th>
                </tr>
              </thead>
              <tbody>
                {compareTexts(freqA, freqB, top).map((r) => (
                  <tr key={r.word} className="border-t border-gray-100" data-compare={r.word}>
                    <td className="py-1">{r.word}</td>
                    <td className="py-1 tabular-nums">{r.a}</td>
                    <td className="py-1 tabular-nums">{r.b}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
