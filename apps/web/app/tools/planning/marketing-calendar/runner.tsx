import { startTransition, useEffect, useId, useMemo, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { fetchCalendarRange } from "../calendar-client";
import {
  EVENT_KINDS,
  INDUSTRIES,
  KIND_LABEL,
  applyFilters,
  chinaToday,
  filterQuery,
  parseFilters,
  type CalendarRange,
  type EventKind,
} from "../calendar-data";
import { eventsByDay, monthGrid, monthLabel, parseMonth, shiftMonth } from "./calendar-view";

import { ExportPanel } from "./export-panel";
import { DayDetail, EventList, KIND_CLASS, MonthGrid } from "./month-views";
import { buttonClass } from "../../../components/ui/button";
import { LoadFailed } from "../../kit/load-failed";

type Load = { status: "loading" } | { status: "error"; message: string } | { status: "ok"; data: CalendarRange };

/** 营销日历: month grid / list, kind and industry filters, .ics download and subscription links. */
export default function MarketingCalendarRunner({ settings, setSettings, requestRun }: ToolRunnerProps) {
  const today = useMemo(() => chinaToday(), []);
  const month = parseMonth(settings.get("month")) ?? today.slice(0, 7);
  const view = settings.get("view") === "list" ? "list" : "grid";
  const filters = parseFilters(settings);
  const alarm = settings.get("alarm") === "1";
  const days = useMemo(() => monthGrid(month), [month]);
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  // The answer remembers which request it belongs to; anything else is still loading.
  const requestKey = `${days[0]}|${attempt}`;
  const [result, setResult] = useState<{ key: string; load: Load } | null>(null);
  const load: Load = result?.key === requestKey ? result.load : { status: "loading" };

  useEffect(() => {
    const controller = new AbortController();
    fetchCalendarRange(days[0]!, days[days.length - 1]!, true, controller.signal).then(
      // A transition: the month grid and its event cards render in slices the browser can interrupt,
      // not in one task right after the page loads (a 14 ms task on a phone's main thread under `npm run lighthouse`).
      (data) => startTransition(() => setResult({ key: requestKey, load: { status: "ok", data } })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof Error && /[\u4e00-\u9fff]/.test(error.message)
            ? error.message
            : "营销日历加载失败，请稍后重试";
        setResult({ key: requestKey, load: { status: "error", message } });
      },
    );
    return () => controller.abort();
  }, [days, requestKey]);

  const goMonth = (next: string) => {
    setSelected(null);
    setSettings({ month: next });
  };

  const allEvents = load.status === "ok" ? load.data.events : [];
  const shown = applyFilters(allEvents, filters);
  const byDayAll = eventsByDay(allEvents, days);
  const byDay = eventsByDay(shown, days);
  const monthEvents = shown.filter(
    (e) =>
      e.date.slice(0, 7) === month ||
      (e.end ?? e.date).slice(0, 7) === month ||
      (e.date < `${month}-01` && (e.end ?? e.date) > `${month}-31`),
  );
  const activeDay = selected ?? (today.startsWith(month) ? today : `${month}-01`);

  return (
    <div className="flex flex-col gap-5">
      <Filters
        filters={filters}
        onChange={(next) => setSettings(filterQuery(next))}
        view={view}
        onView={(next) => setSettings({ view: next === "grid" ? null : next })}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-bold" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <div className="flex gap-2">
          <button type="button" className={buttonClass} onClick={() => goMonth(shiftMonth(month, -1))}>
            上个月
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => goMonth(today.slice(0, 7))}
            disabled={month === today.slice(0, 7)}
          >
            本月
          </button>
          <button type="button" className={buttonClass} onClick={() => goMonth(shiftMonth(month, 1))}>
            下个月
          </button>
        </div>
      </div>

      {load.status === "ok" ? <YearNotes data={load.data} month={month} /> : null}

      {load.status === "loading" ? (
        <p role="status" className="rounded-xl border border-gray-200 bg-gray-50 p-6 text-center text-sm text-muted">
          正在加载{monthLabel(month)}的营销节点…
        </p>
      ) : load.status === "error" ? (
        <LoadFailed message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : view === "grid" ? (
        <>
          <MonthGrid
            month={month}
            days={days}
            today={today}
            byDay={byDay}
            byDayAll={byDayAll}
            lunar={load.data.lunar}
            selected={activeDay}
            onSelect={setSelected}
          />
          <DayDetail
            date={activeDay}
            lunar={load.data.lunar?.[activeDay] ?? null}
            events={byDay.get(activeDay) ?? []}
            industry={filters.industry}
          />
        </>
      ) : (
        <EventList events={monthEvents} industry={filters.industry} monthName={monthLabel(month)} />
      )}

      <ExportPanel
        year={Number(month.slice(0, 4))}
        alarm={alarm}
        onAlarm={(on) => setSettings({ alarm: on ? "1" : null })}
        requestRun={requestRun}
        filters={filters}
      />
    </div>
  );
}

function Filters({
  filters,
  onChange,
  view,
  onView,
}: {
  filters: ReturnType<typeof parseFilters>;
  onChange: (next: ReturnType<typeof parseFilters>) => void;
  view: "grid" | "list";
  onView: (next: "grid" | "list") => void;
}) {
  const industryId = useId();
  const toggle = (kind: EventKind) => {
    const has = filters.kinds.includes(kind);
    const kinds = has
      ? filters.kinds.filter((k) => k !== kind)
      : EVENT_KINDS.filter((k) => k === kind || filters.kinds.includes(k));
    // Unticking the last kind would show an empty calendar: keep at least one.
    if (kinds.length) onChange({ ...filters, kinds });
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-medium text-gray-800">显示类型</legend>
        {EVENT_KINDS.map((kind) => {
          const on = filters.kinds.includes(kind);
          return (
            <label
              key={kind}
              className={`flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm focus-within:ring-2 focus-within:ring-brand-500 ${on ? KIND_CLASS[kind] : "border-gray-200 bg-white text-gray-700"}`}
            >
              <input type="checkbox" className="size-4" checked={on} onChange={() => toggle(kind)} />
              {KIND_LABEL[kind]}
            </label>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={industryId} className="text-sm font-medium text-gray-800">
            行业
          </label>
          <select
            id={industryId}
            className="rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm"
            value={filters.industry ?? ""}
            onChange={(e) => onChange({ ...filters, industry: e.target.value || null })}
          >
            <option value="">全部行业</option>
            {INDUSTRIES.map((i) => (
              <option key={i.key} value={i.key}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="视图" className="flex overflow-hidden rounded-lg border border-gray-300">
          {(["grid", "list"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={`px-3 py-1.5 text-sm ${view === v ? "bg-brand-700 font-medium text-white" : "bg-white text-gray-800 hover:bg-gray-50"}`}
            >
              {v === "grid" ? "月历" : "列表"}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function YearNotes({ data, month }: { data: CalendarRange; month: string }) {
  const year = Number(month.slice(0, 4));
  const status = data.years.find((y) => y.year === year);
  if (!status || status.status === "official") return null;
  return status.status === "unpublished" ? (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {year} 年放假安排尚未公布：日历只标出法定节日当天，放假和调休上班日以国务院办公厅通知为准，通知发布后更新。
    </p>
  ) : (
    <p role="note" className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-800">
      {year} 年放假安排来源：{status.source}
    </p>
  );
}
