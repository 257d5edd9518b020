import type { EscalatedRecord, EscalationGroup, MessageTexts } from '@beewatch/shared';

type Lang = 'en' | 'fr';

/**
 * An instant as 'dd-MMM-yy HH:mm UTC' (spec §9's date-time format, month in the language). The
 * server knows no reader's time zone, so it says UTC; the web shows the records in local time.
 */
export function displayDateUtc(iso: string, lang: Lang): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
      day: '2-digit',
      month: 'short',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute} UTC`;
}

/** A record's place name, else its coordinates with their hemispheres (French 'O' for west). */
function placeOf(r: EscalatedRecord, lang: Lang): string {
  if (r.Place?.trim()) return r.Place.trim();
  const lat = `${Math.abs(r.Latitude).toFixed(5)}° ${r.Latitude < 0 ? 'S' : 'N'}`;
  const west = lang === 'en' ? 'W' : 'O';
  const lng = `${Math.abs(r.Longitude).toFixed(5)}° ${r.Longitude < 0 ? west : 'E'}`;
  return `${lat}, ${lng}`;
}

/** The page of one record (its sighting, flight line and nest estimates on a map). */
export const recordLinkOf = (siteUrl: string, id: string) => `${siteUrl}/activityhornet/${id}`;

const WORDS = {
  en: {
    one: (cat: string) => `Asian hornet report — ${cat}: `,
    many: (n: number, cat: string) => `${n} Asian hornet reports — ${cat}; latest: `,
    intro: (n: number, cat: string) =>
      n === 1
        ? `An Asian hornet report in category "${cat}":`
        : `${n} Asian hornet reports in category "${cat}" since you last read this message, latest first:`,
    notes: 'Notes',
    earlier: (n: number) => `… and ${n} earlier (Reporting lists every record).`,
    instructions: 'Instructions',
  },
  fr: {
    one: (cat: string) => `Signalement de frelon asiatique — ${cat} : `,
    many: (n: number, cat: string) => `${n} signalements de frelon asiatique — ${cat} ; dernier : `,
    intro: (n: number, cat: string) =>
      n === 1
        ? `Un signalement de frelon asiatique, catégorie « ${cat} » :`
        : `${n} signalements de frelon asiatique, catégorie « ${cat} », depuis votre dernière lecture de ce message, le plus récent d'abord :`,
    notes: 'Notes',
    earlier: (n: number) =>
      `… et ${n} ${n === 1 ? 'signalement plus ancien' : 'signalements plus anciens'} (Rapports liste tous les signalements).`,
    instructions: 'Consignes',
  },
} as const;

function textOf(g: EscalationGroup, siteUrl: string, lang: Lang) {
  const w = WORDS[lang];
  const colon = lang === 'en' ? ':' : ' :';
  const [latest] = g.Records;
  const title =
    (g.Count === 1 ? w.one(g.CategoryName) : w.many(g.Count, g.CategoryName)) +
    `${placeOf(latest!, lang)}, ${displayDateUtc(latest!.CreatedDate, lang)}`;
  const lines: string[] = [w.intro(g.Count, g.CategoryName)];
  for (const r of g.Records) {
    lines.push(
      `- ${displayDateUtc(r.CreatedDate, lang)} · ${placeOf(r, lang)} · ${recordLinkOf(siteUrl, r.HornetTrackingID)}`,
    );
    if (r.Notes) lines.push(`  ${w.notes}${colon} ${r.Notes}`);
  }
  if (g.Count > g.Records.length) lines.push(w.earlier(g.Count - g.Records.length));
  if (g.Instructions) lines.push('', `${w.instructions}${colon} ${g.Instructions}`);
  return { Title: title, Body: lines.join('\n') };
}

/**
 * The English and French title and body of an escalation message: which category, how many
 * records, the latest record's place and date-time in the title, then each listed record with
 * its date-time, place, link and notes, and the category's instructions.
 */
export function escalationTexts(g: EscalationGroup, siteUrl: string): MessageTexts {
  return { en: textOf(g, siteUrl, 'en'), fr: textOf(g, siteUrl, 'fr') };
}
