/**
 * Loudness over time as an SVG line (RMS dBFS per 0.1 s, from −60 to 0) with
 * silent stretches shaded, and the same stretches as a list with hooks
 * (`data-silence`, `data-start`, `data-end`, seconds).
 */
import { SILENCE_DB, levelSummary, type LoudnessPoint, type Silence } from "./loudness";
import { formatTime } from "./shots";

const W = 600;
const H = 120;
const MIN_DB = -60;

export function LoudnessChart({
  points,
  silences,
  duration,
}: {
  points: LoudnessPoint[];
  silences: Silence[];
  duration: number;
}) {
  const span = Math.max(duration, points.at(-1)?.time ?? 0, 0.1);
  const x = (t: number) => (t / span) * W;
  const y = (db: number) => H - ((Math.max(MIN_DB, Math.min(0, db)) - MIN_DB) / -MIN_DB) * H;
  const line = points.map((p, i) => `${i ? "L" : "M"}${x(p.time).toFixed(1)},${y(p.db).toFixed(1)}`).join("");
  const summary = levelSummary(points);
  return (
    <div className="mt-1 space-y-2">
      <p>
        {summary
          ? `平均响度 ${summary.mean.toFixed(1)} dBFS，最响 ${summary.peak.toFixed(1)} dBFS（按 0.1 秒的均方根电平计算，不是平台用的 LUFS 响度）。`
          : "整条音轨都低于静音线，听起来是无声的。"}
      </p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-28 w-full rounded border border-gray-200 bg-gray-50"
        role="img"
        aria-label={`响度曲线：${silences.length} 段静音`}
        preserveAspectRatio="none"
      >
        {silences.map((s) => (
          <rect
            key={s.start}
            x={x(s.start)}
            y={0}
            width={Math.max(1, x(s.end) - x(s.start))}
            height={H}
            fill="#fde68a"
          />
        ))}
        <line x1={0} x2={W} y1={y(SILENCE_DB)} y2={y(SILENCE_DB)} stroke="#9ca3af" strokeDasharray="4 4" />
        <path d={line} fill="none" stroke="#1d4ed8" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
      </svg>
      {silences.length ? (
        <ul className="flex flex-wrap gap-2">
          {silences.map((s) => (
            <li
              key={s.start}
              data-silence
              data-start={s.start.toFixed(2)}
              data-end={s.end.toFixed(2)}
              className="rounded bg-amber-50 px-2 py-0.5 tabular-nums text-amber-900"
            >
              静音 {formatTime(s.start)}–{formatTime(s.end)}（{(s.end - s.start).toFixed(1)} 秒）
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">没有 0.5 秒以上的静音段（静音线 {SILENCE_DB} dBFS）。</p>
      )}
    </div>
  );
}
