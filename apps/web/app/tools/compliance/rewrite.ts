/** Applying rewrites to the checked text (offsets are UTF-16, as the engine gives them). */
import { cleanRewrite, type Finding } from "../engines/compliance/engine";
import { markable } from "./highlighted-text";

/** One replacement: where it was in the old text and where it is in the new one. */
export type Change = {
  beforeStart: number;
  beforeEnd: number;
  afterStart: number;
  afterEnd: number;
  before: string;
  after: string;
};

/** A missing mandatory notice has no place in the text: its line is added at the end. */
function appendLine(text: string, line: string): string {
  const base = text.replace(/\s+$/, "");
  return base ? `${base}\n${line}` : line;
}

/** Rewrites may carry a hint in full-width brackets (改善（须有依据）): the hint is for the reader, not the text. */
export function applyRewrite(text: string, finding: Finding, rewrite: string): string {
  return applyRewriteAll(text, [finding], rewrite);
}

/** The same rewrite at every given finding (the side list groups repeats of one term). */
export function applyRewriteAll(text: string, findings: readonly Finding[], rewrite: string): string {
  if (findings.some((f) => f.kind === "notice")) return appendLine(text, rewrite);
  const after = cleanRewrite(rewrite);
  let out = "";
  let pos = 0;
  for (const f of markable(findings)) {
    out += text.slice(pos, f.start) + after;
    pos = f.end;
  }
  return out + text.slice(pos);
}

/**
 * 一键替换: every 禁用 finding with a rewrite becomes its first rewrite, and
 * missing 禁用-level notices get their statutory line appended.
 * Overlapping findings are resolved as in the highlight (first wins).
 */
export function replaceAllBanned(text: string, findings: readonly Finding[]): { text: string; changes: Change[] } {
  const banned = findings.filter((f) => f.level === "禁用" && f.rewrites.length > 0);
  const targets = markable(banned.filter((f) => f.kind !== "notice"));
  let out = "";
  let pos = 0;
  const changes: Change[] = [];
  for (const f of targets) {
    out += text.slice(pos, f.start);
    const after = cleanRewrite(f.rewrites[0] ?? f.term);
    changes.push({
      beforeStart: f.start,
      beforeEnd: f.end,
      afterStart: out.length,
      afterEnd: out.length + after.length,
      before: text.slice(f.start, f.end),
      after,
    });
    out += after;
    pos = f.end;
  }
  out += text.slice(pos);
  for (const notice of banned.filter((f) => f.kind === "notice")) {
    const line = notice.rewrites[0] ?? "";
    const next = appendLine(out, line);
    changes.push({
      beforeStart: text.length,
      beforeEnd: text.length,
      afterStart: next.length - line.length,
      afterEnd: next.length,
      before: "",
      after: line,
    });
    out = next;
  }
  return { text: out, changes };
}
