import { DISPLAY_DATE_FORMAT, DISPLAY_DAY_FORMAT } from '@beewatch/shared';
import { addDays, format, isValid, parseISO, startOfISOWeek } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';

const localeOf = (lng: string) => (lng.startsWith('fr') ? fr : enGB);

/** Formats an ISO instant as 'dd-MMM-yy HH:mm' (spec §9) in local time, month names in the UI language. */
export function formatDisplayDate(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(date, DISPLAY_DATE_FORMAT, { locale: localeOf(lng) });
}

/**
 * Formats a date without its time as 'dd-MMM-yy' (spec §9), month names in the UI language:
 * a calendar day 'yyyy-mm-dd' as that day, an ISO instant as its local date. With `weekday`,
 * the short day name first (e.g. 'Thu 26-Nov-26', the week calendar's headings).
 */
export function formatDisplayDay(value: string, lng: string, { weekday = false } = {}): string {
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return format(date, weekday ? `EEE ${DISPLAY_DAY_FORMAT}` : DISPLAY_DAY_FORMAT, { locale: localeOf(lng) });
}

/** The calendar-day form the API and date inputs use (ISO 8601, 'yyyy-mm-dd'). */
const ISO_DAY = 'yyyy-MM-dd';

/**
 * The user's calendar day `days` from today (negative: before), as yyyy-mm-dd. Local, not UTC:
 * just after midnight in France, UTC's day is still yesterday, and a visit, treatment or incident
 * dated "today" means the day the person is living.
 */
export function localDay(days = 0): string {
  return format(addDays(new Date(), days), ISO_DAY);
}

/** A calendar day (yyyy-mm-dd) plus `n` days (negative: minus). */
export function addDaysToDay(day: string, n: number): string {
  return format(addDays(parseISO(day), n), ISO_DAY);
}

/** The Monday (yyyy-mm-dd) of the week of a calendar day (ISO 8601 weeks start on Monday). */
export function mondayOf(day: string): string {
  return format(startOfISOWeek(parseISO(day)), ISO_DAY);
}
