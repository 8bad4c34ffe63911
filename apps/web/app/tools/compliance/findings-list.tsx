/**
 * The side list: findings grouped by level (most severe first), each with its
 * legal basis, the plain-language why, the fine range and the lawful rewrites.
 * A rewrite is a real button when the runner can apply it.
 */
import { memo } from "react";
import { isAdviceOnly, type Finding } from "../engines/compliance/engine";
import { LEVEL_STYLE, LEVELS, type Level } from "./levels";
import { sourceLabel } from "./source-label";

export const LevelBadge = ({ level }: { level: Level }) => (
  <span
    className={`inline-flex shrink-0 items-center rounded border px-1.5 py-0.5 text-xs font-bold ${LEVEL_STYLE[level].badge}`}
  >
    {level}
  </span>
);

/** Repeats of one term under one rule are one item (a long text may say 最好 a hundred times). */
function groupSame(findings: readonly Finding[]): Finding[][] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = `${f.rule}\u0000${f.term}`;
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  return [...groups.values()];
}

function FindingItem({
  occurrences,
  onApplyRewrite,
  rewriteFirst,
  contextOf,
}: {
  occurrences: Finding[];
  onApplyRewrite?: (findings: Finding[], rewrite: string) => void;
  rewriteFirst: boolean;
  contextOf?: (finding: Finding) => string;
}) {
  const finding = occurrences[0]!;
  const count = occurrences.length;
  const context = contextOf ? occurrences.map(contextOf).join("、") : "";
  const rewrites =
    finding.rewrites.length > 0 ? (
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-xs text-muted">
          {finding.kind === "notice" ? "补上" : finding.rewrites.every(isAdviceOnly) ? "建议" : "可改为"}
        </span>
        {finding.rewrites.map((rewrite) =>
          isAdviceOnly(rewrite) ? (
            // Advice (写明出处…) is no replacement: clicking it would put the note in place of the user's words.
            <span key={rewrite} className="text-sm text-ink">
              {rewrite.slice(1, -1)}
            </span>
          ) : onApplyRewrite ? (
            <button
              key={rewrite}
              type="button"
              onClick={() => onApplyRewrite(occurrences, rewrite)}
              aria-label={
                finding.kind === "notice"
                  ? `在文末补上「${rewrite}」`
                  : `把${count > 1 ? ` ${count} 处` : ""}「${finding.term}」改为「${rewrite}」`
              }
              className="rounded border border-emerald-300 bg-emerald-50 px-2 py-0.5 text-sm text-emerald-900 hover:bg-emerald-100"
            >
              {rewrite}
            </button>
          ) : (
            <span
              key={rewrite}
              className="rounded border border-emerald-300 bg-emerald-50 px-2 py-0.5 text-sm text-emerald-900"
            >
              {rewrite}
            </span>
          ),
        )}
      </div>
    ) : null;
  const source = sourceLabel(finding.source);
  return (
    <li className="space-y-1.5 rounded-md border border-gray-200 bg-white p-3 text-sm" data-finding-rule={finding.rule}>
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={finding.level} />
        <span className="font-bold text-ink">
          {finding.kind === "notice" ? "缺少必备提示语" : `「${finding.term}」`}
        </span>
        {count > 1 ? <span className="text-xs text-muted">共 {count} 处</span> : null}
        {finding.variant ? (
          <span className="text-xs text-muted">{finding.variant}：平台审核会识别这种写法，照样算</span>
        ) : null}
        {context ? <span className="text-xs text-muted">{context}</span> : null}
      </div>
      {rewriteFirst ? rewrites : null}
      <p className="text-ink">{finding.why}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-muted">
        <dt>依据</dt>
        <dd>{finding.basis}</dd>
        {finding.penalty ? (
          <>
            <dt>罚则</dt>
            <dd>{finding.penalty}</dd>
          </>
        ) : null}
        {finding.exemption ? (
          <>
            <dt>可能豁免</dt>
            <dd>
              {finding.exemption.article}；需能证明：{finding.exemption.proof}
            </dd>
          </>
        ) : null}
        {finding.leniency ? (
          <>
            <dt>处罚裁量</dt>
            <dd>{finding.leniency}</dd>
          </>
        ) : null}
        {source ? (
          <>
            <dt>来源</dt>
            <dd>{source}</dd>
          </>
        ) : null}
      </dl>
      {rewriteFirst ? null : rewrites}
    </li>
  );
}

export const FindingsList = memo(function FindingsList({
  findings,
  onApplyRewrite,
  rewriteFirst = false,
  contextOf,
  emptyText = "未发现风险表述。",
}: {
  findings: readonly Finding[];
  /** Called with every occurrence of the term the user chose to rewrite. */
  onApplyRewrite?: (findings: Finding[], rewrite: string) => void;
  /** 极限词改写: the rewrites come before the explanation. */
  rewriteFirst?: boolean;
  /** Extra location text per finding (line number, timestamp). */
  contextOf?: (finding: Finding) => string;
  emptyText?: string;
}) {
  if (findings.length === 0)
    return <p className="rounded-md border border-dashed border-gray-300 p-4 text-sm text-muted">{emptyText}</p>;
  return (
    <div className="space-y-4">
      {LEVELS.map((level) => {
        const group = findings.filter((f) => f.level === level);
        if (group.length === 0) return null;
        return (
          <section key={level} aria-label={`${level}（${group.length}）`}>
            <h4 className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-bold text-ink">
              <LevelBadge level={level} /> {group.length} 处
              <span className="font-normal text-muted">{LEVEL_STYLE[level].meaning}</span>
            </h4>
            <ul className="space-y-2">
              {groupSame(group).map((same) => (
                <FindingItem
                  key={`${same[0]!.rule}-${same[0]!.start}`}
                  occurrences={same}
                  onApplyRewrite={onApplyRewrite}
                  rewriteFirst={rewriteFirst}
                  contextOf={contextOf}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
});
