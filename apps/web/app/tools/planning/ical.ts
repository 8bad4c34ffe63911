/**
 * A small RFC 5545 iCalendar writer for all-day events: the calendar download in
 * the browser and the `/calendar.ics` feed both use it.
 *
 * - lines end in CRLF and are folded at 75 octets without splitting a UTF-8
 *   character (RFC 5545 §3.1); continuation lines start with one space;
 * - TEXT values escape backslash, semicolon, comma and newlines and drop other
 *   control characters (§3.3.11);
 * - all-day events are DTSTART;VALUE=DATE with an exclusive DTEND (§3.6.1);
 * - every event has a UID and a DTSTAMP (required in VEVENT, §3.6.1);
 * - an optional VALARM (ACTION:DISPLAY, §3.6.6) fires at a local time a number of
 *   days before the start (the 建议开始准备 date).
 */

export type IcsEvent = {
  uid: string;
  /** YYYY-MM-DD */
  start: string;
  /** Last day, inclusive (YYYY-MM-DD); DTEND is the day after. */
  end: string;
  /** A timed event instead: HH:MM in China time (UTC+8, no DST), lasting `minutes`. */
  time?: { at: string; minutes: number };
  summary: string;
  description?: string;
  categories?: string[];
  url?: string;
  alarm?: { daysBefore: number; hour: number; description: string };
};

export type IcsCalendar = {
  prodId: string;
  name: string;
  description?: string;
  timezone?: string;
  /** Hint for subscribing clients (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshHours?: number;
  /** DTSTAMP of every event: when this copy was generated. */
  stamp: Date;
  events: IcsEvent[];
};

const encoder = new TextEncoder();

/** Splits a content line into ≤ 75-octet pieces on character boundaries. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  // The first line may hold 75 octets; continuation lines 74 plus the leading space.
  let limit = 75;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    if (size + bytes > limit) {
      pieces.push(current);
      current = "";
      size = 0;
      limit = 74;
    }
    current += ch;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** TEXT (§3.3.11): line breaks become \n; other control characters (TSAFE-CHAR excludes CONTROL, tab aside) are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const compactDate = (date: string) => date.replaceAll("-", "");

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Relative trigger from an all-day start (local midnight) to `hour`:00 `days` days earlier. */
export function alarmTrigger(daysBefore: number, hour: number): string {
  const totalHours = daysBefore * 24 - hour;
  if (totalHours <= 0) return `PT${-totalHours}H`;
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  return `-P${days ? `${days}D` : ""}${hours ? `T${hours}H` : days ? "" : "T0H"}`;
}

/** China has one offset all year (UTC+8), so a local time maps to UTC without a VTIMEZONE. */
function timedRange(date: string, time: { at: string; minutes: number }): string[] {
  const start = new Date(`${date}T${time.at}:00+08:00`);
  const end = new Date(start.getTime() + time.minutes * 60_000);
  return [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`];
}

export function writeICalendar(calendar: IcsCalendar): string {
  const lines: string[] = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  if (calendar.timezone) lines.push(`X-WR-TIMEZONE:${calendar.timezone}`);
  if (calendar.refreshHours) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshHours}H`,
      `X-PUBLISHED-TTL:PT${calendar.refreshHours}H`,
    );
  }
  const stamp = utcStamp(calendar.stamp);
  for (const event of calendar.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      ...(event.time
        ? timedRange(event.start, event.time)
        : [`DTSTART;VALUE=DATE:${compactDate(event.start)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(event.end))}`]),
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(",")}`);
    if (event.url) lines.push(`URL;VALUE=URI:${event.url}`);
    lines.push("TRANSP:TRANSPARENT");
    if (event.alarm) {
      lines.push(
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `TRIGGER:${alarmTrigger(event.alarm.daysBefore, event.alarm.hour)}`,
        `DESCRIPTION:${escapeText(event.alarm.description)}`,
        "END:VALARM",
      );
    }
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
