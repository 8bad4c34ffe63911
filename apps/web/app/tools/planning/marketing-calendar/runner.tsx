import { startTransition, useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { fetchCalendarRange } from "../calendar-client";
import {
  EVENT_KINDS,
  INDUSTRIES,
  KIND_LABEL,
  applyFilters,
  chinaToday,
  filterQuery,
  formatMonthDay,
  parseFilters,
  templateHref,
  type CalendarRange,
  type EventKind,
  type MarketingEvent,
} from "../calendar-data";
import { calendarIcs, feedName } from "./calendar-feed";
import { BTN_PRIMARY, BTN_SECONDARY } from "../ui";
import {
  WEEKDAYS,
  dayMark,
  eventsByDay,
  monthGrid,
  monthLabel,
  parseMonth,
  shiftMonth,
  weekdayIndex,
} from "./calendar-view";

const KIND_CLASS: Record<EventKind, string> = {
  holiday: "bg-red-50 text-red-800 border-red-200",
  workday: "bg-gray-100 text-gray-800 border-gray-300",
  "solar-term": "bg-emerald-50 text-emerald-800 border-emerald-200",
  festival: "bg-violet-50 text-violet-800 border-violet-200",
  ecommerce: "bg-orange-50 text-orange-800 border-orange-200",
  industry: "bg-sky-50 text-sky-800 border-sky-200",
};

const CONFIDENCE_LABEL = { official: "官方", community: "行业惯例（非官方）", reference: "参考" } as const;

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
          <button type="button" className={BTN_SECONDARY} onClick={() => goMonth(shiftMonth(month, -1))}>
            上个月
          </button>
          <button
            type="button"
            className={BTN_SECONDARY}
            onClick={() => goMonth(today.slice(0, 7))}
            disabled={month === today.slice(0, 7)}
          >
            本月
          </button>
          <button type="button" className={BTN_SECONDARY} onClick={() => goMonth(shiftMonth(month, 1))}>
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
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800"
        >
          <p>{load.message}</p>
          <button type="button" className={BTN_SECONDARY} onClick={() => setAttempt((n) => n + 1)}>
            重试
          </button>
        </div>
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

function MonthGrid({
  month,
  days,
  today,
  byDay,
  byDayAll,
  lunar,
  selected,
  onSelect,
}: {
  month: string;
  days: string[];
  today: string;
  byDay: Map<string, MarketingEvent[]>;
  byDayAll: Map<string, MarketingEvent[]>;
  lunar: Record<string, string> | null;
  selected: string;
  onSelect: (date: string) => void;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-gray-200" data-testid="calendar-grid">
      <div className="grid grid-cols-7 bg-gray-50 text-center text-xs font-medium text-gray-700" aria-hidden="true">
        {WEEKDAYS.map((w) => (
          <div key={w} className="py-2">
            {w}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7 border-t border-gray-200">
        {days.map((date) => {
          const inMonth = date.startsWith(month);
          const events = byDay.get(date) ?? [];
          const mark = dayMark(byDayAll.get(date) ?? []);
          const weekend = weekdayIndex(date) >= 5;
          const isSelected = date === selected;
          return (
            <li
              key={date}
              data-date={date}
              className={`min-h-20 border-b border-r border-gray-100 sm:min-h-28 ${inMonth ? "bg-white" : "bg-gray-50"}`}
            >
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(date)}
                className={`flex h-full w-full flex-col items-stretch gap-0.5 p-1 text-left focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-1.5 ${isSelected ? "ring-2 ring-inset ring-brand-500" : ""}`}
              >
                <span className="flex items-baseline justify-between gap-1">
                  <span
                    className={`text-sm font-bold ${date === today ? "rounded bg-brand-700 px-1 text-white" : !inMonth ? "text-gray-500" : (weekend && mark !== "work") || mark === "rest" ? "text-red-700" : "text-gray-900"}`}
                  >
                    <span className="sr-only">{Number(date.slice(5, 7))}月</span>
                    {Number(date.slice(8, 10))}
                    <span className="sr-only">日 </span>
                  </span>
                  {mark ? (
                    <span
                      className={`rounded px-0.5 text-[10px] font-bold ${mark === "rest" ? "bg-red-100 text-red-800" : "bg-gray-200 text-gray-800"}`}
                    >
                      {mark === "rest" ? "休" : "班"}
                      <span className="sr-only">{mark === "rest" ? "（放假）" : "（调休上班）"} </span>
                    </span>
                  ) : null}
                </span>
                {lunar?.[date] ? (
                  <span className="hidden text-[11px] text-gray-600 sm:block">{lunar[date]}</span>
                ) : null}
                <span className="flex flex-col gap-0.5">
                  {events.slice(0, 3).map((e) => (
                    <span
                      key={e.id}
                      data-kind={e.kind}
                      className={`truncate rounded border px-0.5 text-[10px] leading-4 sm:text-xs ${KIND_CLASS[e.kind]}`}
                    >
                      {e.name}
                    </span>
                  ))}
                  {events.length > 3 ? (
                    <span className="text-[10px] text-gray-700">还有 {events.length - 3} 项</span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function DayDetail({
  date,
  lunar,
  events,
  industry,
}: {
  date: string;
  lunar: string | null;
  events: MarketingEvent[];
  industry: string | null;
}) {
  return (
    <section aria-label="当天的营销节点" className="flex flex-col gap-3">
      <h4 className="font-bold">
        {formatMonthDay(date)} 周{WEEKDAYS[weekdayIndex(date)]}
        {lunar ? <span className="ml-2 text-sm font-normal text-gray-700">农历{lunar}</span> : null}
      </h4>
      {events.length === 0 ? (
        <p className="text-sm text-muted">这一天没有符合筛选条件的节点。</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {events.map((e) => (
            <li key={e.id}>
              <EventCard event={e} industry={industry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EventCard({ event, industry }: { event: MarketingEvent; industry: string | null }) {
  return (
    <article
      data-kind={event.kind}
      className="flex h-full flex-col gap-1.5 rounded-xl border border-gray-200 bg-white p-3 text-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h5 className="text-base font-bold">{event.name}</h5>
        <span className={`shrink-0 rounded border px-1.5 py-0.5 text-xs ${KIND_CLASS[event.kind]}`}>
          {KIND_LABEL[event.kind]}
        </span>
      </div>
      <p className="text-gray-800">
        <time dateTime={event.date}>{formatMonthDay(event.date)}</time>
        {event.end ? (
          <>
            {" 至 "}
            <time dateTime={event.end}>{formatMonthDay(event.end)}</time>
          </>
        ) : null}
      </p>
      {event.note ? <p className="text-gray-800">{event.note}</p> : null}
      {event.leadDays > 0 ? (
        <p className="rounded-md bg-brand-50 px-2 py-1 text-brand-800">
          建议开始准备 <time dateTime={event.prepareFrom}>{formatMonthDay(event.prepareFrom)}</time>（提前{" "}
          {event.leadDays} 天）
        </p>
      ) : null}
      <p className="text-gray-700">{event.tip}</p>
      <p className="text-xs text-gray-600">
        来源：{event.source.label}（{CONFIDENCE_LABEL[event.source.confidence]}）
      </p>
      <a className="mt-auto self-start font-medium text-brand-700 hover:underline" href={templateHref(event, industry)}>
        找{event.name}模板
      </a>
    </article>
  );
}

function EventList({
  events,
  industry,
  monthName,
}: {
  events: MarketingEvent[];
  industry: string | null;
  monthName: string;
}) {
  if (events.length === 0)
    return (
      <p className="rounded-xl border border-gray-200 p-6 text-center text-sm text-muted">
        {monthName}没有符合筛选条件的节点，换个类型或行业试试。
      </p>
    );
  const groups = new Map<string, MarketingEvent[]>();
  for (const e of events) groups.set(e.date, [...(groups.get(e.date) ?? []), e]);
  return (
    <ol className="flex flex-col gap-4" data-testid="calendar-list">
      {[...groups].map(([date, list]) => (
        <li key={date} data-date={date} className="flex flex-col gap-2">
          <h4 className="text-sm font-bold text-gray-800">
            {formatMonthDay(date)} 周{WEEKDAYS[weekdayIndex(date)]}
          </h4>
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((e) => (
              <li key={e.id}>
                <EventCard event={e} industry={industry} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

const noSubscribe = () => () => {};

/** The feed's query for the current view: the tool page's filters plus the alarm choice. */
function feedSearch(filters: ReturnType<typeof parseFilters>, alarm: boolean): string {
  const q = new URLSearchParams();
  const fq = filterQuery(filters);
  if (fq.kinds) q.set("kinds", fq.kinds);
  if (fq.industry) q.set("industry", fq.industry);
  if (alarm) q.set("alarm", "1");
  const s = q.toString();
  return s ? `?${s}` : "";
}

function ExportPanel({
  year,
  filters,
  alarm,
  onAlarm,
  requestRun,
}: {
  year: number;
  filters: ReturnType<typeof parseFilters>;
  alarm: boolean;
  onAlarm: (on: boolean) => void;
  requestRun: ToolRunnerProps["requestRun"];
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const origin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => "",
  );
  const alarmId = useId();
  const linkId = useId();
  const feedQuery = feedSearch(filters, alarm);
  const httpsLink = origin ? `${origin}/calendar.ics${feedQuery}` : "";
  const webcalLink = httpsLink.replace(/^https?:/, "webcal:");

  const download = useCallback(async () => {
    setMessage(null);
    if (!(await requestRun())) return;
    setBusy(true);
    try {
      const data = await fetchCalendarRange(`${year}-01-01`, `${year}-12-31`, false);
      const events = applyFilters(data.events, filters);
      const industryName = INDUSTRIES.find((i) => i.key === filters.industry)?.name ?? null;
      const text = calendarIcs(events, {
        filters,
        alarm,
        origin: window.location.origin,
        stamp: new Date(),
        name: `${feedName(filters, industryName)} ${year}`,
      });
      const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `营销日历-${year}.ics`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setMessage(`已生成 ${year} 年的 ${events.length} 个节点。`);
    } catch {
      setMessage("生成日历文件失败，请稍后重试。");
    } finally {
      setBusy(false);
    }
  }, [requestRun, year, filters, alarm]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(httpsLink);
      setMessage("订阅链接已复制，粘贴到日历应用的“通过 URL 订阅”即可。");
    } catch {
      setMessage("复制失败，请手动选中链接复制。");
    }
  };

  return (
    <section
      aria-labelledby={`${linkId}-h`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h3 id={`${linkId}-h`} className="font-bold">
        导出与订阅（当前筛选）
      </h3>
      <label htmlFor={alarmId} className="flex items-center gap-2 text-sm">
        <input
          id={alarmId}
          type="checkbox"
          className="size-4"
          checked={alarm}
          onChange={(e) => onAlarm(e.target.checked)}
        />
        在“建议开始准备”当天 9:00 提醒我
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BTN_PRIMARY} onClick={download} disabled={busy}>
          {busy ? "正在生成…" : `下载 ${year} 年 .ics 文件`}
        </button>
        {webcalLink ? (
          <a className={BTN_SECONDARY} href={webcalLink}>
            用日历应用订阅
          </a>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={linkId} className="text-sm font-medium text-gray-800">
          订阅链接（自动更新，今明两年）
        </label>
        <div className="flex gap-2">
          <input
            id={linkId}
            readOnly
            value={httpsLink}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-1.5 text-sm"
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className={`${BTN_SECONDARY} shrink-0`} onClick={copy} disabled={!httpsLink}>
            复制链接
          </button>
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-gray-800">
        {message}
      </p>
      <details className="text-sm text-gray-700">
        <summary className="cursor-pointer font-medium text-gray-800">各日历应用怎么订阅</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>苹果日历（iPhone/Mac）：点“用日历应用订阅”，或在 文件 › 新建日历订阅 中粘贴链接。</li>
          <li>Outlook：添加日历 › 从 Internet 订阅，粘贴链接。</li>
          <li>Google 日历：其他日历 › 通过网址添加，粘贴链接（Google 约每 12–24 小时同步一次）。</li>
          <li>飞书 / 钉钉：日历 › 订阅日历 › 通过链接（URL）订阅，粘贴链接。</li>
          <li>下载的 .ics 文件是一次性导入，不会自动更新；想随放假通知自动更新请用订阅链接。</li>
        </ul>
      </details>
    </section>
  );
}
