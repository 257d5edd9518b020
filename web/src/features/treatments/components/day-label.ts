/** A day (yyyy-mm-dd) in the UI language, e.g. 'Thu 26 Nov 2026' (UTC, so the day never shifts). */
export function dayLabel(day: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

const DAY = 86_400_000;
/** The Monday (yyyy-mm-dd) of the week of `day`. */
export function mondayOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - weekday * DAY).toISOString().slice(0, 10);
}
/** `day` plus `n` days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}
