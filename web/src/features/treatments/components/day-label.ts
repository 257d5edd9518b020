import { formatDisplayDay } from '@/lib/dates';

/** A day (yyyy-mm-dd) with its weekday in the UI language, e.g. 'Thu 26-Nov-26' (spec §9 dates). */
export const dayLabel = (day: string, lng: string): string => formatDisplayDay(day, lng, { weekday: true });
