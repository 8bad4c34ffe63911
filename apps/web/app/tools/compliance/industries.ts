/** The industry switch (issue spec §2; tools-facts §1.5): kept in the query string as ?industry=<key>. */
import { INDUSTRIES, isIndustryKey, type IndustryKey } from "../engines/compliance/engine";

export const INDUSTRY_OPTIONS = INDUSTRIES;

export function parseIndustry(value: string | null): IndustryKey | null {
  return value && isIndustryKey(value) ? value : null;
}

export function industryLabel(key: IndustryKey | null): string {
  return INDUSTRIES.find((o) => o.key === key)?.label ?? "通用";
}
