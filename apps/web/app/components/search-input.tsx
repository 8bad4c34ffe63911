import { useState, type ComponentProps } from "react";
import { MAX_QUERY_LENGTH } from "../lib/search-query";

/**
 * The text a live search box shows: what the visitor types, until the URL's
 * `q` changes under it (Back/Forward, a link, a submitted search), which then
 * wins. Adjusted while rendering, not in an effect, so the box never shows
 * the old text for a frame.
 */
export function useSearchText(q: string) {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }
  return [text, setText] as const;
}

/**
 * The `q` input of the site's live search boxes. The length cap is twice the
 * query limit: a query a little too long stays in the box for the page to
 * say so (search-query.ts) instead of being cut silently; an endless paste is.
 */
export function SearchInput(props: Omit<ComponentProps<"input">, "name" | "type">) {
  return (
    <input
      name="q"
      type="search"
      maxLength={MAX_QUERY_LENGTH * 2}
      autoComplete="off"
      enterKeyHint="search"
      {...props}
    />
  );
}
