import { Form, useNavigate } from "react-router";
import { SearchInput, useSearchText } from "../../components/search-input";
import { buildSearch, parseSearchQuery } from "../../lib/search-query";
import { useDebounce } from "../../lib/use-debounce";

/** Long enough to skip the keystrokes of one word, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * 工具大全's search box. The URL is the state (`?q=&cat=`): typing updates it
 * after a pause. The first keystroke of a search pushes a history entry, the
 * rest replace it, so Back leaves the search instead of un-typing it letter
 * by letter. Without JS it is a plain GET form.
 */
export function ToolsSearch({ q, cat, error }: { q: string; cat: string; error: string | null }) {
  const navigate = useNavigate();
  // The URL changed under us (Back/Forward, a category link): the box shows its q.
  const [text, setText] = useSearchText(q);
  const debounce = useDebounce(SEARCH_DEBOUNCE_MS);
  const typedError = parseSearchQuery(text).error;
  const shownError = typedError ?? (text === q ? error : null);

  function go(value: string) {
    const parsed = parseSearchQuery(value);
    if (parsed.error) return; // say so under the box; the URL keeps the last valid search
    if (parsed.q === q) return;
    navigate(
      { pathname: "/tools-index", search: buildSearch({ q: parsed.q, cat }) },
      { replace: q !== "", preventScrollReset: true },
    );
  }

  return (
    <Form
      method="get"
      action="/tools-index"
      role="search"
      aria-label="搜索工具"
      preventScrollReset
      onSubmit={(event) => {
        debounce.cancel();
        // With JS, submit is the same navigation as typing (and nothing for an invalid query).
        event.preventDefault();
        go(text);
      }}
      className="flex w-full max-w-xl flex-col gap-1"
    >
      <div className="flex gap-2">
        <label htmlFor="tools-q" className="sr-only">
          搜索工具
        </label>
        <SearchInput
          id="tools-q"
          value={text}
          placeholder="输入工具名称或用途，如：违禁词、封面、预算"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? "tools-q-error" : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            debounce.run(() => go(value));
          }}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 py-2 text-base placeholder:text-gray-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        />
        {cat ? <input type="hidden" name="cat" value={cat} /> : null}
        <button
          type="submit"
          className="shrink-0 rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800"
        >
          搜索
        </button>
      </div>
      {shownError ? (
        <p id="tools-q-error" className="text-sm font-medium text-red-800" role="alert">
          {shownError}
        </p>
      ) : null}
    </Form>
  );
}
