/**
 * The server-rendered part of a tool page: what it does, how to use it, where
 * its rules come from (with 最后核对 and how sure we are: official, community
 * — said so — or 参考值), an FAQ, related tools and templates. Readable without
 * any script; crawlers index it.
 */
import { Suspense, type ReactNode } from "react";
import { Await, Link } from "react-router";
import { Deferred, SectionSkeleton } from "../../components/deferred";
import { EmptyState, ErrorState } from "../../components/data-states";
import { ToolBadges } from "../../components/tool-badges";
import { ToolCard, ToolGlyph, toolCardOnView } from "../../components/tool-card";
import { registerIconSets } from "../../components/ui/icon/icon";
import type { TemplateCard, ToolBadge } from "../../lib/api-schemas";
import type { SectionResult } from "../../http/section";
import { useUser } from "../../session/use-user";
import type { ToolDefinition, ToolSource } from "../../tools/tool-definition";
import { formatCount } from "../../lib/format";
import type { LocalTool } from "./local-catalogue";
import type { CatalogueExtras } from "./tool-data";

type Catalogue = Promise<SectionResult<CatalogueExtras>> | SectionResult<CatalogueExtras>;

export function ToolHeader({
  tool,
  intro,
  catalogue,
}: {
  tool: LocalTool;
  intro: string;
  /** Badges (热门, 新) come with the catalogue; until then, or without it, VIP / 免费 from the tool's own facts. */
  catalogue: Catalogue;
}) {
  const ownBadges: ToolBadge[] = [tool.isVip ? "vip" : "free"];
  return (
    <header className="flex flex-col gap-3">
      <nav aria-label="面包屑">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
          <li>
            <Link to="/tools-index" className="hover:text-brand-800 hover:underline">
              工具大全
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={`/tools-index?cat=${encodeURIComponent(tool.category)}`}
              className="hover:text-brand-800 hover:underline"
            >
              {tool.categoryName}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="flex items-start gap-3">
        <ToolGlyph tool={tool} size="size-12" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{tool.name}</h1>
          <Suspense fallback={<ToolBadges badges={ownBadges} />}>
            <Await resolve={catalogue} errorElement={<ToolBadges badges={ownBadges} />}>
              {(section) => (
                <ToolBadges badges={section.ok && section.data.badges.length > 0 ? section.data.badges : ownBadges} />
              )}
            </Await>
          </Suspense>
        </div>
      </div>
      <p className="max-w-3xl text-base text-gray-800" data-testid="tool-intro">
        {intro}
      </p>
      {tool.isVip ? (
        <p className="text-sm text-amber-900">会员工具：页面和说明对所有人开放，开始使用需要开通会员。</p>
      ) : null}
    </header>
  );
}

const CONFIDENCE: Record<ToolSource["confidence"], { label: string; className: string; note?: string }> = {
  official: { label: "官方来源", className: "bg-emerald-50 text-emerald-800" },
  community: {
    label: "社区来源（非官方）",
    className: "bg-amber-50 text-amber-900",
    note: "来自行业文章或工具的经验总结，平台未正式公布，仅供参考",
  },
  reference: {
    label: "参考值",
    className: "bg-sky-50 text-sky-800",
    note: "经验或行业通行的参考数值，不是平台或法规的硬性规定",
  },
};

