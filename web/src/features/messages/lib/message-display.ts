import type { DeviceMessage, EscalatedRecord, MessageText } from '@beewatch/shared';
import type { TFunction } from 'i18next';
import { placeOf } from '@/components/map/point-place';
import { formatDisplayDate } from '@/lib/dates';

/** The text of a message in the UI language: a portal message's own translation, else as sent. */
export function textIn(m: DeviceMessage, lng: string): MessageText {
  const texts = m.Texts?.[lng.startsWith('fr') ? 'fr' : 'en'];
  return texts ?? { Title: m.Title, Body: m.Body };
}

/** Where and when a record was seen: its place (or coordinates) and local date-time dd-MMM-yy HH:mm. */
export function recordLine(t: TFunction, lng: string, r: EscalatedRecord): { place: string; date: string } {
  return {
    place: placeOf(t, { lat: r.Latitude, lng: r.Longitude, place: r.Place }),
    date: formatDisplayDate(r.CreatedDate, lng),
  };
}

/**
 * How a message is named in the dropdown, the list and its dialog: the title in the UI language
 * and, for an escalation message, a second line with the latest record's place and local
 * date-time (the web knows the reader's time zone; the stored text says UTC).
 */
export function displayOf(
  m: DeviceMessage,
  t: TFunction,
  lng: string,
): { title: string; detail: string | null } {
  const g = m.Escalation;
  if (!g) return { title: textIn(m, lng).Title, detail: null };
  return {
    title: t('messages.escalation.title', { count: g.Count, category: g.CategoryName }),
    detail: t('messages.escalation.latest', { count: g.Count, ...recordLine(t, lng, g.Records[0]!) }),
  };
}
