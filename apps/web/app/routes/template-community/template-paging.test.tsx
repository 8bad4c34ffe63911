import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { parseTemplateSearch } from "./filters";
import { TemplatePaging, pageWindow } from "./template-paging";

describe("pageWindow", () => {
  it("shows first, last and two either side, with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(7, 15)).toEqual([1, null, 5, 6, 7, 8, 9, null, 15]);
    expect(pageWindow(15, 15)).toEqual([1, null, 13, 14, 15]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

function renderPaging(
  search: string,
  props: { from: number; lastPage: number; pageCount: number; loadingMore?: boolean },
) {
  const parsed = parseTemplateSearch(new URLSearchParams(search));
  if (!parsed.ok) throw new Error("bad search");
  const onLoadMore = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/template-community",
      Component: () => (
        <TemplatePaging filters={parsed.filters} loadingMore={false} onLoadMore={onLoadMore} {...props} />
      ),
    },
  ]);
  render(<Stub initialEntries={[`/template-community${search}`]} />);
  return onLoadMore;
}

describe("TemplatePaging", () => {
  it("is real links to single pages, keeping the filters", () => {
    renderPaging("?scene=invitation&sort=new&page=3&from=2", { from: 2, lastPage: 3, pageCount: 9 });
    expect(screen.getByRole("link", { name: "加载更多" })).toHaveAttribute(
      "href",
      "/template-community?scene=invitation&sort=new&page=4",
    );
    expect(screen.getByRole("link", { name: "上一页" })).toHaveAttribute(
      "href",
      "/template-community?scene=invitation&sort=new",
    );
    expect(screen.getByRole("link", { name: "第 3 页" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "第 9 页" })).toHaveAttribute(
      "href",
      "/template-community?scene=invitation&sort=new&page=9",
    );
  });

  it("loads more in place on a plain click, but lets a modified click open the link", async () => {
    const onLoadMore = renderPaging("", { from: 1, lastPage: 1, pageCount: 3 });
    // Record whether the page cancelled the browser's navigation, then cancel it
    // ourselves: jsdom cannot navigate.
    const defaultPrevented: boolean[] = [];
    const record = (event: MouseEvent) => {
      defaultPrevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", record);
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "加载更多" }));
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "加载更多" }));
    await user.keyboard("{/Control}");
    window.removeEventListener("click", record);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(defaultPrevented).toEqual([true, false]);
  });

  it("says when the end is reached and hides itself for a single page", () => {
    renderPaging("?page=3", { from: 3, lastPage: 3, pageCount: 3 });
    expect(screen.queryByRole("link", { name: "加载更多" })).toBeNull();
    expect(screen.getByText("已经到底了，共 3 页")).toBeInTheDocument();
  });

  it("renders nothing for a single page", () => {
    renderPaging("", { from: 1, lastPage: 1, pageCount: 1 });
    expect(screen.queryByRole("navigation", { name: "分页" })).toBeNull();
  });
});
