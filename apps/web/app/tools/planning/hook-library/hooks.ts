/** 开头钩子灵感库 (pure): the stand-in's hook list, search, filters and fill-in-the-blank. */
import "../../../lib/zod-jitless";
import * as z from "zod/mini";

export const HOOK_TYPES = [
  { key: "question", name: "提问" },
  { key: "number", name: "数字" },
  { key: "contrast", name: "反差" },
  { key: "pain", name: "痛点" },
  { key: "story", name: "故事" },
  { key: "benefit", name: "利益" },
  { key: "suspense", name: "悬念" },
] as const;

export const hookSchema = z.object({
  id: z.string(),
  type: z.enum(HOOK_TYPES.map((t) => t.key) as [string, ...string[]]),
  industries: z.array(z.string()),
  pattern: z.string().check(z.minLength(1)),
  example: z.string(),
  why: z.string(),
});
export type Hook = z.output<typeof hookSchema>;
export const hooksSchema = z.array(hookSchema);

/** The blanks of a pattern, in order, without repeats: "{数字}步搞定{目标}" → ["数字", "目标"]. */
export function blanks(pattern: string): string[] {
  return [...new Set([...pattern.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!))];
}

/** Fills the blanks that have a value; the others stay as {占位}. */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{([^}]+)\}/g, (whole, name: string) => values[name]?.trim() || whole);
}

export function isComplete(pattern: string, values: Record<string, string>): boolean {
  return blanks(pattern).every((b) => values[b]?.trim());
}

export function filterHooks(
  list: Hook[],
  filters: { q: string; type: string | null; industry: string | null },
): Hook[] {
  const q = filters.q.trim().toLowerCase();
  return list.filter(
    (h) =>
      (!filters.type || h.type === filters.type) &&
      (!filters.industry || h.industries.length === 0 || h.industries.includes(filters.industry)) &&
      (!q || `${h.pattern} ${h.example} ${h.why}`.toLowerCase().includes(q)),
  );
}
