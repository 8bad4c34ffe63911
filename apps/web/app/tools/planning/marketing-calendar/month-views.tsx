/** 营销日历's views of a month: the grid, a day's events and the list (runner.tsx holds the state). */
import { KIND_LABEL, formatMonthDay, templateHref, type EventKind, type MarketingEvent } from "../calendar-data";
import { WEEKDAYS, dayMark, weekdayIndex } from "./calendar-view";

export const KIND_CLASS: Record<EventKind, string> = {
  holiday: "bg-red-50 text-red-800 border-red-200",
  workday: "bg-gray-100 text-gray-800 border-gray-300",
  "solar-term": "bg-emerald-50 text-emerald-800 border-emerald-200",
  festival: "bg-violet-50 text-violet-800 border-violet-200",
  ecommerce: "bg-orange-50 text-orange-800 border-orange-200",
  industry: "bg-sky-50 text-sky-800 border-sky-200",
};

const CONFIDENCE_LABEL = { official: "官方", community: "行业惯例（非官方）", reference: "参考" } as const;

export function MonthGrid({
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

export function DayDetail({
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

export function EventList({
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
