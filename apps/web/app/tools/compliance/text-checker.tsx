/**
 * The single-text checker shared by 违禁词检测, 极限词改写, 行业敏感词检测 and
 * 导流词检测: type or paste, 开始检测 (one counted run), findings marked in
 * place and listed by level, rewrites applied with a click, 一键替换 with a
 * before/after diff, copy, export, share. Analysis runs on click only, so
 * typing in a long text costs one textarea update per key and nothing else;
 * the result panels are memoised on the analysed text. Showing a result is a
 * transition, so React renders thousands of marks in slices instead of one long task.
 */
import { startTransition, useCallback, useId, useMemo, useState } from "react";
import type { Finding, RuleGroup } from "../engines/compliance/engine";
import type { ToolRunnerProps } from "../tool-definition";
import { formatNumber } from "../../lib/format";
import { useAllowList } from "./allow-list";
import { check } from "./check";
import {
  AllowListField,
  buttonClass,
  Disclaimer,
  IndustrySelect,
  primaryButtonClass,
  ShareButtons,
  WordListPanel,
} from "./check-options";
import { DiffView } from "./diff-view";
import { FindingsList } from "./findings-list";
import { HighlightedText, LevelLegend } from "./highlighted-text";
import { industryLabel, parseIndustry } from "./industries";
import { countByLevel, LEVELS, summarize, type Level } from "./levels";
import { downloadText, findingsCsv, findingsMarkdown, reportFilename } from "./report-export";
import { applyRewriteAll, replaceAllBanned, type Change } from "./rewrite";

export type TextCheckerConfig = {
  /** Rule groups to check (undefined = all). */
  groups?: RuleGroup[];
  industryRequired?: boolean;
  /** The action needs membership (VIP tools; the page itself is public). */
  vipOnly?: boolean;
  /** 极限词改写: rewrites first in the list. */
  rewriteFirst?: boolean;
  /** Levels shown in the legend. */
  legendLevels?: readonly Level[];
  /** Shown above the results (导流词检测: these are platform rules, not law). */
  note?: string;
  placeholder?: string;
  reportTitle: string;
  fileBase: string;
};

type Result = { text: string; findings: Finding[] };

