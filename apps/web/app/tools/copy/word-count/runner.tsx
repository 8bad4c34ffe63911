/**
 * 字数统计 + 多平台文案规范: live counts and every platform field at once, with
 * the cut point marked in the text and previews as each platform shows it.
 */
import { useDeferredValue, useMemo, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { checkAllFields, firstChars, foldAt, graphemes, textStats, truncatedPreview } from "../counting";
import { platformFieldByKey, platformFields, previewRules } from "../platform-rules";
import { BlockedNotice, CopyInput, PlatformTable, StatGrid, useAutoHistory, useLiveRun } from "../runner-kit";
import { SourceBadge } from "../../kit/source-badge";
import { EmptyState } from "../../kit/batch-status";

/** Platform filter ids = the key prefix (xiaohongshu, wechat, oceanengine…), kept in `?platforms=`. */
const groups = [...new Map(platformFields.map((f) => [f.key.split("-")[0]!, f.platform])).entries()].map(
  ([id, name]) => ({ id, name }),
);

function selectedGroups(settings: URLSearchParams): Set<string> {
  const raw = settings.get("platforms");
  if (!raw) return new Set(groups.map((g) => g.id));
  return new Set(raw.split(",").filter((id) => groups.some((g) => g.id === id)));
}

export default function WordCountRunner(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory } = props;
  const [text, setText] = useState(props.initialInput ?? "");
  const live = useLiveRun(requestRun, text !== "");
  // Typing stays responsive in long texts: the analysis follows the deferred value.
  const deferred = useDeferredValue(text);
  const chosen = selectedGroups(settings);
  const chosenKey = [...chosen].join(",");
  const markKey = settings.get("mark");

  const analysis = useMemo(() => {
    const gs = graphemes(deferred);
    const fields = platformFields.filter((f) => chosenKey.split(",").includes(f.key.split("-")[0]!));
    const rows = checkAllFields(gs, fields);
    const firstLine = deferred.includes("\n") ? deferred.slice(0, deferred.indexOf("\n")) : deferred;
    const titleCut = checkAllFields(firstLine, [platformFieldByKey.get("xiaohongshu-title")!])[0]!;
    return {
      stats: textStats(deferred, gs),
      rows,
      xhsTitlePreview: truncatedPreview(firstLine, titleCut.cutAt),
      digest: firstChars(deferred, previewRules.wechatDefaultDigest.chars),
      fold: foldAt(deferred, previewRules.momentsFold.lines, previewRules.momentsFold.unitsPerLine, gs),
    };
  }, [deferred, chosenKey]);

  const allowed = live.state === "allowed";
  const over = analysis.rows.filter((r) => r.verdict !== "ok").length;
  useAutoHistory(allowed, text, `${analysis.stats.words} 字 · ${over} 个平台字段不符合`, saveHistory);
  const marked = analysis.rows.find((r) => r.field.key === markKey && r.cutAt !== null) ?? null;

  const onChange = (value: string) => {
    setText(value);
    live.inputChanged(value !== "");
  };
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSettings({ platforms: next.size === groups.length ? null : [...next].join(",") || "none" });
  };

  const s = analysis.stats;
  return (
    <div className="space-y-4">
      <CopyInput
        label="文案"
        value={text}
        onChange={onChange}
        rows={8}
        placeholder="粘贴或输入文案，第一行当作标题预览。内容只在本机浏览器里统计，不会上传。"
      />

      <BlockedNotice state={live.state} onRetry={live.retry} />

      {text === "" ? (
        <EmptyState>输入文案后，这里实时显示字数和各平台是否超限。</EmptyState>
      ) : allowed ? (
        <>
          <section aria-label="统计">
            <StatGrid
              items={[
                { label: "字数", value: s.words, testId: "words" },
                { label: "字符（含空格）", value: s.chars, testId: "chars" },
                { label: "中文", value: s.chinese, testId: "chinese" },
                { label: "英文词", value: s.englishWords, testId: "english" },
                { label: "数字", value: s.numbers, testId: "numbers" },
                { label: "标点", value: s.punctuation, testId: "punctuation" },
                { label: "emoji", value: s.emoji, testId: "emoji" },
                { label: "段落", value: s.paragraphs, testId: "paragraphs" },
              ]}
            />
            <p className="mt-1 text-xs text-muted">
              字数 = 汉字 + 英文词 + 数字 + 标点 + emoji（与 Word 的口径相近）；一个 emoji 或国旗算 1 个字符。
            </p>
          </section>

          <fieldset className="rounded-lg border border-gray-200 p-3">
            <legend className="px-1 text-sm font-medium">显示哪些平台</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {groups.map((g) => (
                <label key={g.id} className="inline-flex items-center gap-1 text-sm">
                  <input type="checkbox" checked={chosen.has(g.id)} onChange={() => toggle(g.id)} />
                  {g.name}
                </label>
              ))}
            </div>
          </fieldset>

          <PlatformTable
            rows={analysis.rows}
            selected={marked?.field.key ?? null}
            onSelect={(key) => setSettings({ mark: key === markKey ? null : key })}
            caption="多平台文案规范：同一段文案在各平台各字段的用量。双倍口径的平台（中文算 2）按平台自己的「字」折算显示。"
          />

          {marked ? (
            <section aria-label="截断位置" className="rounded-lg border border-gray-200 p-3">
              <h3 className="mb-1 text-sm font-medium">
                {marked.field.platform} · {marked.field.field} 会在这里截断
              </h3>
              <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
                {deferred.slice(0, marked.cutAt!)}
                <mark className="bg-red-100 text-red-800" data-cut="">
                  <span className="sr-only">（以下超出部分）</span>✂
                  {deferred.slice(marked.cutAt!, marked.cutAt! + 2000)}
                  {deferred.length > marked.cutAt! + 2000 ? "…" : ""}
                </mark>
              </p>
            </section>
          ) : null}

          <section aria-label="平台预览" className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-lg border border-gray-200 p-3">
              <h3 className="text-sm font-medium">小红书标题（第一行，20 字处截断）</h3>
              <p className="mt-1 break-words text-sm" data-preview="xiaohongshu-title">
                {analysis.xhsTitlePreview}
              </p>
            </div>
            <div className="rounded-lg border border-gray-200 p-3">
              <h3 className="text-sm font-medium">公众号默认摘要（正文前 54 字）</h3>
              <p className="mt-1 break-words text-sm" data-preview="wechat-digest-default">
                {analysis.digest}
              </p>
              <SourceBadge source={previewRules.wechatDefaultDigest.source} />
            </div>
            <div className="rounded-lg border border-gray-200 p-3">
              <h3 className="text-sm font-medium">朋友圈文案折叠</h3>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm" data-preview="moments-fold">
                {analysis.fold === null ? deferred.slice(0, 400) : deferred.slice(0, analysis.fold)}
                {analysis.fold !== null ? <span className="ml-1 text-sky-800">…全文</span> : null}
              </p>
              <p className="mt-1 text-xs text-muted">约 6 行后折叠为「全文」。</p>
              <SourceBadge source={previewRules.momentsFold.source} />
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}
