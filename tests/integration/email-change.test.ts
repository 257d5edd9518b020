import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCode, ProfileMsg, SecurityMsg, type UserDetail } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { MOVER } from './extra-users.js';
import { profileBody } from './registration-body.js';
import { expectErrorEnvelope, expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
const OLD = `${MOVER}@bee.watch.local`;
const NEW = 'mo.new@bee.watch.local';
const profile = (Email: string, FName = 'Mo') =>
  profileBody({ FName, LName: 'Mover', AddressLine1: '2 Hive Lane', Email });
const mailsTo = async (email: string) => (await api.outbox()).filter((m) => m.to.includes(email));

describe('a new email in My Profile takes effect only once the code sent to it is confirmed', () => {
  let token: string;
  const update = (Email: string, FName?: string) =>
    api.call<UserDetail>('POST', 'account/UpdateProfile', { token, body: profile(Email, FName) });
  const confirm = (VerificationCode: string) =>
    api.call<UserDetail>('POST', 'account/ConfirmEmailChange', { token, body: { VerificationCode } });
  const detail = async () =>
    (await api.call<UserDetail>('GET', 'account/GetUserDetail', { token })).body.data;
  beforeAll(async () => {
    token = await api.token(MOVER);
  });

  it('refuses a confirmation when no change waits', async () => {
    const res = await confirm('123456');
    expectRefused(res, 400, ProfileMsg.noEmailChange);
  });

  it('keeps the verified email and sends a code to the new address only', async () => {
    const oldMails = (await mailsTo(OLD)).length;
    const res = await update(NEW);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Email: OLD, PendingEmail: NEW });
    expect(await detail()).toMatchObject({ Email: OLD, PendingEmail: NEW });
    const [mail] = await mailsTo(NEW);
    expect(mail?.body).toMatch(/\b\d{6}\b/);
    expect((await mailsTo(OLD)).length).toBe(oldMails);
    // The account's codes still go to the verified address.
    const forgot = await api.call('POST', 'account/SendUnsubscribeEmail', { body: { UserName: MOVER } });
    expect(forgot.status).toBe(200);
    expect((await mailsTo(OLD)).length).toBe(oldMails + 1);
    expect((await mailsTo(NEW)).length).toBe(1);
  });

  it('refuses a wrong code, then the right code makes the new address the email', async () => {
    const wrong = await confirm((await api.latestCode(NEW)) === '000000' ? '111111' : '000000');
    expectErrorEnvelope(wrong, 400, ErrorCode.Validation, ProfileMsg.codeNotValid);
    const right = await confirm(await api.latestCode(NEW));
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ Email: NEW, PendingEmail: '' });
    expect(await detail()).toMatchObject({ Email: NEW, PendingEmail: '' });
    // Single use.
    expect((await confirm(await api.latestCode(NEW))).body.ErrorMessage).toBe(ProfileMsg.noEmailChange);
  });

  it('saving the current email again drops a waiting change', async () => {
    expect((await update('mo.other@bee.watch.local')).body.data.PendingEmail).toBe(
      'mo.other@bee.watch.local',
    );
    const res = await update(NEW);
    expect(res.body.data).toMatchObject({ Email: NEW, PendingEmail: '' });
    expect((await confirm(await api.latestCode('mo.other@bee.watch.local'))).body.ErrorMessage).toBe(
      ProfileMsg.noEmailChange,
    );
  });

  it('sends at most 5 codes an hour, and a refused change writes nothing', async () => {
    // One code was sent above this hour (mo.other); 'mo.new' counted once too: 3 more, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await update(`mo.${i}@bee.watch.local`)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await update('mo.last@bee.watch.local', 'Moritz');
    expectRefused(refused, 429, SecurityMsg.tooManyCodesSent);
    expect(await detail()).toMatchObject({ FName: 'Mo', PendingEmail: 'mo.2@bee.watch.local' });
    expect(await mailsTo('mo.last@bee.watch.local')).toEqual([]);
  });
});