export function TextChecker({ props, config }: { props: ToolRunnerProps; config: TextCheckerConfig }) {
  const { settings, setSettings, requestRun, saveHistory, share, wordList, plan } = props;
  const inputId = useId();
  // The chosen industry lives in the URL (shareable), but the URL is updated by a navigation that lands a
  // moment later: a 检测 clicked right after choosing must already use the choice, so the runner keeps its
  // own copy and follows the URL only when the URL changes from outside (Back, an opened link).
  const urlIndustry = parseIndustry(settings.get("industry"));
  const [industry, setIndustry] = useState(urlIndustry);
  const [followedIndustry, setFollowedIndustry] = useState(urlIndustry);
  if (urlIndustry !== followedIndustry) {
    setFollowedIndustry(urlIndustry);
    setIndustry(urlIndustry);
  }
  const allow = useAllowList();
  const [input, setInput] = useState(props.initialInput ?? "");
  const [result, setResult] = useState<Result | null>(null);
  const [diff, setDiff] = useState<{ before: string; after: string; changes: Change[] } | null>(null);
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const extraTerms = wordList.words;
  const analyse = useCallback(
    (text: string): Result => ({
      text,
      findings: check(text, { industry, allowList: allow.terms, extraTerms: extraTerms ?? [], groups: config.groups }),
    }),
    [industry, allow.terms, extraTerms, config.groups],
  );

  async function run() {
    setStatus("");
    if (!input.trim()) {
      setError("请先输入或粘贴要检测的文案。");
      return;
    }
    if (config.industryRequired && (!industry || industry === "general")) {
      setError("请先选择行业：不同行业的敏感表述和必备提示语不同。");
      return;
    }
    setError("");
    setBusy(true);
    try {
      const allowed = await requestRun(config.vipOnly ? { vipOnly: true } : undefined);
      if (!allowed) return;
      const next = analyse(input);
      startTransition(() => {
        setResult(next);
        setDiff(null);
      });
      saveHistory({ input, summary: summarize(next.findings) });
    } finally {
      setBusy(false);
    }
  }

  const onApplyRewrite = useCallback(
    (findings: Finding[], rewrite: string) => {
      const finding = findings[0];
      if (!result || !finding) return;
      const text = applyRewriteAll(result.text, findings, rewrite);
      setInput(text);
      const next = analyse(text);
      startTransition(() => {
        setResult(next);
        setDiff(null);
      });
      setStatus(
        finding.kind === "notice"
          ? `已在文末补上「${rewrite}」，并重新检测。`
          : `已把${findings.length > 1 ? ` ${findings.length} 处` : ""}「${finding.term}」改为「${rewrite}」，并重新检测。`,
      );
    },
    [result, analyse],
  );

  function replaceAll() {
    if (!result) return;
    const replaced = replaceAllBanned(result.text, result.findings);
    if (replaced.changes.length === 0) {
      setStatus("没有可一键替换的禁用表述。");
      return;
    }
    setInput(replaced.text);
    const next = analyse(replaced.text);
    startTransition(() => {
      setDiff({ before: result.text, after: replaced.text, changes: replaced.changes });
      setResult(next);
    });
    setStatus(`已替换 ${replaced.changes.length} 处禁用表述，请核对替换前后对比。`);
  }

  async function copyText() {
    try {
      await navigator.clipboard.writeText(input);
      setStatus("已复制当前文案。");
    } catch {
      setStatus("复制失败：浏览器不允许访问剪贴板，请手动全选复制。");
    }
  }

  function exportReport(kind: "md" | "csv") {
    if (!result) return;
    const items = result.findings.map((finding) => ({ finding }));
    const content =
      kind === "md"
        ? findingsMarkdown({
            title: config.reportTitle,
            settings: [`行业：${industryLabel(industry)}`],
            text: result.text,
            items,
          })
        : findingsCsv(items);
    downloadText(reportFilename(config.fileBase, kind), content, kind === "md" ? "text/markdown" : "text/csv");
  }

  const stale = result !== null && result.text !== input;
  const counts = useMemo(() => (result ? countByLevel(result.findings) : null), [result]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <IndustrySelect
          value={industry}
          required={config.industryRequired}
          onChange={(key) => {
            setIndustry(key);
            setSettings({ industry: key });
          }}
        />
      </div>
      <div className="space-y-1 [contain:layout_paint]">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          待检测文案
        </label>
        <textarea
          id={inputId}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          rows={8}
          placeholder={config.placeholder ?? "粘贴标题、详情页、口播或笔记文案，点击「开始检测」"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base leading-7 text-ink"
        />
        <p className="text-right text-xs text-muted">{formatNumber(input.length)} 字</p>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={primaryButtonClass} onClick={() => void run()} disabled={busy}>
          {busy ? "检测中…" : "开始检测"}
        </button>
        <button type="button" className={buttonClass} onClick={() => void copyText()} disabled={!input}>
          复制合规文案
        </button>
        <ShareButtons share={share} input={input} />
      </div>
      <details className="rounded-md border border-gray-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-ink">放行名单与词库</summary>
        <div className="mt-2 space-y-3">
          <AllowListField raw={allow.raw} onChange={allow.setRaw} />
          <WordListPanel plan={plan} wordList={wordList} />
        </div>
      </details>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-emerald-900">
        {status}
      </p>
      {result && counts ? (
        // Layout/paint containment: a keystroke in the textarea never re-lays out or repaints the marked text.
        <section aria-label="检测结果" className="space-y-3 [contain:content]">
          {config.note ? (
            <p className="rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-900">
              {config.note}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-bold text-ink">检测结果：{summarize(result.findings)}</h3>
            {stale ? <span className="text-sm text-amber-900">文案已修改，点击「开始检测」重新检测</span> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {counts.禁用 > 0 ? (
              <button type="button" className={buttonClass} onClick={replaceAll}>
                一键替换
              </button>
            ) : null}
            <button type="button" className={buttonClass} onClick={() => exportReport("md")}>
              导出报告（Markdown）
            </button>
            <button type="button" className={buttonClass} onClick={() => exportReport("csv")}>
              导出报告（CSV）
            </button>
          </div>
          <LevelLegend levels={config.legendLevels ?? LEVELS} />
          {diff ? <DiffView before={diff.before} after={diff.after} changes={diff.changes} /> : null}
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="rounded-md border border-gray-200 bg-white p-3" data-testid="highlighted-text">
              <h4 className="mb-2 text-sm font-bold text-ink">原文标注</h4>
              <HighlightedText text={result.text} findings={result.findings} />
            </div>
            <div>
              <h4 className="mb-2 text-sm font-bold text-ink">问题清单</h4>
              <FindingsList
                findings={result.findings}
                onApplyRewrite={onApplyRewrite}
                rewriteFirst={config.rewriteFirst}
              />
            </div>
          </div>
        </section>
      ) : null}
      <Disclaimer />
    </div>
  );
}
