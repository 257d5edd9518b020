import { DISPLAY_DATE_FORMAT, DISPLAY_DAY_FORMAT } from '@beewatch/shared';
import { format, isValid, parseISO } from 'date-fns';
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
