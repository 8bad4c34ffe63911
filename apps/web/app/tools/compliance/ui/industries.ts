/** The industry switch (issue spec §2; tools-facts §1.5): kept in the query string as ?industry=<key>. */
import type { IndustryKey } from "../engine";

export const INDUSTRY_OPTIONS: { key: IndustryKey; label: string }[] = [
  { key: "general", label: "通用" },
  { key: "medical", label: "医疗/医美" },
  { key: "drug", label: "药品" },
  { key: "device", label: "医疗器械" },
  { key: "health-food", label: "保健食品" },
  { key: "cosmetics", label: "化妆品" },
  { key: "food", label: "食品" },
  { key: "education", label: "教育培训" },
  { key: "finance", label: "金融/招商" },
  { key: "real-estate", label: "房地产" },
];

export function parseIndustry(value: string | null): IndustryKey | null {
  return INDUSTRY_OPTIONS.find((o) => o.key === value)?.key ?? null;
}

export function industryLabel(key: IndustryKey | null): string {
  return INDUSTRY_OPTIONS.find((o) => o.key === key)?.label ?? "通用";
}
