import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { changeDetail } from './change-detail';

/** An account's change history in the UI language: fields by their labels, roles translated. */
describe('changeDetail', () => {
  const fr = () => i18n.getFixedT('fr');
  const en = () => i18n.getFixedT('en');

  it('names edited fields by their French form labels, each once', () => {
    expect(changeDetail({ ActionName: 'EditAdmin', Detail: 'Email' }, fr())).toBe('E-mail');
    expect(
      changeDetail(
        {
          ActionName: 'EditUser',
          Detail: 'FullName, FName, CountryId, CountryName, Mobile, OrganizationName',
        },
        fr(),
      ),
    ).toBe('Prénom, Pays, Mobile 1, Organisation');
    expect(changeDetail({ ActionName: 'EditAdmin', Detail: 'Email, Mobile' }, en())).toBe('Email, Mobile 1');
  });

  it('reads the role an account was added with naturally, in either language', () => {
    expect(changeDetail({ ActionName: 'AddAdmin', Detail: 'Administrator' }, en())).toBe('as Administrator');
    expect(changeDetail({ ActionName: 'AddAdmin', Detail: 'Administrator' }, fr())).toBe(
      'avec le rôle Administrateur',
    );
    expect(changeDetail({ ActionName: 'AddUser', Detail: 'ProfessionalBeeKeeper' }, fr())).toBe(
      'avec le rôle Apiculteur',
    );
  });

  it('translates both roles of a role change and keeps dates as stored', () => {
    expect(changeDetail({ ActionName: 'ChangeRole', Detail: 'ByStander → BeeInspector' }, fr())).toBe(
      'Riverain → Inspecteur apicole',
    );
    expect(changeDetail({ ActionName: 'ChangeRole', Detail: '— → BeeInspector' }, en())).toBe(
      '— → Bee Inspector',
    );
    expect(changeDetail({ ActionName: 'ChangeExpiry', Detail: '2020-01-01 → 2027-12-31' }, fr())).toBe(
      '2020-01-01 → 2027-12-31',
    );
    expect(changeDetail({ ActionName: 'DeactivateAdmin', Detail: '' }, fr())).toBe('');
  });
});
