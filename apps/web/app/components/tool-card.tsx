/**
 * One tool in a list (工具大全, 首页 rows, a user's favourites): what job it
 * does in one line, badges, platforms, and where it leads:
 * - a tool that runs on this site → its page `/tools/<slug>` (public, VIP
 *   tools too: the page itself asks for membership when a run needs it);
 * - any other catalogue tool → the creative site (the card says so, and why when
 *   tools/handoff-reasons.ts knows); a VIP one leads non-VIP visitors to 会员中心 with
 *   the tool named instead, and still says where it will open.
 */
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import type { Tool } from "../lib/api-schemas";
import { handoffReason } from "../tools/handoff-reasons";
import { runsLocally } from "../tools/local-slugs";
import { LockGlyph, PlatformChips, ToolBadges } from "./tool-badges";
import { Icon } from "./ui/icon/icon";

/** Whether the visitor must become VIP before using the tool. */
export function isLocked(tool: Pick<Tool, "isVip">, viewerIsVip: boolean): boolean {
  return tool.isVip && !viewerIsVip;
}

/** Where a card leads: this site's tool page, 会员中心 (a locked creative-site tool), or the creative site. */
export function toolTarget(
  tool: Pick<Tool, "isVip" | "path" | "slug">,
  viewerIsVip: boolean,
): { href: string; kind: "local" | "vip" | "creative" } {
  if (runsLocally(tool.slug)) return { href: `/tools/${tool.slug}`, kind: "local" };
  if (isLocked(tool, viewerIsVip))
    return { href: `/vip?${new URLSearchParams({ from: "tool", tool: tool.slug })}`, kind: "vip" };
  // `tool.path` is /tools/<slug>: the server hands it to the creative site (routes/tool).
  return { href: tool.path, kind: "creative" };
}

export function toolHref(tool: Pick<Tool, "isVip" | "path" | "slug">, viewerIsVip: boolean): string {
  return toolTarget(tool, viewerIsVip).href;
}

/** A small "leaves this site" arrow; inline so it needs no icon data. */
export function ExternalGlyph({ className = "size-3.5" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </svg>
  );
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

/** A card without its platform row (measured at 320–1600 px). */
const PLATFORMLESS_PX = 154;

/**
 * A card's height in px before it renders (工具大全, 首页 and a tool page's 相关工具 size skipped cards with it,
 * `toolCardOnView`: render-on-view-tool-card in app/styles/app.css): a one-line name, two summary lines, badges
 * and one row of platforms make 182 px at every width (measured 320–1600 px); without the platform row
 * (`showPlatforms: false`) PLATFORMLESS_PX; the 在创作站打开 row (every tool that does not run here, locked or
 * not) adds 24. A name that wraps, or a tool without
 * badges or platforms, renders a little taller or shorter than this, below the viewport where it renders.
 */
export function toolCardHeight(
  tool: Pick<Tool, "isVip" | "path" | "slug">,
  viewerIsVip: boolean,
  { showPlatforms = true }: { showPlatforms?: boolean } = {},
): number {
  return (showPlatforms ? 182 : PLATFORMLESS_PX) + (runsLocally(tool.slug) ? 0 : 24);
}

/** The list item's props that render a card on view at that height, with room for its focus ring. */
export function toolCardOnView(
  tool: Pick<Tool, "isVip" | "path" | "slug">,
  viewerIsVip: boolean,
  options: { showPlatforms?: boolean } = {},
): { className: string; style: CSSProperties } {
  return {
    className: "render-on-view-tool-card ring-room",
    style: { "--card-height": `${toolCardHeight(tool, viewerIsVip, options)}px` } as CSSProperties,
  };
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
  const { href, kind } = toolTarget(tool, viewerIsVip);
  // A tool that does not run here says where it opens, and the few that cannot run in a browser say why
  // (tools/handoff-reasons.ts), on the same one line: also while locked, so nobody pays to find out.
  const elsewhere = !runsLocally(tool.slug);
  const reason = elsewhere ? handoffReason(tool.slug) : undefined;
  const where = elsewhere ? `在创作站打开${reason ? `：${reason}` : ""}` : null;
  const locked = kind === "vip";
  // Creative-site tools go through the hand-off (a server redirect that
  // appends the token), so they are document navigations; our own tool
  // pages and 会员中心 are client navigations.
  // card-link, tool-card…: repeated-item classes in app/styles/app.css (one list per kind of item, not per card).
  const linkClass = "card-link tool-card-title";
  const label = (
    <>
      {tool.name}
      {locked || where ? (
        <span className="sr-only">
          （{[locked ? "会员工具，开通会员后使用" : null, where].filter(Boolean).join("；")}）
        </span>
      ) : null}
    </>
  );
  return (
    <article className="tool-card" data-testid="tool-card">
      <div className="flex items-start gap-3">
        <ToolGlyph tool={tool} />
        <div className="min-w-0 flex-1">
          <Heading className="flex items-center gap-1 text-base leading-6">
            {kind !== "creative" ? (
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
      {/* Two lines kept for the summary, short or long: every card is the same height (toolCardHeight). */}
      <p className="line-clamp-2 min-h-10 text-sm text-gray-700">{tool.summary}</p>
      <div className="mt-auto flex flex-col gap-2 pt-1">
        <ToolBadges badges={tool.badges} />
        {where ? (
          <p className="flex items-center gap-1 text-xs text-muted" data-testid="tool-card-external" aria-hidden="true">
            <ExternalGlyph className="size-3.5 shrink-0" />
            <span className="truncate">{where}</span>
          </p>
        ) : null}
        {showPlatforms ? <PlatformChips platforms={tool.platforms} /> : null}
      </div>
    </article>
  );
}
