import { ROLE_NAMES, type RoleName, type UserChange } from '@beewatch/shared';
import type { TFunction } from 'i18next';

/**
 * The profile attributes an 'EditUser' / 'EditAdmin' line names (the server's stored names), by
 * the key of the form label that edits them (`users.form.<key>`). FullName follows the name
 * parts and is not named apart; CountryName follows CountryId.
 */
const FIELD_LABELS: Record<string, string | null> = {
  FullName: null,
  Salutation: 'Salutation',
  FName: 'FName',
  Initial: 'Initial',
  LName: 'LName',
  Sex: 'Sex',
  DateOfBirth: 'strDOB',
  AddressLine1: 'AddressLine1',
  AddressLine2: 'AddressLine2',
  Town: 'Town',
  State: 'State',
  ZipCode: 'ZipCode',
  OrganizationName: 'CompanyName',
  CountryId: 'CountryId',
  CountryName: 'CountryId',
  Mobile: 'Mobile1',
  Mobile2: 'Mobile2',
  Email: 'Email',
  AlertEmail: 'Alert_Email_Address',
  LandLine1: 'LandLine1',
  LandLine2: 'LandLine2',
  InsurancePolicyNumber: 'InsurancePolicyNumber',
  IsTestUser: 'IsTestUser',
  BBKAApprovedswarmcollector: 'collector',
};

const isRole = (name: string): name is RoleName => (ROLE_NAMES as string[]).includes(name);

/** A role name in the UI language (`role.<name>`); anything else ('—', an unknown name) as stored. */
function roleLabel(name: string, t: TFunction): string {
  return isRole(name) ? t(`role.${name}`) : name;
}

/** The fields of an edit line as their form labels in the UI language, each once, in order. */
function fieldLabels(detail: string, t: TFunction): string {
  const labels = detail
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .flatMap((k) => {
      const key = FIELD_LABELS[k];
      if (key === null) return [];
      return [key ? t(`users.form.${key}`) : k];
    });
  return [...new Set(labels)].join(', ');
}

/**
 * The detail of a line of an account's change history in the UI language: the edited fields by
 * their form labels, the role an account was added with ('as Administrator') and both roles of a
 * role change translated; dates and other details as stored ('' when none).
 */
export function changeDetail(change: Pick<UserChange, 'ActionName' | 'Detail'>, t: TFunction): string {
  const { ActionName, Detail } = change;
  if (!Detail) return '';
  switch (ActionName) {
    case 'EditUser':
    case 'EditAdmin':
      return fieldLabels(Detail, t);
    case 'AddUser':
    case 'AddAdmin':
      return t('users.history.asRole', { role: roleLabel(Detail.trim(), t) });
    case 'ChangeRole':
      return Detail.split('→')
        .map((r) => roleLabel(r.trim(), t))
        .join(' → ');
    default:
      return Detail;
  }
}
