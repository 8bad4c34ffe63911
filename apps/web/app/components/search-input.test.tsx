import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH } from "../lib/search-query";
import { SearchInput, useSearchText } from "./search-input";

function Box({ q }: { q: string }) {
  const [text, setText] = useSearchText(q);
  return <SearchInput aria-label="搜索" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe("SearchInput", () => {
  it("is the form's q, a search box without browser autocomplete, capped at twice the query limit", () => {
    render(<SearchInput aria-label="搜索" placeholder="搜工具" />);
    const box = screen.getByRole("searchbox", { name: "搜索" });
    expect(box).toHaveAttribute("name", "q");
    expect(box).toHaveAttribute("type", "search");
    expect(box).toHaveAttribute("maxLength", String(MAX_QUERY_LENGTH * 2));
    expect(box).toHaveAttribute("autoComplete", "off");
    expect(box).toHaveAttribute("enterKeyHint", "search");
    expect(box).toHaveAttribute("placeholder", "搜工具");
  });
});

describe("useSearchText", () => {
  it("keeps what the visitor types until the URL's q changes, then shows that", () => {
    const { rerender } = render(<Box q="海报" />);
    const box = screen.getByRole("searchbox", { name: "搜索" });
    expect(box).toHaveValue("海报");

    fireEvent.change(box, { target: { value: "海报模" } });
    rerender(<Box q="海报" />);
    expect(box).toHaveValue("海报模");

    // Back/Forward or a link: the URL wins over the half-typed text.
    rerender(<Box q="封面" />);
    expect(box).toHaveValue("封面");
    rerender(<Box q="" />);
    expect(box).toHaveValue("");
  });
});
