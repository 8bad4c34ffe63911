/**
 * 公众号排版检查: paste rich text (the clipboard's HTML) or write Markdown; the
 * sanitized result is previewed at 375 px and checked against both 公众号 presets.
 */
import { useDeferredValue, useId, useMemo, useState, type ClipboardEvent } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import type { FieldResult } from "../counting";
import { BlockedNotice, StatGrid, VerdictChip, fieldClass, useAutoHistory, useLiveRun } from "../runner-kit";
import {
  checkLayout,
  markdownToHtml,
  sanitizeHtml,
  WECHAT_CHARS_PER_LINE,
  WECHAT_MAX_PARAGRAPH_LINES,
} from "./wechat-layout";
import { buttonClass } from "../../../components/ui/button";
import { SourceBadge } from "../../kit/source-badge";
import { EmptyState } from "../../kit/batch-status";

type Mode = "rich" | "markdown";

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
/** Plain text typed into the rich-text box: one paragraph per line. */
function textToHtml(text: string): string {
  return text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => `<p>${escapeText(l)}</p>`)
    .join("");
}

function FieldRow({ r }: { r: FieldResult }) {
  return (
    <tr
      data-platform={r.field.key}
      data-used={r.used}
      data-limit={r.limit}
      data-verdict={r.verdict}
      className="border-t border-gray-100 align-top"
    >
      <th scope="row" className="py-1 pr-2 text-left font-normal">
        {r.field.field}
        {r.field.preset ? (
          <span className="ml-1 rounded bg-gray-100 px-1 text-xs text-gray-700">{r.field.preset}</span>
        ) : null}
      </th>
      <td className="py-1 pr-2 tabular-nums">
        {r.used} / {r.field.max}
      </td>
      <td className="py-1 pr-2">
        <VerdictChip verdict={r.verdict} />
      </td>
      <td className="py-1">
        <SourceBadge source={r.field.source} />
      </td>
    </tr>
  );
}

