import { DISPLAY_DATE_FORMAT } from '@beewatch/shared';
import { format } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';

/** Formats an ISO instant as 'dd-MMM-yy HH:mm' (spec §9) in local time, month names in the UI language. */
export function formatDisplayDate(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(date, DISPLAY_DATE_FORMAT, { locale: lng.startsWith('fr') ? fr : enGB });
}

/** Formats an ISO instant as the local date and time for a sentence (e.g. last login). */
export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short' });
}
