import { formatDisplayDay } from '@/lib/dates';

/** A day (yyyy-mm-dd) with its weekday in the UI language, e.g. 'Thu 26-Nov-26' (spec §9 dates). */
export const dayLabel = (day: string, lng: string): string => formatDisplayDay(day, lng, { weekday: true });

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
