/**
 * The slugs of the tools that run on this site: the registry's keys, nothing
 * else. Cards in 首页 and 工具大全 only need to know *whether* a tool runs here,
 * and importing registry.ts would pull every definition's copy into those
 * screens' first load. local-slugs.test.ts fails when this list and the
 * registry disagree, with the list to paste here.
 */
export const localToolSlugs: readonly string[] = [
  "banned-words",
  "budget-planner",
  "campaign-checklist",
  "content-schedule",
  "cover-crop",
  "diversion-words",
  "extreme-words",
  "hook-library",
  "image-compress",
  "image-spec",
  "image-text-check",
  "industry-sensitive",
  "kol-brief",
  "live-script-check",
  "marketing-calendar",
  "material-dedupe",
  "palette",
  "qrcode",
  "readability",
  "roi-calculator",
  "safe-area",
  "title-analyzer",
  "utm-builder",
  "video-spec",
  "video-subtitle-check",
  "wechat-layout-check",
  "word-count",
  "word-frequency",
  "xhs-note-check",
];

const local = new Set(localToolSlugs);

/** True when `/tools/<slug>` is this site's own tool page (else the creative site's). */
export function runsLocally(slug: string): boolean {
  return local.has(slug);
}
