/** Applying rewrites to the checked text (offsets are UTF-16, as the engine gives them). */
import type { Finding } from "../engine";
import { markable } from "./highlighted-text";

/** One replacement: where it was in the old text and where it is in the new one. */
export type Change = { beforeStart: number; beforeEnd: number; afterStart: number; afterEnd: number; before: string; after: string };

export function applyRewrite(text: string, finding: Finding, rewrite: string): string {
  // A missing mandatory notice has no place in the text: its rewrite is the line to add, at the end.
  if (finding.kind === "notice") return `${text.replace(/\s+$/, "")}\n${rewrite}`;
  return text.slice(0, finding.start) + rewrite + text.slice(finding.end);
}

/**
 * 一键替换: every 禁用 finding with a rewrite becomes its first rewrite.
 * Overlapping findings are resolved as in the highlight (first wins).
 */
export function replaceAllBanned(text: string, findings: readonly Finding[]): { text: string; changes: Change[] } {
  const targets = markable(findings.filter((f) => f.level === "禁用" && f.rewrites.length > 0));
  let out = "";
  let pos = 0;
  const changes: Change[] = [];
  for (const f of targets) {
    out += text.slice(pos, f.start);
    const after = f.rewrites[0] ?? f.term;
    changes.push({ beforeStart: f.start, beforeEnd: f.end, afterStart: out.length, afterEnd: out.length + after.length, before: text.slice(f.start, f.end), after });
    out += after;
    pos = f.end;
  }
  out += text.slice(pos);
  return { text: out, changes };
}
