import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/data-states";
import type { TemplateCard, Tool } from "../../lib/api-schemas";
import type { SectionResult } from "../../http/section";
import { TemplateGrid, ToolGrid } from "./home-grids";
import { SectionHeading } from "./section-heading";

function isHomePath(pathname: string) {
  return pathname === "/" || pathname === "/home";
}

export function SearchResults({
  q,
  search,
  viewerIsVip,
}: {
  q: string;
  search: SectionResult<{ tools: Tool[]; templates: TemplateCard[] }> | null;
  viewerIsVip: boolean;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "loading" && navigation.location && isHomePath(navigation.location.pathname)
      ? new URLSearchParams(navigation.location.search).get("q")
      : null;
  if (pending) {
    return (
      <section aria-labelledby="results-heading" className="flex flex-col gap-4">
        <h2 id="results-heading" className="text-xl font-bold">
          搜索结果
        </h2>
        <LoadingState label={`正在搜索“${pending.trim()}”…`} />
      </section>
    );
  }
  if (!q || !search) return null;
  const encoded = new URLSearchParams({ q }).toString();
  return (
    <section aria-labelledby="results-heading" className="flex flex-col gap-4" data-testid="search-results">
      <SectionHeading id="results-heading" title={`“${q}”的搜索结果`} />
      {!search.ok ? (
        <ErrorState title="搜索暂时不可用" message={search.message} />
      ) : search.data.tools.length + search.data.templates.length === 0 ? (
        <EmptyState
          title={`没有找到与“${q}”相关的工具或模板`}
          description="换个关键词试试，比如“违禁词”“封面”“日历”。"
          action={
            <Link to="/tools-index" className="font-medium text-brand-700 underline">
              浏览全部工具
            </Link>
          }
        />
      ) : (
        <>
          <ResultGroup
            title="工具"
            count={search.data.tools.length}
            more={{ to: `/tools-index?${encoded}`, label: "在工具大全中查看" }}
            empty="没有匹配的工具。"
          >
            <ToolGrid tools={search.data.tools} viewerIsVip={viewerIsVip} headingLevel="h4" showPlatforms={false} />
          </ResultGroup>
          <ResultGroup
            title="模板"
            count={search.data.templates.length}
            more={{ to: `/template-community?${encoded}`, label: "在模板社区中查看" }}
            empty="没有匹配的模板。"
          >
            <TemplateGrid templates={search.data.templates} />
          </ResultGroup>
        </>
      )}
    </section>
  );
}

/** One kind of search result (工具 / 模板): its count, a link to the full list on its own page, then the matches. */
function ResultGroup({
  title,
  count,
  more,
  empty,
  children,
}: {
  title: string;
  count: number;
  more: { to: string; label: string };
  empty: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-bold">
          {title}（{count}）
        </h3>
        <Link to={more.to} className="text-sm font-medium text-brand-700 hover:underline">
          {more.label}
        </Link>
      </div>
      {count > 0 ? children : <p className="text-sm text-muted">{empty}</p>}
    </div>
  );
}
