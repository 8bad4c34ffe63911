/**
 * The 首页 hero's one search box. Without JS it is a GET form to
 * `/home?q=` (results render on the server). With JS it also suggests
 * tools and templates while typing, from the `resources/search` route, and
 * Enter still goes to the full results.
 */
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, Link, useFetcher } from "react-router";
import { SearchInput, useSearchText } from "../../components/search-input";
import { isLocked, toolHref } from "../../components/tool-card";
import { parseSearchQuery } from "../../lib/search-query";
import { useDebounce } from "../../lib/use-debounce";
import type { SearchAnswer } from "../resources/search";
import { templateHref } from "./template-tile";

/** Wait for a pause in typing before asking: one request per word, not per key. */
const SUGGEST_DEBOUNCE_MS = 200;

export function HomeSearch({ q, error, viewerIsVip }: { q: string; error: string | null; viewerIsVip: boolean }) {
  const fetcher = useFetcher<SearchAnswer>({ key: "home-search" });
  const [text, setText] = useSearchText(q);
  const [open, setOpen] = useState(false);
  const debounce = useDebounce(SUGGEST_DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const statusId = useId();

  const typed = parseSearchQuery(text);
  const answer = fetcher.data && fetcher.data.q === typed.q ? fetcher.data : undefined;
  const searching = fetcher.state === "loading" || (typed.q !== "" && !answer && !typed.error);
  const showPanel = open && typed.q !== "";

  function suggest(value: string) {
    const parsed = parseSearchQuery(value);
    if (!parsed.q || parsed.error) {
      debounce.cancel();
      return;
    }
    debounce.run(() => void fetcher.load(`/resources/search?${new URLSearchParams({ q: parsed.q })}`));
  }

  function focusables(): HTMLElement[] {
    return Array.from(panelRef.current?.querySelectorAll<HTMLElement>("a[href]") ?? []);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "ArrowDown" && !open && typed.q) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === "ArrowDown" && showPanel) {
      const first = focusables()[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = focusables();
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = event.key === "ArrowDown" ? index + 1 : index - 1;
      if (next < 0) inputRef.current?.focus();
      else items[Math.min(next, items.length - 1)]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      inputRef.current?.focus();
    }
  }

  let status = "";
  if (showPanel) {
    if (typed.error) status = typed.error;
    else if (searching) status = "正在搜索…";
    else if (answer?.result && !answer.result.ok) status = answer.result.message;
    else if (answer?.result?.ok) {
      const { tools, templates } = answer.result.data;
      status =
        tools.length + templates.length === 0
          ? `没有找到与“${typed.q}”相关的工具或模板`
          : `找到 ${tools.length} 个工具、${templates.length} 个模板，按 ↓ 键浏览`;
    }
  }

  return (
    <div
      className="relative w-full max-w-2xl"
      onBlur={(event) => {
        // Close when focus leaves the whole search (input + suggestions).
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Form method="get" action="/home" role="search" aria-label="搜索工具和模板" onSubmit={() => setOpen(false)}>
        <div className="flex gap-2 rounded-xl bg-white p-1.5 shadow-sm ring-1 ring-gray-300 focus-within:ring-2 focus-within:ring-brand-600">
          <label htmlFor="home-q" className="sr-only">
            搜索工具和模板
          </label>
          <SearchInput
            ref={inputRef}
            id="home-q"
            value={text}
            placeholder="搜工具或模板，如：违禁词、封面"
            aria-describedby={statusId}
            aria-controls={showPanel ? panelId : undefined}
            aria-invalid={error || typed.error ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              suggest(event.target.value);
            }}
            // Not on focus: Escape returns focus here and must leave the panel closed.
            onClick={() => setOpen(true)}
            onKeyDown={onInputKeyDown}
            className="min-w-0 flex-1 rounded-lg px-3 py-2.5 text-base outline-none placeholder:text-gray-500 focus-visible:outline-none"
          />
          <button
            type="submit"
            className="shrink-0 rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
          >
            搜索
          </button>
        </div>
      </Form>
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {error && !showPanel ? (
        <p className="mt-2 text-sm font-medium text-red-800" role="alert">
          {error}
        </p>
      ) : null}
      {showPanel ? (
        <div
          ref={panelRef}
          id={panelId}
          // Arrow keys and Escape bubble up from the suggestion links inside; the panel itself is no widget.
          role="presentation"
          onKeyDown={onPanelKeyDown}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 text-left shadow-lg"
          data-testid="search-suggestions"
        >
          <SuggestionBody
            viewerIsVip={viewerIsVip}
            q={typed.q}
            error={typed.error}
            searching={searching}
            answer={answer}
            onRetry={() => suggest(text)}
          />
        </div>
      ) : null}
    </div>
  );
}

function SuggestionBody({
  viewerIsVip,
  q,
  error,
  searching,
  answer,
  onRetry,
}: {
  viewerIsVip: boolean;
  q: string;
  error: string | null;
  searching: boolean;
  answer: SearchAnswer | undefined;
  onRetry: () => void;
}) {
  if (error) return <p className="px-3 py-2 text-sm text-red-800">{error}</p>;
  if (searching || !answer?.result) return <p className="px-3 py-2 text-sm text-muted">正在搜索…</p>;
  if (!answer.result.ok) {
    return (
      <div className="flex items-center justify-between gap-2 px-3 py-2 text-sm text-red-800">
        <span>{answer.result.message}</span>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-red-300 px-2 py-1 font-medium hover:bg-red-50"
        >
          重试
        </button>
      </div>
    );
  }
  const { tools, templates } = answer.result.data;
  const all = `/home?${new URLSearchParams({ q })}`;
  if (tools.length + templates.length === 0) {
    return (
      <div className="px-3 py-2 text-sm text-muted">
        没有找到与“{q}”相关的工具或模板，换个说法试试，或
        <Link to="/tools-index" className="font-medium text-brand-700 underline">
          浏览工具大全
        </Link>
      </div>
    );
  }
  const itemClass = "flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-brand-50 focus-visible:bg-brand-50";
  return (
    <div className="flex flex-col gap-2">
      {tools.length > 0 ? (
        <div>
          <p className="px-3 pt-1 text-xs font-bold text-muted">工具</p>
          <ul>
            {tools.map((tool) => (
              <li key={tool.id}>
                {/* Tool pages are the creative hand-off (document navigation); a locked tool goes to 会员中心. */}
                <a href={toolHref(tool, viewerIsVip)} className={itemClass}>
                  <span className="font-medium text-ink">{tool.name}</span>
                  <span className="truncate text-xs text-muted">
                    {tool.categoryName}
                    {isLocked(tool, viewerIsVip) ? " · 会员工具" : ""}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {templates.length > 0 ? (
        <div>
          <p className="px-3 pt-1 text-xs font-bold text-muted">模板</p>
          <ul>
            {templates.map((template) => (
              <li key={template.id}>
                <Link to={templateHref(template.id)} className={itemClass}>
                  <span className="font-medium text-ink">{template.title}</span>
                  <span className="truncate text-xs text-muted">{template.sizeName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link
        to={all}
        className="block rounded-lg border-t border-gray-100 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        查看“{q}”的全部结果
      </Link>
    </div>
  );
}
