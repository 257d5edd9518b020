import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../enums.js';
import { DeviceMessagesQuery, MESSAGE_REACH, mayMessage } from './messages.js';

describe('message reach rule', () => {
  it('is symmetric: every message can be answered', () => {
    for (const from of ROLE_NAMES)
      for (const to of ROLE_NAMES)
        expect(`${from}→${to} ${mayMessage(from, to)}`).toBe(`${from}→${to} ${mayMessage(to, from)}`);
  });

  it('lets everyone reach the administrators, and administrators everyone', () => {
    for (const role of ROLE_NAMES) {
      expect(mayMessage(role, 'Administrator')).toBe(true);
      expect(mayMessage('SuperAdministrator', role)).toBe(true);
    }
  });

  it('keeps field roles to the roles they work with', () => {
    expect(mayMessage('ProfessionalBeeKeeper', 'SwarmCoordinator')).toBe(true);
    expect(mayMessage('ProfessionalBeeKeeper', 'NonBeeKeeper')).toBe(false);
    expect(mayMessage('ByStander', 'SprayLaison')).toBe(true);
    expect(mayMessage('ByStander', 'BSController')).toBe(false);
    expect(mayMessage('BeeInspector', 'ByStander')).toBe(false);
    expect(MESSAGE_REACH.iWAS).toEqual(['Administrator', 'SuperAdministrator']);
  });
});

describe('GetDeviceMessages query', () => {
  it('defaults to the inbox, page 0, 10 a page (spec §7.3)', () => {
    expect(DeviceMessagesQuery.parse({})).toMatchObject({ type: 0, PageIndex: 0, RecordPerPage: 10 });
  });

  it('caps RecordPerPage at 50 and asks a NextToken beyond page 1', () => {
    expect(DeviceMessagesQuery.safeParse({ RecordPerPage: '51' }).success).toBe(false);
    expect(DeviceMessagesQuery.safeParse({ RecordPerPage: '0' }).success).toBe(false);
    expect(DeviceMessagesQuery.safeParse({ PageIndex: '2' }).success).toBe(false);
    expect(DeviceMessagesQuery.safeParse({ PageIndex: '2', NextToken: 'abc' }).success).toBe(true);
    expect(DeviceMessagesQuery.safeParse({ type: '3' }).success).toBe(false);
  });
});
