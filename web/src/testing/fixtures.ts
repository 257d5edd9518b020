import {
  Role,
  ROLE_DISPLAY_NAME,
  roleNameOf,
  type LoginResult,
  type EscalationSendRow,
  type SessionUser,
  type TrackingRecord,
} from '@beewatch/shared';

/** A valid ULID-shaped id for record `n`. */
export function ulid(n: number, prefix = '01HZX'): string {
  return `${prefix}${String(n).padStart(26 - prefix.length, '0')}`;
}

/** A signed-in user of the given role. */
export function userOf(roleId: number = Role.BSController): SessionUser {
  const name = roleNameOf(roleId) ?? 'Administrator';
  return {
    User_Idx: 'sub-1',
    UserName: 'controller1',
    FullName: 'Claire Control',
    RoleId: roleId,
    RoleDisplayValue: ROLE_DISPLAY_NAME[name],
    OrganizationName: null,
    LastLoginTime: '2026-11-20T08:00:00.000Z',
    expires: new Date(Date.now() + 3_600_000).toISOString(),
    DoNotShowThisAgain: false,
    CountryId: null,
    CountryName: null,
  };
}

/** A LoginResult that opens a session. */
export function sessionResult(user: SessionUser = userOf(), token = 'access-1'): LoginResult {
  return {
    IsVerificationCodeSent: false,
    CodeSentOn: null,
    MobileNo: null,
    email: null,
    User: user,
    access_token: token,
    SecureKey: null,
  };
}

/** A LoginResult that asks for the verification code. */
export function codeSentResult(): LoginResult {
  return {
    IsVerificationCodeSent: true,
    CodeSentOn: 2,
    MobileNo: null,
    email: '****le.com',
    User: null,
    access_token: null,
    SecureKey: null,
  };
}

/** Tracking record number `n`. */
export function recordOf(n: number, overrides: Partial<TrackingRecord> = {}): TrackingRecord {
  return {
    HornetTrackingID: ulid(n),
    Latitude: 46.5 + n / 1000,
    Longitude: 6.6 + n / 1000,
    LocationAddress: `Address ${n}`,
    CompassDegree: 45,
    CreatedDate: new Date(Date.UTC(2025, 5, 1, 9, 30) - n * 60_000).toISOString(),
    CreatedByUserName: `user${n}`,
    Description: `Note ${n}`,
    CategoryID: ulid(1, '01HZC'),
    CategoryName: 'Nest',
    IsImageExist: true,
    IsVideoAvailable: false,
    VideoExtension: null,
    IsAudioAvailable: false,
    AudioExtension: null,
    IsSelected: false,
    ...overrides,
  };
}

/** Records `from`..`from+count-1`. */
export function recordsOf(from: number, count: number): TrackingRecord[] {
  return Array.from({ length: count }, (_, i) => recordOf(from + i));
}

/** One escalation message of a record: an email sent to Ana Martin at the first attempt. */
export function escalationSendOf(overrides: Partial<EscalationSendRow> = {}): EscalationSendRow {
  return {
    Channel: 'email',
    Address: 'ana@example.org',
    RecipientName: 'Ana Martin',
    Status: 'sent',
    Attempts: 1,
    UpdatedAt: '2026-03-14T09:05:00.000Z',
    Error: null,
    ...overrides,
  };
}
