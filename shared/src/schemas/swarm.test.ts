import { describe, expect, it } from 'vitest';
import { GenerateApiKeyRequest, SwarmMsg, SwarmReportRequest, isSwarmImageName } from './swarm.js';

const valid = {
  Name: 'Rita',
  PostCode: 'GU1',
  Address: '1 High St',
  PhoneNo: '07400 123456',
  Description: 'On the fence',
  TypeOption: '1',
  Other: '',
  BeeOption: '2',
};
const messages = (input: unknown) => {
  const r = SwarmReportRequest.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('SwarmReportRequest (spec §3, §5)', () => {
  it('accepts the form as strings and gives numbers', () => {
    const r = SwarmReportRequest.parse(valid);
    expect(r).toMatchObject({ TypeOption: 1, BeeOption: 2, Address2: '', Other: '' });
  });
  it('gives every required message at once, Other included', () => {
    expect(messages({ TypeOption: '3' })).toEqual([
      SwarmMsg.enterName,
      SwarmMsg.enterPostCode,
      SwarmMsg.enterAddress,
      SwarmMsg.enterPhone,
      SwarmMsg.enterDescription,
      SwarmMsg.beeLocation,
      SwarmMsg.enterOther,
    ]);
  });
  it('keeps Other for type Other only', () => {
    expect(SwarmReportRequest.parse({ ...valid, TypeOption: 3, Other: 'hornets' }).Other).toBe('hornets');
    expect(SwarmReportRequest.parse({ ...valid, TypeOption: 2, Other: 'hornets' }).Other).toBe('');
  });
  it('limits the description to 250 characters', () => {
    expect(messages({ ...valid, Description: 'x'.repeat(250) })).toEqual([]);
    expect(messages({ ...valid, Description: 'x'.repeat(251) })).toEqual([SwarmMsg.descriptionMax]);
  });
  it('accepts png and jpeg photos only', () => {
    expect(messages({ ...valid, Image: 'image/jpeg' })).toEqual([]);
    expect(messages({ ...valid, Image: 'image/gif' })).toEqual([SwarmMsg.onlyImage]);
    expect(isSwarmImageName('photo.JPG')).toBe(true);
    expect(isSwarmImageName('photo.gif')).toBe(false);
  });
});

describe('GenerateApiKeyRequest', () => {
  it('takes an https origin, or http on localhost, without a path', () => {
    expect(
      GenerateApiKeyRequest.parse({ Owner: 'A', AllowedOrigin: 'https://a.example.org/' }).AllowedOrigin,
    ).toBe('https://a.example.org');
    expect(
      GenerateApiKeyRequest.safeParse({ Owner: 'A', AllowedOrigin: 'http://localhost:8080' }).success,
    ).toBe(true);
    for (const bad of [
      'http://a.example.org',
      'https://a.example.org/page',
      'a.example.org',
      'https://u:p@a.org',
    ])
      expect(GenerateApiKeyRequest.safeParse({ Owner: 'A', AllowedOrigin: bad }).success).toBe(false);
  });
});
