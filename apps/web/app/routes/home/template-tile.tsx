import { Link } from "react-router";
import type { TemplateCard } from "../../lib/api-schemas";
import { LockGlyph } from "../../components/tool-badges";
import { formatCount } from "../../lib/format";

/** Where a template's detail lives: 模板社区 opens it from `?t=<id>` (crawlable, shareable). */
export function templateHref(id: number): string {
  return `/template-community?t=${id}`;
}

/**
 * A template cover in a fixed 3:4 box: the box holds its size before the
 * lazy image arrives, so nothing below it moves.
 */
export function TemplateTile({ template, eager = false }: { template: TemplateCard; eager?: boolean }) {
  return (
    <article className="group relative flex flex-col gap-2" data-testid="template-tile">
      <div className="relative aspect-[3/4] overflow-hidden rounded-lg border border-gray-200 bg-gray-100">
        <img
          src={template.cover}
          alt=""
          width={template.width}
          height={template.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="absolute inset-0 size-full object-contain transition-transform group-hover:scale-[1.02]"
        />
        {template.isVip ? (
          <span className="absolute left-2 top-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            <LockGlyph />
            VIP
          </span>
        ) : (
          <span className="absolute left-2 top-2 rounded bg-white/95 px-1.5 py-0.5 text-xs font-medium text-emerald-800">
            免费
          </span>
        )}
      </div>
      <h3 className="line-clamp-1 text-sm font-medium">
        <Link to={templateHref(template.id)} className="card-link rounded-sm after:rounded-lg">
          {template.title}
        </Link>
      </h3>
      {/* Two lines of one line each, whatever the tile's width: the tile's height is known before it renders (--tile-text in home-grids). */}
      <p className="flex flex-col text-xs text-muted">
        <span className="truncate">{template.sizeName}</span>
        <span className="truncate">{formatCount(template.uses)} 次使用</span>
      </p>
    </article>
  );
}
