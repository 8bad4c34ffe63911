// Built once: creating an Intl.DateTimeFormat costs far more than formatting
// with it, and the calendar asks for today's date on every request.
const chinaDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in China (YYYY-MM-DD): calendar "days left" are counted in Beijing time. */
export function chinaDate(now: Date): string {
  return chinaDateFormat.format(now);
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29, not Mar 3). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
