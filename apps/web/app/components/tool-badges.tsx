import type { ToolBadge } from "../lib/api-schemas";

/** Badge copy and colours; every pair is ≥ 4.5:1 (WCAG AA) at 12 px. */
const BADGES: Record<ToolBadge, { label: string; className: string }> = {
  free: { label: "免费", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  vip: { label: "VIP", className: "bg-amber-100 text-amber-900 ring-amber-300" },
  hot: { label: "热门", className: "bg-red-50 text-red-800 ring-red-200" },
  new: { label: "新", className: "bg-sky-50 text-sky-800 ring-sky-200" },
};

const ORDER: ToolBadge[] = ["vip", "free", "hot", "new"];

export function ToolBadges({ badges }: { badges: ToolBadge[] }) {
  const shown = ORDER.filter((badge) => badges.includes(badge));
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {shown.map((badge) => (
        <li key={badge} className={`badge ${BADGES[badge].className}`}>
          {badge === "vip" ? <LockGlyph /> : null}
          {BADGES[badge].label}
        </li>
      ))}
    </ul>
  );
}

/** A small padlock drawn inline: no icon request, no layout shift. */
export function LockGlyph({
  className = "mr-0.5 inline-block size-3 -translate-y-px align-middle",
}: {
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

export function PlatformChips({ platforms, max = 4 }: { platforms: string[]; max?: number }) {
  if (platforms.length === 0) return null;
  const shown = platforms.slice(0, max);
  const more = platforms.length - shown.length;
  return (
    <div>
      <span className="sr-only">支持平台：{platforms.join("、")}</span>
      <ul className="flex flex-wrap gap-1" aria-hidden="true">
        {shown.map((platform) => (
          <li key={platform} className="chip">
            {platform}
          </li>
        ))}
        {more > 0 ? (
          <li className="chip" title={platforms.slice(max).join("、")}>
            +{more}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
