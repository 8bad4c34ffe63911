/**
 * Where a rule or limit comes from, shown beside every verdict of every family (app/tools/README.md "Rules
 * are data"): official / community / 参考值, the source (a link when it has one) and 最后核对.
 */
import type { ToolSource } from "../tool-definition";

export const confidenceLabel: Record<ToolSource["confidence"], string> = {
  official: "官方文档",
  community: "社区来源",
  reference: "参考值",
};

const confidenceTone: Record<ToolSource["confidence"], string> = {
  official: "bg-emerald-50 text-emerald-800",
  community: "bg-sky-50 text-sky-800",
  reference: "bg-gray-100 text-gray-700",
};

export function SourceBadge({ source }: { source: ToolSource }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs">
      <span className={`rounded px-1.5 py-0.5 font-medium ${confidenceTone[source.confidence]}`}>
        {confidenceLabel[source.confidence]}
      </span>
      {source.url ? (
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-muted underline underline-offset-2 hover:text-ink"
        >
          {source.label}
        </a>
      ) : (
        <span className="text-muted">{source.label}</span>
      )}
      <span className="text-muted">· 最后核对 {source.checkedAt}</span>
    </span>
  );
}
