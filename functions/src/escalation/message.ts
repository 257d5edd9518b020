import type { BilingualText } from '../notify/index.js';

/** What an escalation message may show, per the category's how-options (spec §3: Map, Image, Notes). */
export interface EscalationContent {
  categoryName: string;
  /** ISO 8601 instant of the sighting. */
  createdDate: string;
  latitude: number;
  longitude: number;
  /** Record description and the category's activity notes, when Notes is on. */
  notes?: { record: string; activity: string };
  /** OpenStreetMap link, when Map is on. */
  mapUrl?: string;
  /** Short-lived evidence links, when Image is on. */
  evidence?: { kind: 'image' | 'video' | 'audio'; url: string }[];
  /** Lifetime of the evidence links, hours. */
  linkHours: number;
}

/** An OpenStreetMap link centred on a point, zoom 15 (WGS84 degrees). */
export function mapLinkOf(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lng = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const KIND_FR = { image: 'photo', video: 'vidéo', audio: 'audio' } as const;

/** The escalation email, English then French (date, category, notes, map, evidence). */
export function escalationEmail(c: EscalationContent): BilingualText {
  const en = [`Asian hornet report in category "${c.categoryName}".`, `Date: ${when(c.createdDate)}`];
  const fr = [
    `Signalement de frelon asiatique, catégorie « ${c.categoryName} ».`,
    `Date : ${when(c.createdDate)}`,
  ];
  en.push(`Position: ${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)}`);
  fr.push(`Position : ${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)}`);
  if (c.notes) {
    en.push(`Notes: ${c.notes.record}`, ...(c.notes.activity ? [`Instructions: ${c.notes.activity}`] : []));
    fr.push(`Notes : ${c.notes.record}`, ...(c.notes.activity ? [`Consignes : ${c.notes.activity}`] : []));
  }
  if (c.mapUrl) {
    en.push(`Map: ${c.mapUrl}`);
    fr.push(`Carte : ${c.mapUrl}`);
  }
  if (c.evidence?.length) {
    en.push(`Evidence (links valid ${c.linkHours} h):`, ...c.evidence.map((e) => `- ${e.kind}: ${e.url}`));
    fr.push(
      `Preuves (liens valables ${c.linkHours} h) :`,
      ...c.evidence.map((e) => `- ${KIND_FR[e.kind]} : ${e.url}`),
    );
  }
  return {
    subject: {
      en: `Bee.Watch: Asian hornet report — ${c.categoryName}`,
      fr: `Bee.Watch : signalement de frelon asiatique — ${c.categoryName}`,
    },
    body: { en: en.join('\n'), fr: fr.join('\n') },
  };
}

/** The escalation SMS: short, with the map link when Map is on. */
export function escalationSms(c: EscalationContent): BilingualText {
  const map = c.mapUrl ? ` ${c.mapUrl}` : '';
  return {
    subject: { en: '', fr: '' },
    body: {
      en: `Bee.Watch: Asian hornet report (${c.categoryName}) ${when(c.createdDate)}.${map}`,
      fr: `Bee.Watch : frelon asiatique (${c.categoryName}) ${when(c.createdDate)}.`,
    },
  };
}
