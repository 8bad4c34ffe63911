import { Link } from "react-router";
import type { TemplateCard } from "../../lib/api-schemas";
import { formatCount } from "../../lib/format";
import { coverAt, coverRatio } from "./cover";

/** Card covers are requested at this width; the grid never shows them wider than ~320 CSS px (×1.5 for dense screens). */
const CARD_COVER_WIDTH = 480;

/**
 * One template in the grid. The whole card is one link (the title's link
 * stretches over it) that opens the detail dialog at `?t=<id>`; it is a real
 * href, so crawlers and no-JS visitors reach the detail too.
 */
export function TemplateCardItem({
  template,
  href,
  eager = false,
  replace = false,
  state = { fromGrid: true },
}: {
  template: TemplateCard;
  /** `?…&t=<id>` of the current view. */
  href: string;
  /**
   * Load at once instead of when near the viewport. Off by default, the grid's first row included: a
   * cover is an SVG document the browser parses and lays out on the main thread when it arrives (with a
   * font lookup per text size), and five eager covers put up to 170 ms of that in front of the first paint
   * on a phone, where the first row is below the fold. A lazy cover in view starts right after the
   * first layout.
   */
  eager?: boolean;
  /** Replace the history entry (switching templates inside the dialog). */
  replace?: boolean;
  /** Location state; `fromGrid` tells the dialog that 关闭 can go Back to the grid entry. */
  state?: unknown;
}) {
  const ratio = coverRatio(template.width, template.height);
  const renderHeight = Math.round(CARD_COVER_WIDTH / ratio);
  return (
    <article className="group template-card" data-testid="template-card">
      {/* The cover rounds its own top corners: a card that clipped its children (overflow-hidden) also clipped
          the focus ring its link draws just outside the card. 7 px = the card's 8 px radius inside its border. */}
      <div
        className="paint-on-view relative overflow-hidden rounded-t-[7px] bg-gray-100"
        style={{ aspectRatio: String(ratio) }}
      >
        <img
          src={coverAt(template.cover, CARD_COVER_WIDTH)}
          alt=""
          width={CARD_COVER_WIDTH}
          height={renderHeight}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="template-card-cover"
        />
        <PriceBadge isVip={template.isVip} className="absolute left-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5">
        <h3 className="line-clamp-1 text-sm font-medium text-ink">
          <Link
            to={href}
            preventScrollReset
            replace={replace}
            state={state}
            data-template-id={template.id}
            className="card-link focus-visible:after:rounded-lg"
          >
            {template.title}
          </Link>
        </h3>
        <p className="line-clamp-1 text-xs text-muted">{template.sizeName}</p>
        {/* One line at every width: the card's height is known before it renders (render-on-view-card). A 320 px
            phone's card has 116 px for up to 125: there the 次使用 after the count is cut short, never a number. */}
        <p className="mt-auto flex gap-2 whitespace-nowrap text-xs text-muted">
          <span className="min-w-0 truncate">{formatCount(template.uses)} 次使用</span>
          <span className="shrink-0">
            <HeartGlyph className="mr-0.5 inline-block size-3 -translate-y-px align-middle" />
            <span className="sr-only">点赞 </span>
            {formatCount(template.likes)}
          </span>
        </p>
      </div>
    </article>
  );
}

/** 免费 / VIP, in colour pairs that pass WCAG AA at 12 px. */
export function PriceBadge({ isVip, className = "" }: { isVip: boolean; className?: string }) {
  return isVip ? (
    <span
      className={`rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300 ${className}`}
    >
      VIP
    </span>
  ) : (
    <span
      className={`rounded bg-white/95 px-1.5 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-200 ${className}`}
    >
      免费
    </span>
  );
}

/** Inline glyphs: in the server HTML, no icon request, no layout shift. */
type GlyphProps = { filled?: boolean; className?: string };

/** A 24-unit stroked outline, filled when `filled` (liked, favourited). */
function Glyph({ filled = false, className = "size-4", path }: GlyphProps & { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

export function HeartGlyph(props: GlyphProps) {
  return (
    <Glyph
      {...props}
      path="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z"
    />
  );
}

export function StarGlyph(props: GlyphProps) {
  return (
    <Glyph
      {...props}
      path="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2Z"
    />
  );
}
