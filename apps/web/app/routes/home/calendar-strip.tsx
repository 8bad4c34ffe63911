import type { CalendarEvent } from "../../lib/api-schemas";
import { EmptyState, ErrorState } from "../../components/data-states";
import type { SectionResult } from "../../http/section";
import { useScrollFocus } from "../../lib/use-scroll-focus";
import { EVENT_KIND_LABEL, calendarDate, daysLeftLabel, formatMonthDay, prepareStatus } from "./home-data";

const KIND_CLASS: Record<CalendarEvent["kind"], string> = {
  holiday: "bg-red-50 text-red-800",
  "solar-term": "bg-emerald-50 text-emerald-800",
  festival: "bg-violet-50 text-violet-800",
  shopping: "bg-brand-50 text-brand-800",
};

/** 营销日历: the next marketing dates, each with the day to start preparing (易企秀's 建议开始推广日). */
export function CalendarStrip({
  calendar,
  moreHref,
}: {
  calendar: SectionResult<CalendarEvent[]>;
  moreHref: string | null;
}) {
  return (
    <section aria-labelledby="calendar-heading" className="render-on-view flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="calendar-heading" className="text-xl font-bold">
            营销日历
          </h2>
          <p className="text-sm text-muted">节假日、节气和电商大促，提前备好素材和文案</p>
        </div>
        {moreHref ? (
          <a
            href={moreHref}
            className="shrink-0 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            完整日历
          </a>
        ) : null}
      </div>
      {!calendar.ok ? (
        <ErrorState title="营销日历暂时无法加载" message={calendar.message} />
      ) : calendar.data.length === 0 ? (
        <EmptyState title="近期没有营销节点" description="过段时间再来看看吧。" />
      ) : (
        <CalendarList events={calendar.data} />
      )}
    </section>
  );
}

/** On phones the dates scroll sideways: the list is then a tab stop, so the arrow keys can scroll it. */
function CalendarList({ events }: { events: CalendarEvent[] }) {
  const { ref, tabIndex } = useScrollFocus<HTMLOListElement>();
  return (
    <ol
      ref={ref}
      tabIndex={tabIndex}
      aria-labelledby="calendar-heading"
      className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-6"
      data-testid="calendar-strip"
    >
      {events.map((event) => {
        const date = calendarDate(event.date);
        const preparing = prepareStatus(event) === "now";
        return (
          <li
            key={`${event.date}-${event.name}`}
            className="flex w-44 shrink-0 snap-start flex-col gap-1.5 rounded-xl border border-gray-200 bg-white p-3 sm:w-auto"
          >
            <div className="flex items-center justify-between gap-2">
              <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${KIND_CLASS[event.kind]}`}>
                {EVENT_KIND_LABEL[event.kind]}
              </span>
              <span className="text-xs text-muted">{daysLeftLabel(event.daysLeft)}</span>
            </div>
            <p className="text-lg font-bold leading-7">{event.name}</p>
            <p className="text-sm text-gray-700">
              <time dateTime={event.date.slice(0, 10)}>{formatMonthDay(event.date)}</time> {date.weekday}
            </p>
            <p
              className={`mt-auto rounded-md px-2 py-1 text-xs ${preparing ? "bg-brand-50 font-bold text-brand-800" : "bg-gray-50 text-gray-700"}`}
            >
              建议开始准备 <time dateTime={event.prepareFrom.slice(0, 10)}>{formatMonthDay(event.prepareFrom)}</time>
              {preparing ? "（已到准备期）" : null}
            </p>
            {event.tip ? <p className="line-clamp-2 text-xs text-muted">{event.tip}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
