/**
 * 一键替换: every finding of the chosen levels is replaced by its first rewrite; a missing
 * notice appends its statutory line (compliance/README.md).
 */
import type { Finding, Level } from "./types";

// ── applyRewrites (一键替换) ───────────────────────────────────────────────

export type RewriteHunk = {
  rule: string;
  /** Span in the original text (start = end = text.length for an appended notice). */
  start: number;
  end: number;
  before: string;
  after: string;
};

/** Strip a hint in full-width brackets (“有效（须有依据）” → “有效”) for one-click replacement. */
export function cleanRewrite(rewrite: string): string {
  return rewrite.replace(/（[^）]*）/g, "").trim() || rewrite;
}

/**
 * Replace every finding of the given levels (default: 禁用) by its first rewrite;
 * missing notices append their statutory line. Returns the new text and the hunks.
 */
export function applyRewrites(
  text: string,
  findings: readonly Finding[],
  options: { levels?: readonly Level[] } = {},
): { text: string; hunks: RewriteHunk[] } {
  const levels = new Set<Level>(options.levels ?? ["禁用"]);
  const hunks: RewriteHunk[] = [];
  const chosen = findings.filter((f) => levels.has(f.level) && f.rewrites.length > 0).sort((a, b) => a.start - b.start);
  let out = "";
  let pos = 0;
  const appended: string[] = [];
  for (const f of chosen) {
    if (f.kind === "notice") {
      appended.push(f.rewrites[0]!);
      continue;
    }
    if (f.start < pos) continue; // overlapping: keep the first
    const after = cleanRewrite(f.rewrites[0]!);
    out += text.slice(pos, f.start) + after;
    hunks.push({ rule: f.rule, start: f.start, end: f.end, before: text.slice(f.start, f.end), after });
    pos = f.end;
  }
  out += text.slice(pos);
  for (const line of appended) {
    const add = (out.endsWith("\n") || out.length === 0 ? "" : "\n") + line;
    hunks.push({ rule: "notice", start: text.length, end: text.length, before: "", after: add });
    out += add;
  }
  return { text: out, hunks };
}
