/**
 * 标题打分: up to five candidate titles side by side for one platform field,
 * each check with its reason, the weights in view, and a copy button for the best.
 */
import { useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { loadRiskCheck } from "../compliance-bridge";
import { platformFieldByKey } from "../platform-rules";
import {
  BlockedNotice,
  VerdictChip,
  fieldClass,
  useAutoHistory,
  useLiveRun,
  useTextSetting,
  RiskList,
} from "../runner-kit";
import { analyzeTitle, bestTitle, titleWeights, type CheckStatus, type RiskCheck } from "../title-analyzer";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { SourceBadge } from "../../kit/source-badge";
import { EmptyState } from "../../kit/batch-status";
import { TITLE_FIELDS } from "./title-fields";

const MAX_TITLES = 5;

const statusMark: Record<CheckStatus, { sign: string; label: string; tone: string }> = {
  pass: { sign: "✓", label: "通过", tone: "text-emerald-700" },
  partial: { sign: "△", label: "部分", tone: "text-amber-800" },
  fail: { sign: "✗", label: "未通过", tone: "text-red-700" },
  skip: { sign: "–", label: "不计入", tone: "text-muted" },
};

function splitTitles(input: string | null): string[] {
  const lines = (input ?? "").split("\n").slice(0, MAX_TITLES);
  while (lines.length < MAX_TITLES) lines.push("");
  return lines;
}

export default function TitleAnalyzerRunner(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory } = props;
  const [titles, setTitles] = useState(() => splitTitles(props.initialInput));
  const hasInput = titles.some((t) => t.trim() !== "");
  const live = useLiveRun(requestRun, hasInput);
  const [risk, setRisk] = useState<RiskCheck | null | undefined>(undefined);
  const [copied, setCopied] = useState<string | null>(null);
  const deferred = useDeferredValue(titles);
  const fieldKey = TITLE_FIELDS.find((k) => k === settings.get("platform")) ?? "xiaohongshu-title";
  const field = platformFieldByKey.get(fieldKey)!;
  const [keyword, setKeyword] = useTextSetting(settings, setSettings, "keyword");
  const ids = useId();

  useEffect(() => {
    let alive = true;
    // A function is stored through an updater, or React would call it as one.
    loadRiskCheck().then((check) => alive && setRisk(() => check));
    return () => {
      alive = false;
    };
  }, []);

  const results = useMemo(
    () => deferred.map((t) => (t.trim() ? analyzeTitle(t, field, { keyword, riskCheck: risk ?? undefined }) : null)),
    [deferred, field, keyword, risk],
  );
  const filled = results.filter((r): r is NonNullable<typeof r> => r !== null);
  const best = bestTitle(filled);
  const bestResult = best === -1 ? null : filled[best]!;
  const allowed = live.state === "allowed";
  const input = titles.join("\n").replace(/\n+$/, "");
  useAutoHistory(
    allowed && risk !== undefined,
    input,
    bestResult ? `最佳「${bestResult.title}」${bestResult.score} 分` : "",
    saveHistory,
  );

  const setTitle = (i: number, value: string) => {
    const next = titles.map((t, j) => (j === i ? value.replace(/\n/g, " ") : t));
    setTitles(next);
    live.inputChanged(next.some((t) => t.trim() !== ""));
  };
  const copyBest = async () => {
    if (!bestResult) return;
    try {
      await navigator.clipboard.writeText(bestResult.title);
      setCopied("已复制最佳标题");
    } catch {
      setCopied("复制失败，请手动选中标题复制");
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="mb-1 block font-medium">按哪个平台的标题规则</span>
          <select
            value={fieldKey}
            onChange={(e) => setSettings({ platform: e.target.value === "xiaohongshu-title" ? null : e.target.value })}
            className={fieldClass}
          >
            {TITLE_FIELDS.map((k) => {
              const f = platformFieldByKey.get(k)!;
              return (
                <option key={k} value={k}>
                  {f.platform} · {f.field}
                  {f.preset ? `（${f.preset}）` : ""}（{f.min ? `${f.min}–` : "≤"}
                  {f.max} 字）
                </option>
              );
            })}
          </select>
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">关键词（可选）</span>
          <input
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder="例如：防晒霜"
            className={fieldClass}
          />
        </label>
      </div>
      <p className="text-xs text-muted">
        长度规则：{field.note} <SourceBadge source={field.source} />
      </p>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">候选标题（最多 {MAX_TITLES} 个）</legend>
        {titles.map((t, i) => (
          <div key={i} className="flex items-center gap-2">
            <label htmlFor={`${ids}-t${i}`} className="w-14 shrink-0 text-sm text-muted">
              标题 {i + 1}
            </label>
            <input id={`${ids}-t${i}`} value={t} onChange={(e) => setTitle(i, e.target.value)} className={fieldClass} />
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass}
            disabled={!hasInput}
            onClick={() => (setTitles(splitTitles("")), live.inputChanged(false))}
          >
            清空
          </button>
        </div>
      </fieldset>

      <BlockedNotice state={live.state} onRetry={live.retry} />

      {!hasInput ? (
        <EmptyState>输入一个或几个候选标题，逐项检查并给出经验评分。</EmptyState>
      ) : allowed ? (
        <>
          {risk === null ? (
            <p className="text-sm text-amber-900">违禁词检测引擎没有加载成功，广告法风险一项暂不计入评分。</p>
          ) : null}
          {bestResult && filled.length > 1 ? (
            <div className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm">
              <span>
                得分最高：<strong>{bestResult.title}</strong>（{bestResult.score} 分）
              </span>
              <button type="button" className={primaryButtonClass} onClick={() => void copyBest()}>
                复制最佳标题
              </button>
              <span role="status" className="text-muted">
                {copied}
              </span>
            </div>
          ) : null}
          <div className="grid gap-3 lg:grid-cols-2 xl:grid-cols-3">
            {filled.map((r, i) => (
              <article
                key={i}
                aria-label={`标题 ${i + 1} 的评分`}
                className={`rounded-lg border p-3 ${i === best && filled.length > 1 ? "border-brand-600" : "border-gray-200"}`}
              >
                <h3 className="break-words font-medium">{r.title}</h3>
                <p className="mt-1 text-2xl font-bold tabular-nums" data-score={r.score}>
                  {r.score}
                  <span className="ml-1 text-sm font-normal text-muted">/ 100 经验评分</span>
                </p>
                <p
                  className="mt-1 text-sm"
                  data-platform={r.length.field.key}
                  data-used={r.length.used}
                  data-limit={r.length.limit}
                  data-verdict={r.length.verdict}
                >
                  长度 {r.length.usedChars} / {field.max} 字 <VerdictChip verdict={r.length.verdict} />
                </p>
                <ul className="mt-2 space-y-1 text-sm">
                  {r.checks.map((c) => (
                    <li key={c.id} data-check={c.id} data-status={c.status}>
                      <span className={`mr-1 font-bold ${statusMark[c.status].tone}`} aria-hidden="true">
                        {statusMark[c.status].sign}
                      </span>
                      <span className="sr-only">{statusMark[c.status].label}：</span>
                      {c.label}
                      <span className="text-xs text-muted">（权重 {c.weight}）</span>：{c.reason}
                    </li>
                  ))}
                </ul>
                <RiskList risks={r.risks} className="mt-2" />
              </article>
            ))}
          </div>
          <details className="rounded-lg border border-gray-200 p-3 text-sm">
            <summary className="cursor-pointer font-medium">经验评分怎么算</summary>
            <p className="mt-2 text-muted">
              每项通过得全部权重，部分通过得一半，未设置关键词等「不计入」的项不算进总分；分数 = 得分 ÷ 计入项权重之和 ×
              100。 这是按常见写作经验整理的检查清单，只说明标题是否具备这些要素，不预测点击率或流量。
            </p>
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="text-xs text-muted">
                  <th scope="col" className="py-1 font-medium">
                    检查项
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    权重
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    为什么
                  </th>
                </tr>
              </thead>
              <tbody>
                {titleWeights.map((w) => (
                  <tr key={w.id} className="border-t border-gray-100">
                    <td className="py-1 pr-2">{w.label}</td>
                    <td className="py-1 pr-2 tabular-nums">{w.weight}</td>
                    <td className="py-1 text-muted">{w.why}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : null}
    </div>
  );
}
