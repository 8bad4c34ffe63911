/** Applying rewrites to the checked text (offsets are UTF-16, as the engine gives them). */
import { applyRewrites, cleanRewrite, type Finding } from "../engines/compliance/engine";
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
 * 一键替换: the engine's applyRewrites (each rewrite checked where it lands, deletion when none reads as
 * Chinese; engines/compliance/rewrite.ts) — the same replacement the evaluation test applies to every
 * labelled sentence — with its hunks as the diff view's changes. Missing notices get their line appended.
 */
export function replaceAllBanned(text: string, findings: readonly Finding[]): { text: string; changes: Change[] } {
  const { text: out, hunks } = applyRewrites(text, findings);
  const changes: Change[] = [];
  let shift = 0;
  for (const h of hunks) {
    if (h.rule === "notice") {
      const line = h.after.replace(/^\n/, "");
      const afterStart = text.length + shift + (h.after.length - line.length);
      changes.push({
        beforeStart: text.length,
        beforeEnd: text.length,
        afterStart,
        afterEnd: afterStart + line.length,
        before: "",
        after: line,
      });
      shift += h.after.length;
      continue;
    }
    const afterStart = h.start + shift;
    changes.push({
      beforeStart: h.start,
      beforeEnd: h.end,
      afterStart,
      afterEnd: afterStart + h.after.length,
      before: h.before,
      after: h.after,
    });
    shift += h.after.length - (h.end - h.start);
  }
  return { text: out, changes };
}
