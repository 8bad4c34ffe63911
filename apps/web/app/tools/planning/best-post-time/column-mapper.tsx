/** The guessed columns, each a select the user can correct (发布时间, the engagement columns, the basis). */
import { useId } from "react";
import { METRICS, normaliseHeader, type ColumnMapping, type MetricKey } from "./columns";
import { SCORE_BASES, type ScoreBasis } from "./heatmap";

const selectClass = "mt-1 block w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm";

function ColumnSelect({
  label,
  headers,
  value,
  onChange,
}: {
  label: string;
  headers: readonly unknown[];
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value === null ? "" : String(value)}
        onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      >
        <option value="">（不使用）</option>
        {headers.map((h, i) => (
          <option key={i} value={i}>
            {normaliseHeader(h) || `第 ${i + 1} 列`}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ColumnMapper({
  headers,
  mapping,
  basis,
  onMapping,
  onBasis,
}: {
  headers: readonly unknown[];
  mapping: ColumnMapping;
  basis: ScoreBasis;
  onMapping: (m: ColumnMapping) => void;
  onBasis: (b: ScoreBasis) => void;
}) {
  const basisId = useId();
  const setMetric = (key: MetricKey, v: number | null) =>
    onMapping({ ...mapping, metrics: { ...mapping.metrics, [key]: v } });
  return (
    <fieldset className="rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium">识别到的列（不对可以改）</legend>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <ColumnSelect
          label="发布时间"
          headers={headers}
          value={mapping.time}
          onChange={(v) => onMapping({ ...mapping, time: v })}
        />
        {METRICS.map((m) => (
          <ColumnSelect
            key={m.key}
            label={m.label}
            headers={headers}
            value={mapping.metrics[m.key]}
            onChange={(v) => setMetric(m.key, v)}
          />
        ))}
        <div className="col-span-2 min-w-0 text-sm">
          <label htmlFor={basisId} className="font-medium">
            按什么比较
          </label>
          <select
            id={basisId}
            className={selectClass}
            value={basis}
            onChange={(e) => onBasis(e.target.value as ScoreBasis)}
          >
            {SCORE_BASES.map((b) => (
              <option key={b.key} value={b.key}>
                {b.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
