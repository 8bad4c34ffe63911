/**
 * 话题标签推荐: copy → keywords (TF-IDF, jieba-wasm loaded when the user starts) → topics of the
 * platform's list, formatted the platform's way, one click to copy. The copy never leaves the
 * browser; the only requests are the run count and the topic list of the chosen platform.
 */
import { useId, useState } from "react";
import { loadTagger } from "../../engines/keywords/segmenter";
import { extractKeywords } from "../../engines/keywords/tfidf";
import type { ToolRunnerProps } from "../../tool-definition";
import { HASHTAG_PLATFORMS, hashtagPlatform } from "./hashtag-platforms";
import { formatTags, suggestTags, type Suggestion } from "./suggest";
import { fetchTopicList, type TopicList } from "./topic-list";
import { EmptyState } from "../../kit/batch-status";

const BTN =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";
const PRIMARY =
  "inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
const MAX_CHARS = 20_000;

type Result = { tags: Suggestion[]; list: TopicList | null; listError: boolean; platform: string };
type Status = "idle" | "loading" | "error";

export default function HashtagSuggestRunner({
  settings,
  setSettings,
  requestRun,
  initialInput,
  saveHistory,
}: ToolRunnerProps) {
  const ids = useId();
  const platform = hashtagPlatform(settings.get("platform"));
  const [text, setText] = useState(initialInput ?? "");
  const [status, setStatus] = useState<Status>("idle");
  const [result, setResult] = useState<Result | null>(null);
  const [off, setOff] = useState<Set<string>>(new Set());
  const [copied, setCopied] = useState<string | null>(null);
  const tooLong = text.length > MAX_CHARS;

  const start = async () => {
    if (!(await requestRun())) return;
    setStatus("loading");
    setCopied(null);
    try {
      const [tagger, list] = await Promise.all([loadTagger(), fetchTopicList(platform.key).catch(() => null)]);
      const keywords = extractKeywords(text, tagger, 30);
      const tags = suggestTags(keywords, list?.topics ?? [], platform.limit, text);
      setResult({ tags, list, listError: !list, platform: platform.key });
      // 历史记录 (this browser only): the copy, to restore; the summary is the tags as the platform writes them.
      saveHistory({
        input: text,
        summary: tags.length ? `${platform.name}：${formatTags(tags, platform.format)}` : `${platform.name}：没有推荐`,
      });
      setOff(new Set());
      setStatus("idle");
    } catch {
      setStatus("error");
    }
  };

  const shown = result && result.platform === platform.key ? result : null;
  const chosen = shown ? shown.tags.filter((t) => !off.has(t.name)) : [];
  const copy = async () => {
    const value = formatTags(chosen, platform.format, platform.key === "bilibili" ? "，" : " ");
    try {
      await navigator.clipboard.writeText(value);
      setCopied(`已复制 ${chosen.length} 个话题`);
    } catch {
      setCopied("浏览器不允许写入剪贴板，请手动选中下面的文字复制。");
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">发布平台</span>
          <select
            value={platform.key}
            onChange={(e) => setSettings({ platform: e.target.value === "douyin" ? null : e.target.value })}
            className="rounded-md border border-gray-300 px-2 py-1.5"
          >
            {HASHTAG_PLATFORMS.map((p) => (
              <option key={p.key} value={p.key}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <p className="text-xs text-gray-700">
          格式：{platform.formatLabel}；数量：{platform.limitLabel}。
        </p>
      </div>
      <div className="text-sm">
        <label htmlFor={`${ids}-text`} className="font-medium">
          文案（标题 + 正文）
        </label>
        <textarea
          id={`${ids}-text`}
          rows={7}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="粘贴要发布的文案，只在你的浏览器里分析。"
          className="mt-1 block w-full rounded-md border border-gray-300 p-2 text-sm"
        />
        {tooLong ? (
          <p role="alert" className="text-xs text-red-800">
            文案超过 {MAX_CHARS} 字，请只粘贴这一篇的内容。
          </p>
        ) : null}
      </div>
      <div>
        <button
          type="button"
          className={PRIMARY}
          disabled={text.trim() === "" || tooLong || status === "loading"}
          onClick={start}
        >
          推荐话题
        </button>
      </div>
      {status === "loading" ? (
        <p role="status" className="text-sm text-gray-700">
          正在分词和匹配话题（第一次要加载约 4 MB 的分词词典，之后会快很多）…
        </p>
      ) : null}
      {status === "error" ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          分词词典加载失败，请检查网络后重试。文案还在输入框里。
        </p>
      ) : null}
      {!shown && status === "idle" ? (
        <EmptyState>
          粘贴文案后点「推荐话题」：先提取文案关键词（分词 + TF-IDF），再和所选平台的话题列表匹配。
        </EmptyState>
      ) : null}
      {shown ? (
        <section aria-label="推荐的话题" className="flex flex-col gap-3">
          {shown.list ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-xs text-amber-900">
              话题列表：{shown.list.platformName}，日期 {shown.list.listDate ?? "未知"}。
              {shown.list.sample
                ? "这是演示环境的示例列表（不是平台的实时数据），热度是示例数值。"
                : "热度为相对值，不是播放量。"}
            </p>
          ) : (
            <p role="alert" className="text-sm text-red-800">
              话题列表加载失败，下面只有从文案提取的关键词。
            </p>
          )}
          {shown.tags.length === 0 ? (
            <p className="text-sm text-gray-700">没有提取到关键词：文案里可能只有虚词、数字或单字。</p>
          ) : (
            <>
              <ul className="flex flex-wrap gap-2">
                {shown.tags.map((t) => (
                  <li key={t.name}>
                    <label className="inline-flex items-center gap-1 rounded-full border border-gray-300 px-2 py-1 text-sm">
                      <input
                        type="checkbox"
                        checked={!off.has(t.name)}
                        onChange={() => {
                          const next = new Set(off);
                          if (next.has(t.name)) next.delete(t.name);
                          else next.add(t.name);
                          setOff(next);
                        }}
                      />
                      <span data-tag>{platform.format(t.name)}</span>
                      <span className="text-xs text-gray-700">
                        {t.kind === "listed" ? `列表话题 · 热度 ${t.heat}` : "自拟（不在列表里）"}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap items-center gap-2">
                <button type="button" className={BTN} disabled={chosen.length === 0} onClick={copy}>
                  复制选中的话题
                </button>
                <span role="status" className="text-sm text-gray-700">
                  {copied}
                </span>
              </div>
              <p className="break-all rounded-md bg-gray-50 p-2 text-sm">
                {formatTags(chosen, platform.format, platform.key === "bilibili" ? "，" : " ")}
              </p>
              <p className="text-xs text-gray-700">
                排序（经验方法）：和文案关键词越贴近越靠前（同名优先，包含关系次之），热度只在相关话题之间调整先后。来源：
                {platform.source.label}。
              </p>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
