import { daysBetween, type CalendarKind } from "../data/calendar.ts";
import type { Db } from "../db.ts";
import { sql } from "../lib/sql.ts";

type EventRow = {
  date: string;
  name: string;
  kind: CalendarKind;
  prepare_from: string;
  tip: string;
  note: string | null;
  rest_from: string | null;
  rest_to: string | null;
  rest_days: number | null;
  makeup_workdays: string | null;
};

// Holidays first when a holiday and a solar term share a day (e.g. 清明).
const KIND_ORDER = "CASE kind WHEN 'holiday' THEN 0 WHEN 'shopping' THEN 1 WHEN 'festival' THEN 2 ELSE 3 END";

/** The next `limit` dates on or after `from`; `kinds` narrows to some kinds. */
export function upcomingEvents(db: Db, from: string, limit: number, kinds: CalendarKind[] = []) {
  const kindFilter = kinds.length ? `AND kind IN (${kinds.map(() => "?").join(", ")})` : "";
  const rows = sql<unknown[], EventRow>(
    db,
    `SELECT date, name, kind, prepare_from, tip, note, rest_from, rest_to, rest_days, makeup_workdays
     FROM calendar_events WHERE date >= ? ${kindFilter} ORDER BY date, ${KIND_ORDER}, name LIMIT ?`,
  ).all(from, ...kinds, limit);
  return rows.map((row) => ({
    date: row.date,
    name: row.name,
    kind: row.kind,
    prepareFrom: row.prepare_from,
    daysLeft: daysBetween(from, row.date),
    tip: row.tip,
    ...(row.note ? { note: row.note } : {}),
    ...(row.rest_from && row.rest_to && row.rest_days
      ? {
          rest: {
            from: row.rest_from,
            to: row.rest_to,
            days: row.rest_days,
            makeupWorkdays: JSON.parse(row.makeup_workdays ?? "[]") as string[],
          },
        }
      : {}),
  }));
}
