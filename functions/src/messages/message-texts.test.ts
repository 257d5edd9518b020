import { describe, expect, it } from 'vitest';
import { messageOfItem } from './deliver.js';
import { escalationTexts } from './escalation-texts.js';

const stored = (Title: string, Body: string, FromUserName: string | null = null) => ({
  pk: 'MSGBOX#controller#0',
  sk: 'MSG#2026-11-24T09:30:00.000Z#M1',
  MessageId: 'M1',
  Box: 0,
  From: 'Bee.Watch',
  FromUserName,
  To: 'Cy Controller',
  ToUserName: 'controller',
  SendDate: '2026-11-24T09:30:00.000Z',
  Title,
  Body,
  IsRead: false,
});

describe('portal messages stored as one bilingual string', () => {
  it('are read as an English and a French text', () => {
    const m = messageOfItem(
      stored('Welcome to Bee.Watch / Bienvenue sur Bee.Watch', 'Hello\n\n---\n\nBonjour'),
    );
    expect(m).toMatchObject({ Title: 'Welcome to Bee.Watch', Body: 'Hello' });
    expect(m.Texts).toEqual({
      en: { Title: 'Welcome to Bee.Watch', Body: 'Hello' },
      fr: { Title: 'Bienvenue sur Bee.Watch', Body: 'Bonjour' },
    });
  });

  it('split at the middle, so a category name with its own " / " stays whole', () => {
    const m = messageOfItem(stored('Report — Nests / hives / Signalement — Nests / hives', 'x'));
    expect(m.Texts?.en.Title).toBe('Report — Nests / hives');
    expect(m.Texts?.fr.Title).toBe('Signalement — Nests / hives');
    expect(m.Texts?.fr.Body).toBe('x');
  });

  it("leave a user's message and an undividable title as they are", () => {
    expect(messageOfItem(stored('Re: a / b', 'Hi', 'beekeeper')).Texts).toBeUndefined();
    expect(messageOfItem(stored('A / B / C / D / E', 'x')).Texts).toBeUndefined();
    expect(messageOfItem(stored('Plain title', 'x')).Texts).toBeUndefined();
  });
});

describe('escalation texts', () => {
  const record = (id: string, at: string, Place: string | null, Notes: string | null = null) => ({
    HornetTrackingID: id,
    CreatedDate: at,
    Place,
    Latitude: 51.2516,
    Longitude: -0.5532,
    Notes,
  });

  it('name the latest record in the title and list each record with its link', () => {
    const texts = escalationTexts(
      {
        CategoryID: 'c',
        CategoryName: 'Nests',
        Count: 12,
        Records: [
          record('R2', '2026-11-24T09:30:00.000Z', 'Guildford GU1, GB', 'In the oak'),
          record('R1', '2026-11-24T08:05:00.000Z', null),
        ],
        Instructions: 'Call the nest team',
      },
      'https://portal.example',
    );
    expect(texts.en.Title).toBe(
      '12 Asian hornet reports — Nests; latest: Guildford GU1, GB, 24-Nov-26 09:30 UTC',
    );
    expect(texts.fr.Title).toBe(
      '12 signalements de frelon asiatique — Nests ; dernier : Guildford GU1, GB, 24-nov.-26 09:30 UTC',
    );
    expect(texts.en.Body.split('\n')).toEqual([
      '12 Asian hornet reports in category "Nests" since you last read this message, latest first:',
      '- 24-Nov-26 09:30 UTC · Guildford GU1, GB · https://portal.example/activityhornet/R2',
      '  Notes: In the oak',
      '- 24-Nov-26 08:05 UTC · 51.25160° N, 0.55320° W · https://portal.example/activityhornet/R1',
      '… and 10 earlier (Reporting lists every record).',
      '',
      'Instructions: Call the nest team',
    ]);
    expect(texts.fr.Body).toContain('51.25160° N, 0.55320° O');
    expect(texts.fr.Body).toContain('… et 10 signalements plus anciens');
  });

  it('say "report" for one record', () => {
    const texts = escalationTexts(
      {
        CategoryID: 'c',
        CategoryName: 'Nests',
        Count: 1,
        Records: [record('R1', '2026-01-05T23:59:00.000Z', 'Paris 75002, FR')],
        Instructions: null,
      },
      'https://portal.example',
    );
    expect(texts.en.Title).toBe('Asian hornet report — Nests: Paris 75002, FR, 05-Jan-26 23:59 UTC');
    expect(texts.fr.Title).toBe(
      'Signalement de frelon asiatique — Nests : Paris 75002, FR, 05-janv.-26 23:59 UTC',
    );
  });
});
