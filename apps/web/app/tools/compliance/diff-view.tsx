/** 一键替换's before/after: removed words struck through, inserted ones underlined (not colour alone). */
import { memo, type ReactNode } from "react";
import type { Change } from "./rewrite";

function marked(text: string, spans: { start: number; end: number }[], kind: "del" | "ins"): ReactNode[] {
  const parts: ReactNode[] = [];
  let pos = 0;
  for (const s of spans) {
    if (s.end <= s.start) continue; // an appended notice has nothing to strike out
    if (s.start > pos) parts.push(text.slice(pos, s.start));
    const piece = text.slice(s.start, s.end);
    parts.push(
      kind === "del" ? (
        <del key={s.start} className="bg-red-100 text-red-900 decoration-2">
          {piece}
        </del>
      ) : (
        <ins key={s.start} className="bg-emerald-100 text-emerald-900 underline decoration-2">
          {piece}
        </ins>
      ),
    );
    pos = s.end;
  }
  if (pos < text.length) parts.push(text.slice(pos));
  return parts;
}

export const DiffView = memo(function DiffView({
  before,
  after,
  changes,
}: {
  before: string;
  after: string;
  changes: Change[];
}) {
  return (
    <section aria-label="替换前后对比" className="space-y-2 rounded-md border border-emerald-200 bg-white p-3 text-sm">
      <h4 className="font-bold text-ink">已替换 {changes.length} 处</h4>
      <ul className="flex flex-wrap gap-2 text-xs">
        {changes.map((c) => (
          <li key={`${c.beforeStart}-${c.afterStart}`} className="rounded border border-gray-200 px-2 py-0.5">
            {c.before ? `「${c.before}」→「${c.after}」` : `补上「${c.after}」`}
          </li>
        ))}
      </ul>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <h5 className="mb-1 text-xs font-bold text-muted">替换前</h5>
          <div data-testid="diff-before" className="whitespace-pre-wrap break-words rounded bg-gray-50 p-2 leading-7">
            {marked(
              before,
              changes.map((c) => ({ start: c.beforeStart, end: c.beforeEnd })),
              "del",
            )}
          </div>
        </div>
        <div>
          <h5 className="mb-1 text-xs font-bold text-muted">替换后</h5>
          <div data-testid="diff-after" className="whitespace-pre-wrap break-words rounded bg-gray-50 p-2 leading-7">
            {marked(
              after,
              changes.map((c) => ({ start: c.afterStart, end: c.afterEnd })),
              "ins",
            )}
          </div>
        </div>
      </div>
    </section>
  );
});