function formatCheckedAt(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[1]} 年 ${Number(match[2])} 月 ${Number(match[3])} 日` : date;
}

/**
 * `itemsOnView`: the section's items render on view at their own known heights, so the section itself is
 * not skipped (a skipped section is sized by a guess: 28rem, render-on-view in app.css).
 */
function Section({
  id,
  title,
  itemsOnView = false,
  children,
}: {
  id: string;
  title: string;
  itemsOnView?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${itemsOnView ? "" : "render-on-view "}flex flex-col gap-3`}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ToolInfoSections({
  definition,
  catalogue,
  templates,
}: {
  definition: ToolDefinition;
  /** Related tools' cards: stream in with the catalogue (tool.tsx's loader does not wait for it). */
  catalogue: Catalogue;
  /** Streams in too. */
  templates: Promise<SectionResult<TemplateCard[]>> | SectionResult<TemplateCard[]>;
}) {
  const user = useUser();
  return (
    <>
      <Section id="tool-howto" title="使用方法">
        <ol className="flex list-decimal flex-col gap-1.5 pl-6 text-gray-800" data-testid="tool-howto">
          {definition.howTo.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>

      <Section id="tool-sources" title="数据来源">
        <p className="text-sm text-muted">检测规则和数据都标明出处；规则会变，请以来源的最新版本为准。</p>
        <ul className="flex flex-col gap-2" data-testid="tool-sources">
          {definition.sources.map((source) => {
            const confidence = CONFIDENCE[source.confidence];
            return (
              <li
                key={source.label}
                className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:gap-3"
              >
                <span className="min-w-0 flex-1 text-gray-900">
                  {source.url ? (
                    <a
                      href={source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-800 underline hover:text-brand-900"
                    >
                      {source.label}
                      <span className="sr-only">（在新窗口打开）</span>
                    </a>
                  ) : (
                    source.label
                  )}
                  {confidence.note ? <span className="block text-xs text-muted">{confidence.note}</span> : null}
                </span>
                <span className={`w-fit shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${confidence.className}`}>
                  {confidence.label}
                </span>
                <span className="shrink-0 text-xs text-muted">
                  最后核对：<time dateTime={source.checkedAt}>{formatCheckedAt(source.checkedAt)}</time>
                </span>
              </li>
            );
          })}
        </ul>
      </Section>

      {definition.faq.length > 0 ? (
        <Section id="tool-faq" title="常见问题">
          <div
            className="flex flex-col divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
            data-testid="tool-faq"
          >
            {definition.faq.map((item) => (
              <details key={item.q} className="group px-4 py-3">
                <summary className="cursor-pointer list-none font-medium text-ink marker:hidden">
                  <span
                    aria-hidden="true"
                    className="mr-2 inline-block text-muted transition-transform group-open:rotate-90"
                  >
                    ›
                  </span>
                  {item.q}
                </summary>
                <p className="mt-2 text-sm text-gray-800">{item.a}</p>
              </details>
            ))}
          </div>
        </Section>
      ) : null}

      {definition.related.length > 0 ? (
        <Section id="tool-related" title="相关工具" itemsOnView>
          <Deferred
            resolve={catalogue}
            fallback={
              <SectionSkeleton
                label="正在加载相关工具…"
                blocks={Math.min(definition.related.length, 3)}
                blockClassName="h-32"
              />
            }
            errorTitle="相关工具暂时无法加载"
          >
            {(section) => {
              if (!section.ok) return <ErrorState title="相关工具暂时无法加载" message={section.message} />;
              registerIconSets(section.data.icons);
              return section.data.related.length === 0 ? (
                <EmptyState
                  title="暂时没有相关工具"
                  action={
                    <Link to="/tools-index" className="font-medium text-brand-700 underline">
                      查看全部工具
                    </Link>
                  }
                />
              ) : (
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-tools">
                  {section.data.related.map((item) => (
                    <li key={item.id} {...toolCardOnView(item, Boolean(user?.isVip), { showPlatforms: false })}>
                      <ToolCard tool={item} viewerIsVip={Boolean(user?.isVip)} showPlatforms={false} />
                    </li>
                  ))}
                </ul>
              );
            }}
          </Deferred>
        </Section>
      ) : null}

      <Section id="tool-templates" title="相关模板" itemsOnView>
        <Deferred
          resolve={templates}
          fallback={<SectionSkeleton label="正在加载相关模板…" blocks={6} blockClassName="h-40" />}
          errorTitle="相关模板暂时无法加载"
        >
          {(section) =>
            !section.ok ? (
              <ErrorState title="相关模板暂时无法加载" message={section.message} />
            ) : section.data.length === 0 ? (
              <EmptyState
                title="暂时没有相关模板"
                action={
                  <Link to="/template-community" className="font-medium text-brand-700 underline">
                    去模板社区看看
                  </Link>
                }
              />
            ) : (
              // Each tile renders on view at its exact height (render-on-view-tile in a tile-grid, app.css): columns and
              // gap are the variables the placeholder's size is computed from; --tile-text is RelatedTemplate's text block.
              <ul
                className="tile-grid [--cols:2] [--gap:0.75rem] [--tile-text:64px] sm:[--cols:3] lg:[--cols:6]"
                data-testid="related-templates"
              >
                {section.data.map((template) => (
                  <li key={template.id} className="render-on-view-tile ring-room">
                    <RelatedTemplate template={template} />
                  </li>
                ))}
              </ul>
            )
          }
        </Deferred>
        <p className="text-sm">
          <Link
            to={
              definition.templateQuery
                ? `/template-community?q=${encodeURIComponent(definition.templateQuery)}`
                : "/template-community"
            }
            className="font-medium text-brand-700 underline"
          >
            在模板社区查看更多{definition.templateQuery ? `“${definition.templateQuery}”` : ""}模板
          </Link>
        </p>
      </Section>
    </>
  );
}

/**
 * A template in the related row. Not 首页's TemplateTile: sharing it would
 * split it out of 首页's chunk into one more file on 首页's first load.
 */
function RelatedTemplate({ template }: { template: TemplateCard }) {
  return (
    <article className="relative flex flex-col gap-1.5" data-testid="template-tile">
      <div className="relative aspect-[3/4] overflow-hidden rounded-lg border border-gray-200 bg-gray-100">
        <img
          src={template.cover}
          alt=""
          width={template.width}
          height={template.height}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-contain"
        />
        <span
          className={`absolute left-2 top-2 rounded px-1.5 py-0.5 text-xs font-medium ${template.isVip ? "bg-amber-100 text-amber-900" : "bg-white/95 text-emerald-800"}`}
        >
          {template.isVip ? "VIP" : "免费"}
        </span>
      </div>
      <h3 className="line-clamp-1 text-sm font-medium">
        <Link to={`/template-community?t=${template.id}`} className="card-link rounded-sm after:rounded-lg">
          {template.title}
        </Link>
      </h3>
      {/* Two lines of one line each, whatever the tile's width: the tile's height is known before it renders (--tile-text above). */}
      <p className="flex flex-col text-xs text-muted">
        <span className="truncate">{template.sizeName}</span>
        <span className="truncate">{formatCount(template.uses)} 次使用</span>
      </p>
    </article>
  );
}
