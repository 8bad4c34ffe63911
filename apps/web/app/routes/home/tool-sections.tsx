import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState, ErrorState } from "../../components/data-states";
import type { Tool, ToolAudience, ToolCategory } from "../../lib/api-schemas";
import type { SectionResult } from "../../http/section";
import { groupByAudience, type HomeToolsSection as ToolsSection } from "./home-data";
import { ToolGrid } from "./home-grids";
import { SectionHeading } from "./section-heading";

export function Favourites({
  favourites,
  viewerIsVip,
}: {
  favourites: SectionResult<{ ids: number[]; tools: Tool[] }>;
  viewerIsVip: boolean;
}) {
  return (
    <section aria-labelledby="favourites-heading" className="flex flex-col gap-4" data-testid="my-favourites">
      <SectionHeading
        id="favourites-heading"
        title="我的收藏"
        hint="收藏的工具，一键直达"
        more={{ to: "/tools-index", label: "管理收藏" }}
      />
      {!favourites.ok ? (
        <ErrorState title="收藏暂时无法加载" message={favourites.message} />
      ) : favourites.data.tools.length === 0 ? (
        <EmptyState
          title="还没有收藏的工具"
          description="在工具大全里点工具卡片上的“收藏”，常用工具就会出现在这里。"
          action={
            <Link to="/tools-index" className="font-medium text-brand-700 underline">
              去工具大全看看
            </Link>
          }
        />
      ) : (
        <ToolGrid tools={favourites.data.tools} viewerIsVip={viewerIsVip} showPlatforms={false} />
      )}
    </section>
  );
}

export function AudienceEntries({ tools }: { tools: ToolsSection }) {
  return (
    <section aria-labelledby="jobs-heading" className="flex flex-col gap-4">
      <SectionHeading
        id="jobs-heading"
        title="按工作找工具"
        hint="选你正在做的事，直达对应的工具"
        more={{ to: "/tools-index", label: "全部工具" }}
      />
      {!tools.ok ? (
        <ErrorState title="工具分类暂时无法加载" message={tools.message} />
      ) : tools.data.categories.length === 0 ? (
        <EmptyState title="暂无工具分类" />
      ) : (
        <AudienceGrid categories={tools.data.categories} audiences={tools.data.audiences} />
      )}
    </section>
  );
}

function AudienceGrid({ categories, audiences: provided }: { categories: ToolCategory[]; audiences: ToolAudience[] }) {
  const audiences = groupByAudience(categories, provided);
  const categoryLink = (category: (typeof categories)[number]) => (
    <Link
      to={`/tools-index?cat=${encodeURIComponent(category.key)}`}
      className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-800"
    >
      <span className="font-medium">{category.name}</span>
      <span className="text-xs text-muted">{category.count} 个工具</span>
    </Link>
  );
  if (!audiences) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.key} className="rounded-xl border border-gray-200 bg-white p-1">
            {categoryLink(category)}
            {category.description ? <p className="px-3 pb-2 text-xs text-muted">{category.description}</p> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="audience-entries">
      {audiences.map((audience) => (
        <li key={audience.key} className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
          <h3 className="flex items-baseline justify-between gap-2 text-base font-bold">
            {audience.name}
            <span className="text-xs font-normal text-muted">{audience.count} 个工具</span>
          </h3>
          <p className="text-sm text-muted">{audience.blurb}</p>
          <ul className="-mx-3 flex flex-col">
            {audience.categories.map((category) => (
              <li key={category.key}>{categoryLink(category)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function ToolRows({ tools, viewerIsVip }: { tools: ToolsSection; viewerIsVip: boolean }) {
  return (
    <div className="grid gap-12">
      <ToolRow
        id="hot-heading"
        title="热门工具"
        hint="大家用得最多的工具"
        more={{ to: "/tools-index", label: "查看全部" }}
        section={tools.ok ? { ok: true, data: tools.data.hot } : tools}
        errorTitle="热门工具暂时无法加载"
        empty={<EmptyState title="暂无热门工具" />}
        viewerIsVip={viewerIsVip}
        testId="hot-tools"
      />
      {/* Both rows come from the one catalogue request: one retry button (热门工具's) is enough. */}
      <ToolRow
        id="new-heading"
        title="新上线"
        hint="最近加入工具箱的工具"
        section={tools.ok ? { ok: true, data: tools.data.fresh } : tools}
        errorTitle="新工具暂时无法加载"
        retry={false}
        empty={<EmptyState title="近期没有新工具" description="新工具上线后会第一时间出现在这里。" />}
        viewerIsVip={viewerIsVip}
        testId="new-tools"
      />
    </div>
  );
}

function ToolRow({
  id,
  title,
  hint,
  more,
  section,
  errorTitle,
  retry,
  empty,
  viewerIsVip,
  testId,
}: {
  id: string;
  title: string;
  hint: string;
  more?: { to: string; label: string };
  section: SectionResult<Tool[]>;
  errorTitle: string;
  retry?: boolean;
  empty: ReactNode;
  viewerIsVip: boolean;
  testId: string;
}) {
  return (
    <section aria-labelledby={id} className="render-on-view flex flex-col gap-4">
      <SectionHeading id={id} title={title} hint={hint} more={more} />
      {!section.ok ? (
        <ErrorState title={errorTitle} message={section.message} retry={retry} />
      ) : section.data.length === 0 ? (
        empty
      ) : (
        <ToolGrid tools={section.data} viewerIsVip={viewerIsVip} testId={testId} />
      )}
    </section>
  );
}
