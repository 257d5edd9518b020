import { MESSAGE_CATALOGUES, Msg } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import enBundle from '../locales/en-bundle';
import frBundle from '../locales/fr-bundle';
import i18n, { chooseLanguage, LANGUAGE_STORAGE_KEY, labelled, labelOf, translateMessage } from './i18n';
import './message-catalogue';

type Tree = { [k: string]: string | Tree };
const en = enBundle as Tree & { msg: Record<string, string>; messages: Tree };
const fr = frBundle as Tree & { messages: Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
}

describe('i18n', () => {
  it('uses the spec messages verbatim in English', () => {
    const messages = en.messages as Record<string, Record<string, string>>;
    for (const [key, text] of Object.entries(Msg)) expect(messages.msg[key]).toBe(text);
    expect(en.msg.selectCategory).toBe('Select Category');
  });

  it('has an English and a French text for every message of every catalogue', () => {
    const enMessages = en.messages as Record<string, Record<string, string>>;
    const frMessages = fr.messages as Record<string, Record<string, string>>;
    for (const [name, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
      for (const key of Object.keys(catalogue)) {
        expect(enMessages[name]?.[key], `${name}.${key}`).toBeTruthy();
        expect(frMessages[name]?.[key], `${name}.${key}`).toBeTruthy();
      }
    }
  });

  it("translates by the envelope's MessageKey before the text", async () => {
    await i18n.changeLanguage('fr');
    expect(translateMessage({ message: 'Data saved', messageKey: 'msg.dataDeleted' })).toBe(
      'Données supprimées',
    );
    expect(translateMessage({ message: 'Sent as is', messageKey: 'no.suchKey' })).toBe('Sent as is');
  });

  it('has a French text for every English key, and no extra ones', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('gives every counted noun a singular: a text that puts {{count}} before a plural word has a _one form', () => {
    // "{{count}} apiaries" read "1 apiaries" until each had its _one form; a count shown as a
    // label ("Extend (3)", "Messages sent: 3") needs none.
    const countedNoun = /\{\{count\}\} (?:[a-zà-ÿ’']+ )?[a-zà-ÿ]+s\b/i;
    for (const [name, tree] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const all = new Set(keys(tree));
      const flat = (key: string) => key.split('.').reduce<Tree | string>((t, k) => (t as Tree)[k]!, tree);
      const missing = [...all].filter(
        (key) =>
          countedNoun.test(flat(key) as string) &&
          !/_(one|few|many)$/.test(key) &&
          !all.has(`${key.replace(/_other$/, '')}_one`),
      );
      expect(missing, name).toEqual([]);
    }
    expect(i18n.t('users.exported', { count: 1, lng: 'en' })).toBe('1 user exported');
    expect(i18n.t('users.exported', { count: 2, lng: 'fr' })).toBe('2 utilisateurs exportés');
    expect(i18n.t('users.exported', { count: 0, lng: 'fr' })).toBe('0 utilisateur exporté');
  });

  it('translates known English server messages and leaves unknown ones as sent', async () => {
    await i18n.changeLanguage('fr');
    expect(translateMessage('Data deleted')).toBe('Données supprimées');
    expect(translateMessage('Something new from the server')).toBe('Something new from the server');
  });

  it("labels a fact with each language's punctuation (French: a space before the colon)", async () => {
    await i18n.changeLanguage('en');
    expect(labelled('Crop', 'Wheat')).toBe('Crop: Wheat');
    expect(labelOf('User name')).toBe('User name:');
    await i18n.changeLanguage('fr');
    expect(labelled('Culture', 0)).toBe('Culture : 0');
    expect(labelOf("Nom d'utilisateur")).toBe("Nom d'utilisateur :");
  });

  it('shows a message with its value as a labelled fact, in the language of the moment', async () => {
    const generated = { message: 'Access code generated', value: 'K7Q2M9X4P3RT' };
    await i18n.changeLanguage('en');
    expect(translateMessage(generated)).toBe('Access code generated: K7Q2M9X4P3RT');
    await i18n.changeLanguage('fr');
    expect(translateMessage(generated)).toBe(
      `${i18n.t('messages.registration.accessCodeGenerated')} : K7Q2M9X4P3RT`,
    );
    expect(translateMessage(generated)).not.toContain('Access code generated');
  });

  it('shows a kept UI message by its key and values in the language of the moment, not the one it was kept in', async () => {
    await i18n.changeLanguage('en');
    const exported = { i18nKey: 'users.exported', values: { count: 12 } };
    const shownInEnglish = translateMessage(exported);
    expect(shownInEnglish).toBe(i18n.t('users.exported', { count: 12 }));
    expect(shownInEnglish).toContain('12');
    await i18n.changeLanguage('fr');
    expect(translateMessage(exported)).toBe(i18n.t('users.exported', { count: 12 }));
    expect(translateMessage(exported)).not.toBe(shownInEnglish);
    await i18n.changeLanguage('en');
  });

  it('remembers the chosen language', async () => {
    await chooseLanguage('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
