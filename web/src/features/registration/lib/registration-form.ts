import {
  NO_ORGANISATION_ROLE,
  POST_CODE_OPTIONAL_ROLE,
  Role,
  SWARM_COLLECTOR_ROLE_IDS,
  type AccessCodeDetails,
  type RegistrationFormInput,
} from '@beewatch/shared';
import { BLANK_PERSON } from '@/lib/person-values';

/** Form values as react-hook-form holds them (the country select's value is a string until parsed). */
export type RegistrationDraft = RegistrationFormInput;

/**
 * Empty form for a resolved access code. The role is the code's (spec §6); before that the
 * form's default role is BeeInspector (spec §4).
 */
export function emptyRegistration(code?: AccessCodeDetails): RegistrationDraft {
  return {
    AccessCode: code?.AccessCode ?? '',
    RoleID: code?.RoleID ?? Role.BeeInspector,
    ExpiryDate: code?.ExpiryDate ?? null,
    ...BLANK_PERSON,
    CountryId: '',
    CodeID: '',
    User_Idx: 0,
    UserName: '',
    Password: '',
    ConfirmPassword: '',
  };
}

/** What the form shows for a role (spec §5). */
export function fieldsForRole(roleId: number) {
  return {
    postCodeRequired: roleId !== POST_CODE_OPTIONAL_ROLE,
    showOrganisation: roleId !== NO_ORGANISATION_ROLE,
    showSwarmCollector: SWARM_COLLECTOR_ROLE_IDS.includes(roleId),
  };
}
