/**
 * How each finding level looks. Colour is never the only cue (WCAG 1.4.1): every
 * level also has its own underline pattern and a text badge, explained by the
 * legend. Text/background pairs are Tailwind 900-on-100 (contrast ≥ 7:1, AA).
 * Levels and their meaning: tools-facts §1.4 (禁用 / 需证明 / 行业敏感 / 平台规则 / 提示).
 */
import type { Finding } from "../engines/compliance/engine";

export type Level = Finding["level"];

/** Most severe first: the side list and the summaries use this order. */
export const LEVELS: readonly Level[] = ["禁用", "行业敏感", "需证明", "平台规则", "提示"];

type LevelStyle = {
  /** Classes for a highlighted finding in the text. */
  mark: string;
  /** Classes for the level badge. */
  badge: string;
  /** What the underline pattern is, for the legend. */
  pattern: string;
  /** One line the legend shows. */
  meaning: string;
};

export const LEVEL_STYLE: Record<Level, LevelStyle> = {
  禁用: {
    mark: "bg-red-100 text-red-900 underline decoration-solid decoration-2 decoration-red-700 underline-offset-4",
    badge: "border-red-300 bg-red-100 text-red-900",
    pattern: "实线下划线",
    meaning: "广告中基本不能使用，建议替换",
  },
  行业敏感: {
    mark: "bg-orange-100 text-orange-900 underline decoration-double decoration-orange-700 underline-offset-4",
    badge: "border-orange-300 bg-orange-100 text-orange-900",
    pattern: "双下划线",
    meaning: "在所选行业属于严格限制的表述",
  },
  需证明: {
    mark: "bg-amber-100 text-amber-900 underline decoration-dashed decoration-2 decoration-amber-700 underline-offset-4",
    badge: "border-amber-300 bg-amber-100 text-amber-900",
    pattern: "虚线下划线",
    meaning: "须有真实、可查的依据（时间、范围、出处）",
  },
  平台规则: {
    mark: "bg-violet-100 text-violet-900 underline decoration-dotted decoration-2 decoration-violet-700 underline-offset-4",
    badge: "border-violet-300 bg-violet-100 text-violet-900",
    pattern: "点状下划线",
    meaning: "平台社区规则风险（不是法律认定），可能被限流或驳回",
  },
  提示: {
    mark: "bg-gray-100 text-gray-900 underline decoration-wavy decoration-gray-600 underline-offset-4",
    badge: "border-gray-300 bg-gray-100 text-gray-900",
    pattern: "波浪下划线",
    meaning: "可能适用豁免，请对照说明自查",
  },
};

export function countByLevel(findings: readonly Finding[]): Record<Level, number> {
  const counts = { 禁用: 0, 行业敏感: 0, 需证明: 0, 平台规则: 0, 提示: 0 } as Record<Level, number>;
  for (const f of findings) counts[f.level] += 1;
  return counts;
}

/** "禁用 2 · 需证明 1", or "未发现风险表述" (history summaries, batch table). */
export function summarize(findings: readonly Finding[]): string {
  const counts = countByLevel(findings);
  const parts = LEVELS.filter((level) => counts[level] > 0).map((level) => `${level} ${counts[level]}`);
  return parts.length ? parts.join(" · ") : "未发现风险表述";
}
