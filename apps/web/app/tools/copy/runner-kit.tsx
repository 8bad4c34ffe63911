/**
 * Pieces the copy runners share: the once-per-input run request of live tools,
 * history saving after a pause, and the platform verdict table with its machine-readable row attributes.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { ToolRunnerProps } from "../tool-definition";
import { buttonClass } from "../../components/ui/button";
import { RunBlocked } from "../kit/run-blocked";
import { SourceBadge } from "../kit/source-badge";
import type { FieldResult, Verdict } from "./counting";
import { confidenceLabel } from "../kit/source-badge";
import { emojiCounting } from "./emoji-counting";
import type { PlatformField } from "./platform-rules";
import type { RiskFinding } from "./title-analyzer";

export type RunState = "idle" | "pending" | "allowed" | "blocked";

/**
 * Live tools ask for one run when the input first becomes non-empty, and again
 * after it was cleared — never per keystroke (tool-definition.ts `requestRun`).
 */
export function useLiveRun(
  requestRun: ToolRunnerProps["requestRun"],
  initialHasInput: boolean,
  options?: { vipOnly?: boolean },
) {
  const [state, setState] = useState<RunState>(initialHasInput ? "pending" : "idle");
  const asked = useRef(false);
  const vipOnly = options?.vipOnly;
  const ask = useCallback(() => {
    asked.current = true;
    setState("pending");
    requestRun(vipOnly ? { vipOnly } : undefined).then(
      (ok) => setState(ok ? "allowed" : "blocked"),
      () => setState("blocked"),
    );
  }, [requestRun, vipOnly]);
  // A share link or a restored history entry starts with text: that is one run.
  const initial = useRef(initialHasInput);
  useEffect(() => {
    if (initial.current && !asked.current) {
      asked.current = true;
      requestRun(vipOnly ? { vipOnly } : undefined).then(
        (ok) => setState(ok ? "allowed" : "blocked"),
        () => setState("blocked"),
      );
    }
  }, [requestRun, vipOnly]);
  /** Call from the input's change handler with whether it is non-empty now. */
  const inputChanged = useCallback(
    (hasInput: boolean) => {
      if (hasInput && !asked.current) ask();
      else if (!hasInput && asked.current) {
        asked.current = false;
        setState("idle");
      }
    },
    [ask],
  );
  return { state, retry: ask, inputChanged };
}

/** Keep a result in history once the user pauses (not per keystroke), once per distinct input. */
export function useAutoHistory(
  enabled: boolean,
  input: string,
  summary: string,
  saveHistory: ToolRunnerProps["saveHistory"],
  delayMs = 1500,
) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || input.trim() === "" || last.current === input) return;
    const id = setTimeout(() => {
      last.current = input;
      saveHistory({ input, summary });
    }, delayMs);
    return () => clearTimeout(id);
  }, [enabled, input, summary, saveHistory, delayMs]);
}

export function BlockedNotice({ state, onRetry }: { state: RunState; onRetry: () => void }) {
  if (state === "pending")
    return (
      <p className="text-sm text-muted" role="status">
        正在准备分析…
      </p>
    );
  if (state !== "blocked") return null;
  return (
    <RunBlocked note="你输入的内容已保留。" onRetry={onRetry}>
      暂时不能分析
    </RunBlocked>
  );
}

export const verdictText: Record<Verdict, string> = {
  ok: "符合",
  over: "超出",
  under: "不足",
  forbidden: "含禁用字符",
};
const verdictTone: Record<Verdict, string> = {
  ok: "bg-emerald-50 text-emerald-800",
  over: "bg-red-50 text-red-800",
  under: "bg-amber-50 text-amber-900",
  forbidden: "bg-violet-50 text-violet-800",
};

