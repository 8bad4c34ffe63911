/**
 * 可读性分析: distributions, long sentences highlighted in place, walls of text
 * on a phone, repeated words, 感叹号 / emoji density and reading time.
 */
import { useDeferredValue, useMemo, useState, type ReactNode } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { analyzeReadability, readabilityDefaults, type ReadabilityResult } from "./readability";
import { BlockedNotice, CopyInput, StatGrid, useAutoHistory, useLiveRun } from "../runner-kit";
import { EmptyState } from "../../kit/batch-status";

const MAX_HIGHLIGHTS = 200;

function Bars({ title, buckets }: { title: string; buckets: { label: string; count: number }[] }) {
  const max = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <figure className="rounded-lg border border-gray-200 p-3">
      <figcaption className="mb-2 text-sm font-medium">{title}</figcaption>
      <ul className="space-y-1 text-sm">
        {buckets.map((b) => (
          <li key={b.label} className="flex items-center gap-2">
            <span className="w-20 shrink-0 text-muted">{b.label}</span>
            <span
              className="h-3 rounded bg-brand-500"
              style={{ width: `${(b.count / max) * 70}%` }}
              aria-hidden="true"
            />
            <span className="tabular-nums">{b.count}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The text with long sentences marked; plain slices, so it stays cheap on long texts. */
function Highlighted({ text, result }: { text: string; result: ReadabilityResult }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const s of result.longSentences.slice(0, MAX_HIGHLIGHTS)) {
    parts.push(text.slice(at, s.start));
    parts.push(
      <mark key={s.start} className="bg-amber-100 text-ink" title={`${s.length} 字`}>
        {text.slice(s.start, s.end)}
      </mark>,
    );
    at = s.end;
  }
  parts.push(text.slice(at));
  return (
    <div className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-gray-200 p-3 text-sm leading-relaxed">
      {parts}
    </div>
  );
}

export default function ReadabilityRunner(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory } = props;
  const [text, setText] = useState(props.initialInput ?? "");
  const live = useLiveRun(requestRun, text !== "");
  const deferred = useDeferredValue(text);
  const perLine = Math.min(22, Math.max(18, Number(settings.get("perLine")) || readabilityDefaults.charsPerLine));
  const result = useMemo(() => analyzeReadability(deferred, { charsPerLine: perLine }), [deferred, perLine]);
  const allowed = live.state === "allowed";
  useAutoHistory(
    allowed,
    text,
    `${result.chars} 字 · 长句 ${result.longSentences.length} · 大段 ${result.walls.length}`,
    saveHistory,
  );
  const onChange = (value: string) => {
    setText(value);
    live.inputChanged(value !== "");
  };

  return (
    <div className="space-y-4">
      <CopyInput
        label="正文"
        value={text}
        onChange={onChange}
        rows={10}
        placeholder="粘贴文章或笔记正文，只在本机分析。"
      >
        <label className="ml-auto inline-flex items-center gap-1 text-sm">
          手机每行按
          <select
            value={perLine}
            onChange={(e) =>
              setSettings({
                perLine: e.target.value === String(readabilityDefaults.charsPerLine) ? null : e.target.value,
              })
            }
            className="rounded border border-gray-300 px-1 py-0.5"
          >
            {[18, 19, 20, 21, 22].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          字
        </label>
      </CopyInput>

      <BlockedNotice state={live.state} onRetry={live.retry} />

      {text === "" ? (
        <EmptyState>粘贴正文后显示句长分布、手机上的大段落和重复用词。</EmptyState>
      ) : allowed ? (
        <>
          <StatGrid
            items={[
              { label: "字数（不含空白）", value: result.chars, testId: "chars" },
              { label: "句子", value: result.sentences.length, testId: "sentences" },
              { label: "平均句长", value: `${result.averageSentence} 字`, testId: "average" },
              { label: "阅读时间", value: `${Math.max(1, Math.ceil(result.readingMinutes))} 分钟`, testId: "minutes" },
              {
                label: `长句（>${readabilityDefaults.longSentence} 字）`,
                value: result.longSentences.length,
                testId: "long",
              },
              { label: `手机大段（>${readabilityDefaults.maxLines} 行）`, value: result.walls.length, testId: "walls" },
              { label: "感叹号 / 百字", value: result.exclamationDensity.toFixed(1), testId: "bang" },
              { label: "emoji / 百字", value: result.emojiDensity.toFixed(1), testId: "emoji" },
            ]}
          />
          <p className="text-xs text-muted">
            阅读时间按每分钟 {readabilityDefaults.readingSpeed} 字估算；手机每行按 {perLine} 字、超过{" "}
            {readabilityDefaults.maxLines} 行算大段；长句、感叹号密度的阈值都是编辑经验值（参考值）。
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Bars title="句子长度分布" buckets={result.sentenceBuckets} />
            <Bars title="段落在手机上的行数" buckets={result.paragraphBuckets} />
          </div>
          {result.walls.length > 0 ? (
            <section aria-label="大段落" className="rounded-lg border border-gray-200 p-3 text-sm">
              <h3 className="mb-1 font-medium">这些段落在手机上会变成一堵字墙，建议拆分</h3>
              <ul className="list-disc space-y-1 pl-5">
                {result.walls.slice(0, 20).map((p) => (
                  <li key={p.start}>
                    约 {p.phoneLines} 行（{p.length} 字）：{p.text.slice(0, 40)}…
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {result.repeated.length > 0 ? (
            <p className="text-sm">
              重复较多的词：
              {result.repeated.map((w) => (
                <span key={w.word} className="mr-2 inline-block rounded bg-gray-100 px-1.5">
                  {w.word} × {w.count}
                </span>
              ))}
            </p>
          ) : null}
          {result.longSentences.length > 0 ? (
            <section aria-label="长句" className="text-sm">
              <h3 className="mb-1 font-medium">
                过长的句子（超过 {readabilityDefaults.longSentence} 字，建议拆成两三句）
              </h3>
              <ol className="list-decimal space-y-1 pl-5">
                {result.longSentences.slice(0, 20).map((s) => (
                  <li key={s.start}>
                    {s.length} 字：{s.text.length > 80 ? `${s.text.slice(0, 80)}…` : s.text}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {/* Closed by default: laying out a long text again on every keystroke would stall typing. */}
          <details className="rounded-lg border border-gray-200 p-3">
            <summary className="cursor-pointer text-sm font-medium">查看原文标注（长句标黄）</summary>
            <div className="mt-2">
              <Highlighted text={deferred} result={result} />
            </div>
          </details>
        </>
      ) : null}
    </div>
  );
}
