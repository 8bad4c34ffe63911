/**
 * One tool in a list (工具大全, 首页 rows, a user's favourites): what job it
 * does in one line, badges, platforms, and where it leads. VIP tools lead
 * non-VIP visitors to 会员中心 with the tool named, instead of a dead end.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Tool } from "../lib/api-schemas";
import { LockGlyph, PlatformChips, ToolBadges } from "./tool-badges";
import { Icon } from "./ui/icon/icon";

/** Whether the visitor must become VIP before using the tool. */
export function isLocked(tool: Pick<Tool, "isVip">, viewerIsVip: boolean): boolean {
  return tool.isVip && !viewerIsVip;
}

/** The tool's own page, or 会员中心 (with where the visitor came from) when it is locked for them. */
export function toolHref(tool: Pick<Tool, "isVip" | "path" | "slug">, viewerIsVip: boolean): string {
  if (isLocked(tool, viewerIsVip)) return `/vip?${new URLSearchParams({ from: "tool", tool: tool.slug })}`;
  return tool.path;
}

const TILE_COLOURS = [
  "bg-brand-50 text-brand-800",
  "bg-sky-50 text-sky-800",
  "bg-emerald-50 text-emerald-800",
  "bg-violet-50 text-violet-800",
  "bg-rose-50 text-rose-800",
  "bg-amber-50 text-amber-900",
];

/**
 * A fixed-size tile so the card never shifts when an icon arrives. The
 * icon's data comes with the loader (`getIconSets` + `registerIconSets`), so
 * it is inline SVG in the server HTML.
 */
export function ToolGlyph({ tool, size = "size-10" }: { tool: Pick<Tool, "id" | "icon">; size?: string }) {
  const colour = TILE_COLOURS[tool.id % TILE_COLOURS.length];
  return (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-lg ${size} ${colour}`}>
      <Icon name={tool.icon} className="size-5" />
    </span>
  );
}

export function ToolCard({
  tool,
  viewerIsVip,
  favourite,
  headingLevel: Heading = "h3",
  showPlatforms = true,
}: {
  tool: Tool;
  viewerIsVip: boolean;
  /** The favourite control (工具大全), placed above the card's link layer. */
  favourite?: ReactNode;
  headingLevel?: "h2" | "h3" | "h4";
  showPlatforms?: boolean;
}) {
  const locked = isLocked(tool, viewerIsVip);
  const href = toolHref(tool, viewerIsVip);
  // The tool pages belong to the creative hand-off (a server redirect that
  // appends the token), so they are document navigations; 会员中心 is ours.
  const linkClass =
    "rounded-sm font-semibold text-ink after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600";
  const label = (
    <>
      {tool.name}
      {locked ? <span className="sr-only">（会员工具，开通会员后使用）</span> : null}
    </>
  );
  return (
    <article
      className="relative flex h-full flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 transition-shadow hover:border-brand-200 hover:shadow-sm"
      data-testid="tool-card"
    >
      <div className="flex items-start gap-3">
        <ToolGlyph tool={tool} />
        <div className="min-w-0 flex-1">
          <Heading className="flex items-center gap-1 text-base leading-6">
            {locked ? (
              <Link to={href} className={linkClass}>
                {label}
              </Link>
            ) : (
              <a href={href} className={linkClass}>
                {label}
              </a>
            )}
            {locked ? <LockGlyph className="size-3.5 shrink-0 text-amber-800" /> : null}
          </Heading>
          <p className="text-xs text-muted">{tool.categoryName}</p>
        </div>
        {favourite ? <div className="relative z-10 -mr-1 -mt-1 shrink-0">{favourite}</div> : null}
      </div>
      <p className="line-clamp-2 text-sm text-gray-700">{tool.summary}</p>
      <div className="mt-auto flex flex-col gap-2 pt-1">
        <ToolBadges badges={tool.badges} />
        {showPlatforms ? <PlatformChips platforms={tool.platforms} /> : null}
      </div>
    </article>
  );
}
