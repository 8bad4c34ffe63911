/**
 * 历史记录: this browser's entries for the tool (IndexedDB, tools/kit/history-store.ts),
 * newest first, with 恢复 (back into the runner), 删除 and 清空.
 */
import { useCallback, useEffect, useState } from "react";
import { EmptyState, ErrorState, LoadingState } from "../../components/data-states";
import { lazy } from "../../lib/lazy";
import { messageBox } from "../../components/ui/message-box/message-box";
import { message } from "../../components/ui/message/message";
import { clearHistory, deleteHistory, listHistory, type HistoryEntry } from "../../tools/kit/history-store";

const timeFormat = lazy(
  () => new Intl.DateTimeFormat("zh-CN", { month: "numeric", day: "numeric", hour: "2-digit", minute: "2-digit" }),
);

type State =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; entries: HistoryEntry[] };

export function HistoryPanel({
  slug,
  historyDays,
  version,
  onRestore,
}: {
  slug: string;
  historyDays: number;
  /** Bumped after a save: read the list again. */
  version: number;
  onRestore: (input: string) => void;
}) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    listHistory(slug, historyDays)
      .then((entries) => live && setState({ status: "ready", entries }))
      .catch(
        (error: unknown) =>
          live && setState({ status: "error", message: error instanceof Error ? error.message : "浏览器存储不可用" }),
      );
    return () => {
      live = false;
    };
  }, [slug, historyDays, version, reload]);

  const remove = useCallback(async (id: number) => {
    try {
      await deleteHistory(id);
      setReload((n) => n + 1);
    } catch {
      message.error("删除失败，请稍后重试");
    }
  }, []);

  const clear = useCallback(async () => {
    try {
      await messageBox.confirm("清空后无法恢复。确定清空这个工具在本浏览器里的全部历史记录吗？", "清空历史记录", {
        confirmButtonText: "清空",
        cancelButtonText: "取消",
        type: "warning",
      });
    } catch {
      return;
    }
    try {
      await clearHistory(slug);
      setReload((n) => n + 1);
      message.success("历史记录已清空");
    } catch {
      message.error("清空失败，请稍后重试");
    }
  }, [slug]);

  const entries = state.status === "ready" ? state.entries : [];
  return (
    <section
      aria-labelledby="tool-history-title"
      className="flex flex-col gap-2 border-t border-gray-200 pt-3"
      data-testid="tool-history"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="tool-history-title" className="font-bold">
          历史记录
          {entries.length > 0 ? <span className="ml-1 text-sm font-normal text-muted">{entries.length} 条</span> : null}
        </h3>
        {entries.length > 0 ? (
          <button
            type="button"
            onClick={() => void clear()}
            className="min-h-9 rounded-md px-2 text-sm font-medium text-red-800 hover:bg-red-50"
          >
            清空
          </button>
        ) : null}
      </div>
      <p className="text-xs text-muted">只保存在本浏览器，{historyDays} 天后自动删除。</p>
      {state.status === "loading" ? (
        <LoadingState label="正在读取历史记录…" />
      ) : state.status === "error" ? (
        <ErrorState title="历史记录无法读取" message={state.message} onRetry={() => setReload((n) => n + 1)} />
      ) : entries.length === 0 ? (
        <EmptyState title="还没有历史记录" description="完成一次检测后，结果摘要会出现在这里，可随时恢复。" />
      ) : (
        <ul
          className="flex max-h-80 flex-col divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200"
          data-testid="history-list"
        >
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:gap-3"
              data-testid="history-entry"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm text-ink">{entry.summary}</p>
                <p className="truncate text-xs text-muted">
                  <time dateTime={new Date(entry.createdAt).toISOString()}>{timeFormat().format(entry.createdAt)}</time>{" "}
                  · {inputPreview(entry)}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <button
                  type="button"
                  onClick={() => onRestore(entry.input)}
                  className="min-h-9 rounded-md px-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  恢复<span className="sr-only">{timeFormat().format(entry.createdAt)}的记录</span>
                </button>
                <button
                  type="button"
                  onClick={() => void remove(entry.id)}
                  className="min-h-9 rounded-md px-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
                >
                  删除<span className="sr-only">{timeFormat().format(entry.createdAt)}的记录</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The start of the input for the list: the tool's own preview when it gave one, else the text itself; a form
 * saved as JSON (entries written before previews existed) shows nothing rather than its braces and keys.
 */
export function inputPreview(entry: Pick<HistoryEntry, "input" | "preview">): string {
  if (entry.preview !== undefined) return entry.preview.slice(0, 40);
  return /^\s*[[{]/.test(entry.input) ? "" : entry.input.slice(0, 40);
}
