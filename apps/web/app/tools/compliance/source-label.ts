/**
 * One line saying where a rule comes from, with its confidence and 最后核对 date
 * (developers' guide: rules as data, each with source + confidence + checkedAt,
 * shown to the user; a community source must say so).
 */
type SourceLike = { label?: string; confidence?: string; checkedAt?: string; url?: string };

const CONFIDENCE: Record<string, string> = { official: "官方", community: "社区整理，非官方", reference: "参考值" };

export function sourceLabel(source: unknown): string {
  if (!source) return "";
  if (typeof source === "string") return source;
  if (typeof source !== "object") return "";
  const s = source as SourceLike;
  const parts = [s.label ?? ""];
  if (s.confidence) parts.push(`（${CONFIDENCE[s.confidence] ?? s.confidence}）`);
  if (s.checkedAt) parts.push(` 最后核对 ${s.checkedAt}`);
  return parts.join("");
}
