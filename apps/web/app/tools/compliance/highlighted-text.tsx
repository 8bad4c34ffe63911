/**
 * The analysed text with every finding marked in place. Each highlighted
 * finding is a `<mark data-level data-rule>` (the rendering hook tests and
 * people who copy the result rely on, issue spec §3). Overlapping findings:
 * the first one wins in the text; all of them stay in the side list.
 * Memoised: the runner re-renders on every keystroke, this must not.
 */
import { memo, type ReactNode } from "react";
import type { Finding } from "../engines/compliance/engine";
import { LEVEL_STYLE, LEVELS } from "./levels";

export function markable(findings: readonly Finding[]): Finding[] {
  const sorted = findings.filter((f) => f.end > f.start).sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Finding[] = [];
  let until = 0;
  for (const f of sorted) {
    if (f.start < until) continue;
    out.push(f);
    until = f.end;
  }
  return out;
}

export const HighlightedText = memo(function HighlightedText({
  text,
  findings,
  className = "",
}: {
  text: string;
  findings: readonly Finding[];
  className?: string;
}) {
  const parts: ReactNode[] = [];
  let pos = 0;
  for (const f of markable(findings)) {
    if (f.start > pos) parts.push(text.slice(pos, f.start));
    parts.push(
      <mark
        key={f.start}
        data-level={f.level}
        data-rule={f.rule}
        title={`${f.level}：${f.why}`}
        className={`rounded-sm px-0.5 ${LEVEL_STYLE[f.level].mark}`}
      >
        {text.slice(f.start, f.end)}
      </mark>,
    );
    pos = f.end;
  }
  if (pos < text.length) parts.push(text.slice(pos));
  return <div className={`whitespace-pre-wrap break-words leading-8 ${className}`}>{parts}</div>;
});

/** Explains the patterns, so the level never depends on colour alone. */
export function LevelLegend({ levels = LEVELS }: { levels?: readonly (typeof LEVELS)[number][] }) {
  return (
    <ul aria-label="标注说明" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {levels.map((level) => (
        <li key={level} className="flex items-center gap-1">
          <span className={`rounded-sm px-1 ${LEVEL_STYLE[level].mark}`}>{level}</span>
          <span>{LEVEL_STYLE[level].pattern}</span>
        </li>
      ))}
    </ul>
  );
}
