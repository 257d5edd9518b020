import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CategoryActivity,
  CategoryActivityData,
  CategoryMsg,
  Responsibility,
} from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import i18n, { translateMessage } from '@/lib/i18n';
// Screens load the message catalogues with the API client; these tests render no screen.
import '@/lib/message-catalogue';
import { ActivityForm, activityForSave, AddCategoryForm, type ActivityFormInput } from './category-form';

const messages = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const base: ActivityFormInput = {
  Name: 'Nest',
  Description: 'A nest',
  Responsibility: Responsibility.EmergencyService,
  EscalateByInt: 2,
  Map: true,
  Recipients: [],
};

describe('category forms', () => {
  it('add-category popup: one message for an empty name or description (spec §5)', () => {
    const msg = 'Please enter Category Name / Description';
    expect(messages(AddCategoryForm.safeParse({ Name: ' ', Description: 'x' }))).toEqual([['Name', msg]]);
    expect(messages(AddCategoryForm.safeParse({ Name: 'x', Description: '' }))).toEqual([
      ['Description', msg],
    ]);
    expect(AddCategoryForm.parse({ Name: ' Nest ', Description: ' d ' })).toEqual({
      Name: 'Nest',
      Description: 'd',
    });
    expect(CATEGORY_NAME_MAX).toBe(100);
    expect(AddCategoryForm.safeParse({ Name: 'x'.repeat(101), Description: 'd' }).success).toBe(false);
    expect(CATEGORY_DESCRIPTION_MAX).toBeGreaterThan(0);
  });

  it("activity form: 'Please enter Name' / 'Please enter Description' and the shared save rules", () => {
    expect(messages(ActivityForm.safeParse({ ...base, Name: '', Description: '' }))).toEqual([
      ['Name', 'Please enter Name'],
      ['Description', 'Please enter Description'],
    ]);
    expect(messages(ActivityForm.safeParse({ ...base, Responsibility: null }))).toEqual([
      ['Responsibility', 'Please select Recipients'],
    ]);
    expect(messages(ActivityForm.safeParse({ ...base, Map: false }))).toEqual([
      ['Map', 'Please select What appears'],
    ]);
    expect(
      messages(ActivityForm.safeParse({ ...base, Recipients: [{ Name: 'A', Email: 'not-an-email' }] })),
    ).toEqual([['Recipients.0.Email', 'ValidEmail']]);
  });

  it('reads a saved category without an activity (no responsibility) for editing', () => {
    const saved = { ...base, CategoryID: null, Responsibility: null, Map: false };
    expect(CategoryActivity.safeParse(saved).success).toBe(false);
    expect(CategoryActivityData.parse(saved).Responsibility).toBeNull();
  });

  it('saves only the entries the escalation shows', () => {
    const recipients = [{ Name: 'A', Email: 'a@example.org', Phone: '+447700900123' }];
    expect(activityForSave({ ...base, EscalateByInt: 1, Recipients: recipients }).Recipients).toEqual([
      { Name: 'A', Email: '', Phone: '+447700900123' },
    ]);
    expect(activityForSave({ ...base, EscalateByInt: 2, Recipients: recipients }).Recipients).toEqual([
      { Name: 'A', Email: 'a@example.org', Phone: '' },
    ]);
    expect(
      activityForSave({ ...base, Responsibility: Responsibility.Controller, Recipients: recipients })
        .Recipients,
    ).toEqual([]);
  });
});

describe('category messages', () => {
  it('shows the spec messages verbatim in English, ValidEmail as a sentence', () => {
    for (const text of Object.values(CategoryMsg)) {
      if (text === 'ValidEmail' || text === 'Please select What') continue;
      expect(translateMessage(text)).toBe(text);
    }
    expect(translateMessage('ValidEmail')).toBe('Please enter a valid email');
    expect(translateMessage('Please select What')).toBe('Please select What appears');
    expect(translateMessage('Data deleted')).toBe('Data deleted');
  });

  it('translates them to French, with the app messages too', async () => {
    await i18n.changeLanguage('fr');
    expect(translateMessage('Please select Recipients')).toBe('Veuillez sélectionner les destinataires');
    expect(translateMessage('ValidEmail')).toBe('Veuillez saisir une adresse e-mail valide');
    expect(translateMessage('Data deleted')).toBe('Données supprimées');
    expect(translateMessage('Unknown text')).toBe('Unknown text');
  });
});
