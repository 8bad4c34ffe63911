/**
 * One heatmap: hours down, weekdays across (7 columns fit a 375 px phone), each cell its score
 * and the number of posts behind it, and the best three slots above. Hooks:
 * `[data-slot="<weekday>-<hour>"][data-score][data-posts]` per cell, `[data-best-slot]` for the top 3.
 */
import type { Heatmap } from "./heatmap";
import { slotKey, slotLabel, WEEKDAYS } from "./heatmap";

/** Buckets of the 0–100 score; the dark ones carry white text (AA contrast on each). */
const BUCKETS = [
  { min: 80, cls: "bg-orange-950 text-white", label: "80–100" },
  { min: 60, cls: "bg-orange-800 text-white", label: "60–79" },
  { min: 40, cls: "bg-orange-300 text-gray-900", label: "40–59" },
  { min: 20, cls: "bg-orange-100 text-gray-900", label: "20–39" },
  { min: 0, cls: "bg-orange-50 text-gray-900", label: "0–19" },
];

function bucketClass(score: number | null): string {
  if (score === null) return "bg-gray-50 text-gray-600";
  return BUCKETS.find((b) => score >= b.min)!.cls;
}

const CONFIDENCE_TEXT = { 高: "可信度高", 中: "可信度中", 低: "可信度低" } as const;

export function BestSlots({ map }: { map: Heatmap }) {
  if (map.best.length === 0) return null;
  return (
    <ol className="flex flex-col gap-2" aria-label="推荐发布时段">
      {map.best.map((s, i) => (
        <li
          key={slotKey(s.weekday, s.hour)}
          data-best-slot={slotKey(s.weekday, s.hour)}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg border border-orange-200 bg-orange-50 px-3 py-2 text-sm"
        >
          <span className="font-bold">
            {i + 1}. {slotLabel(s.weekday, s.hour)}
          </span>
          <span>得分 {Math.round(s.score)}</span>
          <span>{s.posts} 条帖子</span>
          <span className={s.confidence === "低" ? "text-red-700" : "text-gray-700"}>
            {CONFIDENCE_TEXT[s.confidence]}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function HeatmapTable({ map, caption }: { map: Heatmap; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed border-separate border-spacing-0.5 text-center text-xs" data-heatmap>
        <caption className="mb-1 text-left text-sm font-medium">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-12 font-normal text-gray-700">
              时段
            </th>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="font-medium">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 24 }, (_, hour) => (
            <tr key={hour}>
              <th scope="row" className="font-normal text-gray-700 tabular-nums">
                {String(hour).padStart(2, "0")}:00
              </th>
              {WEEKDAYS.map((_, d) => {
                const cell = map.cells[d * 24 + hour]!;
                const score = cell.score === null ? null : Math.round(cell.score);
                return (
                  <td
                    key={d}
                    data-slot={slotKey(d + 1, hour)}
                    data-score={score ?? ""}
                    data-posts={cell.posts}
                    className={`rounded px-0.5 py-0.5 leading-tight tabular-nums ${bucketClass(cell.score)}`}
                  >
                    <span className="sr-only">{slotLabel(d + 1, hour)}：</span>
                    {score === null ? "–" : score}
                    <span className="block text-[10px]">
                      {cell.posts ? `${cell.posts}条` : ""}
                      <span className="sr-only">{cell.posts ? "帖子" : "没有帖子"}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HeatmapLegend() {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-gray-700" aria-label="颜色说明">
      <span>得分：</span>
      {[...BUCKETS].reverse().map((b) => (
        <span key={b.label} className={`rounded px-1.5 py-0.5 ${b.cls}`}>
          {b.label}
        </span>
      ))}
      <span className="rounded bg-gray-50 px-1.5 py-0.5 text-gray-600">– 没有帖子</span>
    </div>
  );
}