export function VerdictChip({ verdict }: { verdict: Verdict }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${verdictTone[verdict]}`}
    >
      {verdictText[verdict]}
    </span>
  );
}

function units(r: FieldResult, n: number): string {
  if (r.field.count === "weibo") return String(Math.ceil(n / 2));
  return r.field.count === "grapheme" ? String(n) : String(n / 2);
}

/**
 * One row per platform field. `data-used` / `data-limit` are in the platform's
 * counting units (half-字 for the doubled rules, so both are integers).
 */
export function PlatformTable({
  rows,
  selected,
  onSelect,
  caption,
}: {
  rows: FieldResult[];
  selected?: string | null;
  onSelect?: (key: string) => void;
  caption: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="mb-2 text-left text-sm text-muted">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-left text-xs text-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              平台 · 字段
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              已用 / 上限
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              结论
            </th>
            <th scope="col" className="py-2 font-medium">
              规则来源
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.field.key}
              data-platform={r.field.key}
              data-used={r.used}
              data-limit={r.limit}
              data-verdict={r.verdict}
              data-emoji={emojiCounting(r.field).counts}
              className={`border-b border-gray-100 align-top ${selected === r.field.key ? "bg-brand-50" : ""}`}
            >
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                <span className="font-medium">{r.field.platform}</span> · {r.field.field}
                {r.field.preset ? (
                  <span className="ml-1 rounded bg-gray-100 px-1 text-xs text-gray-700">{r.field.preset}</span>
                ) : null}
                <p className="mt-0.5 text-xs text-muted">{r.field.note}</p>
                <EmojiNote field={r.field} />
              </th>
              <td className="whitespace-nowrap py-2 pr-2 tabular-nums">
                {units(r, r.used)} / {r.field.min ? `${r.field.min}–` : ""}
                {r.field.max} 字
              </td>
              <td className="py-2 pr-2">
                <VerdictChip verdict={r.verdict} />
                {r.findings.length > 0 ? (
                  <p className="mt-1 text-xs text-violet-800">
                    {[...new Set(r.findings.map((f) => f.text))].join(" ")}
                  </p>
                ) : null}
                {onSelect && r.cutAt !== null ? (
                  <button
                    type="button"
                    onClick={() => onSelect(r.field.key)}
                    className="mt-1 block text-xs text-brand-700 underline underline-offset-2"
                    aria-pressed={selected === r.field.key}
                  >
                    标出截断位置
                  </button>
                ) : null}
              </td>
              <td className="py-2">
                <SourceBadge source={r.field.source} />
                <span className="ml-1 text-xs text-muted">可信度{r.field.certainty}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EmojiNote({ field }: { field: PlatformField }) {
  const e = emojiCounting(field);
  return (
    <p className="mt-0.5 text-xs text-muted">
      {e.note}{" "}
      <span>
        （{confidenceLabel[e.source.confidence]}：
        {e.source.url ? (
          <a href={e.source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
            {e.source.label}
          </a>
        ) : (
          e.source.label
        )}
        ）
      </span>
    </p>
  );
}

export function StatGrid({ items }: { items: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((i) => (
        <div key={i.label} className="rounded-lg border border-gray-200 bg-white p-2">
          <dt className="text-xs text-muted">{i.label}</dt>
          <dd className="text-lg font-bold tabular-nums" data-stat={i.testId}>
            {i.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export const fieldClass =
  "w-full rounded-lg border border-gray-300 bg-white p-3 text-base leading-relaxed focus:border-brand-600";

/** A copy tool's text: a labelled textarea, and under it 清空 and the tool's own controls (`children`). */
export function CopyInput({
  label,
  value,
  onChange,
  rows,
  placeholder,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  placeholder: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={rows}
        placeholder={placeholder}
        className={fieldClass}
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClass} onClick={() => onChange("")} disabled={value === ""}>
          清空
        </button>
        {children}
      </div>
    </div>
  );
}

/**
 * A text setting kept in the URL but typed into a field: the field follows local
 * state, so a URL update that lands a moment later never drops a keystroke.
 */
export function useTextSetting(
  settings: URLSearchParams,
  setSettings: ToolRunnerProps["setSettings"],
  key: string,
): [string, (value: string) => void] {
  const [value, setValue] = useState(() => settings.get(key) ?? "");
  const update = useCallback(
    (next: string) => {
      setValue(next);
      setSettings({ [key]: next.trim() === "" ? null : next });
    },
    [setSettings, key],
  );
  return [value, update];
}

/** The compliance engine's findings in a copy tool's report: each term, its level, why, and up to three rewrites. */
export function RiskList({ risks, className = "" }: { risks: RiskFinding[]; className?: string }) {
  if (risks.length === 0) return null;
  return (
    <ul className={`space-y-1 rounded bg-red-50 p-2 text-xs text-red-900 ${className}`}>
      {risks.map((f, j) => (
        <li key={j}>
          「{f.term}」{f.level}：{f.why}
          {f.rewrites.length ? ` 可改为：${f.rewrites.slice(0, 3).join("、")}` : ""}
        </li>
      ))}
    </ul>
  );
}