export default function WechatLayoutCheckRunner(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory } = props;
  const mode: Mode = settings.get("mode") === "markdown" ? "markdown" : "rich";
  const initial = props.initialInput ?? "";
  const initialIsHtml = mode === "rich" && /^\s*</.test(initial);
  const [text, setText] = useState(initialIsHtml ? "" : initial);
  const [html, setHtml] = useState<string | null>(initialIsHtml ? initial : null);
  const [title, setTitle] = useState("");
  const [digest, setDigest] = useState("");
  const live = useLiveRun(requestRun, initial.trim() !== "");
  const deferredText = useDeferredValue(text);
  const ids = useId();

  const source = html ?? (mode === "markdown" ? markdownToHtml(deferredText) : textToHtml(deferredText));
  const sanitized = useMemo(() => (typeof DOMParser === "undefined" ? null : sanitizeHtml(source)), [source]);
  const report = useMemo(
    () => (sanitized ? checkLayout(sanitized.html, { title, digest }, sanitized.removed.remoteImages) : null),
    [sanitized, title, digest],
  );
  const hasInput = html !== null || text.trim() !== "";
  const allowed = live.state === "allowed";
  const errors = report?.issues.filter((i) => i.level === "error").length ?? 0;
  useAutoHistory(
    allowed,
    html !== null && sanitized ? sanitized.html : text,
    `${report?.paragraphs.length ?? 0} 段 · ${errors} 个问题`,
    saveHistory,
  );

  const onText = (value: string) => {
    setText(value);
    setHtml(null);
    live.inputChanged(value.trim() !== "");
  };
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    if (mode !== "rich") return;
    const pasted = e.clipboardData.getData("text/html");
    if (!pasted) return;
    e.preventDefault();
    const plain = e.clipboardData.getData("text/plain");
    setHtml(pasted);
    setText(plain);
    live.inputChanged(true);
  };
  const clear = () => {
    setText("");
    setHtml(null);
    live.inputChanged(false);
  };

  return (
    <div className="space-y-4">
      <div
        role="radiogroup"
        aria-label="输入方式"
        className="inline-flex rounded-lg border border-gray-300 p-0.5 text-sm"
      >
        {(
          [
            ["rich", "粘贴富文本"],
            ["markdown", "Markdown"],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            onClick={() => setSettings({ mode: value === "rich" ? null : value })}
            className={`rounded-md px-3 py-1 ${mode === value ? "bg-brand-700 text-white" : "text-ink hover:bg-gray-50"}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="text-sm">
          <label htmlFor={`${ids}-title`} className="mb-1 block font-medium">
            文章标题
          </label>
          <input id={`${ids}-title`} value={title} onChange={(e) => setTitle(e.target.value)} className={fieldClass} />
        </div>
        <div className="text-sm">
          <label htmlFor={`${ids}-digest`} className="mb-1 block font-medium">
            摘要（留空 = 默认取正文前 54 字）
          </label>
          <input
            id={`${ids}-digest`}
            value={digest}
            onChange={(e) => setDigest(e.target.value)}
            className={fieldClass}
          />
        </div>
      </div>
      <div className="text-sm">
        <label htmlFor={`${ids}-body`} className="mb-1 block font-medium">
          {mode === "rich" ? "正文（从公众号后台、秀米、135 编辑器或网页复制后粘贴）" : "正文（Markdown）"}
        </label>
        <textarea
          id={`${ids}-body`}
          value={text}
          onChange={(e) => onText(e.target.value)}
          onPaste={onPaste}
          rows={10}
          className={fieldClass}
          placeholder={mode === "rich" ? "在这里粘贴，保留原排版检查；内容只在本机处理。" : "# 标题\n\n正文段落……"}
        />
        {html !== null ? (
          <p className="mt-1 text-xs text-muted">
            已读取粘贴的富文本排版（脚本、事件和外链资源已移除）；编辑文字会改为按纯文本检查。
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className={buttonClass} onClick={clear} disabled={!hasInput}>
            清空
          </button>
        </div>
      </div>

      <BlockedNotice state={live.state} onRetry={live.retry} />

      {!hasInput ? (
        <EmptyState>粘贴正文后显示手机预览和排版问题。</EmptyState>
      ) : allowed && report && sanitized ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_auto]">
          <section aria-label="检查结果" className="min-w-0 space-y-3">
            <StatGrid
              items={[
                { label: "段落", value: report.paragraphs.length, testId: "paragraphs" },
                {
                  label: `手机超 ${WECHAT_MAX_PARAGRAPH_LINES} 行的段落`,
                  value: report.longParagraphs,
                  testId: "long",
                },
                { label: "图片", value: report.images, testId: "images" },
                { label: "小标题", value: report.headings.length, testId: "headings" },
              ]}
            />
            {report.issues.length ? (
              <ul className="space-y-1 text-sm">
                {report.issues.map((i) => (
                  <li
                    key={i.text}
                    data-issue={i.level}
                    className={
                      i.level === "error" ? "text-red-800" : i.level === "warn" ? "text-amber-900" : "text-muted"
                    }
                  >
                    {i.level === "error" ? "✗ " : i.level === "warn" ? "! " : "· "}
                    {i.text}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-emerald-800">没有发现排版问题。</p>
            )}
            <div className="relative overflow-x-auto">
              <table className="w-full min-w-[30rem] text-left text-sm">
                <caption className="mb-1 text-left text-sm font-medium">
                  标题、摘要与正文：后台编辑器 vs 接口发布
                </caption>
                <thead>
                  <tr className="text-xs text-muted">
                    <th scope="col" className="py-1 font-medium">
                      字段
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      已用 / 上限
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      结论
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      规则来源
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.title ? (
                    <>
                      <FieldRow r={report.title.editor} />
                      <FieldRow r={report.title.api} />
                    </>
                  ) : null}
                  <FieldRow r={report.digest.editor} />
                  <FieldRow r={report.digest.api} />
                  <FieldRow r={report.body} />
                </tbody>
              </table>
            </div>
            <p className="text-sm">
              <span className="text-muted">{report.digest.isDefault ? "默认摘要：" : "摘要："}</span>
              {report.digest.text}
            </p>
            {report.headings.length ? (
              <div className="text-sm">
                <h3 className="font-medium">小标题结构</h3>
                <ul>
                  {report.headings.map((h, i) => (
                    <li key={i} style={{ paddingLeft: `${(h.level - 1) * 12}px` }}>
                      H{h.level} {h.text}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className="text-xs text-muted">手机每行按约 {WECHAT_CHARS_PER_LINE} 字估算段落行数（参考值）。</p>
          </section>
          <figure
            aria-label="手机预览"
            className="mx-auto w-[375px] max-w-full overflow-hidden rounded-2xl border border-gray-300 bg-white shadow-sm"
          >
            <div className="border-b border-gray-100 px-4 py-3">
              <p className="break-words text-lg font-bold">{title || "（未填写标题）"}</p>
            </div>
            <div
              data-preview="wechat-article"
              className="max-h-[640px] overflow-auto break-words px-4 py-3 text-[16px] leading-[1.75] [&_blockquote]:border-l-4 [&_blockquote]:border-gray-200 [&_blockquote]:pl-3 [&_blockquote]:text-muted [&_h1]:my-3 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:my-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:my-2 [&_h3]:font-bold [&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:list-disc"
              // Safe: sanitizeHtml's allow-list output (no scripts, handlers or remote loads).
              dangerouslySetInnerHTML={{ __html: sanitized.html }}
            />
            <figcaption className="border-t border-gray-100 px-3 py-2 text-xs text-muted">
              375 px 手机预览（示意，外链图片显示为占位图）
            </figcaption>
          </figure>
        </div>
      ) : null}
    </div>
  );
}
