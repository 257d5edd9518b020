import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockDynamo, transactionCancelled as cancelled } from '../../testing/aws-mocks.js';

/**
 * My Profile and unsubscribe writes: "no such profile" only when the profile's own condition
 * failed; a clash with a concurrent write is a Conflict (try again), never a 404.
 */
const ddb = mockDynamo();
const details = {
  FullName: 'A B',
  Salutation: 'Mr',
  FName: 'A',
  Initial: '',
  LName: 'B',
  OrganizationName: null,
  AddressLine1: '1 Road',
  AddressLine2: '',
  Town: 'Guildford',
  State: '',
  ZipCode: 'GU1 1AA',
  CountryId: 1,
  CountryName: 'United Kingdom',
  Mobile: '+447700900123',
};

const store = await import('./profile-store.js');

describe('saveProfileDetails', () => {
  it('answers false when the profile is missing or unsubscribed', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    expect(await store.saveProfileDetails('bee', details, null)).toBe(false);
  });

  it('throws on a transaction conflict instead of answering "no profile"', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'None'));
    await expect(store.saveProfileDetails('bee', details, null)).rejects.toThrow(store.PROFILE_CHANGED);
  });
});

describe('confirmEmail', () => {
  it('answers false when the email no longer waits, and throws on a transaction conflict', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    expect(await store.confirmEmail('bee', 'new@example.org')).toBe(false);
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'TransactionConflict'));
    await expect(store.confirmEmail('bee', 'new@example.org')).rejects.toThrow(store.PROFILE_CHANGED);
  });
});

describe('markUnsubscribed', () => {
  it('throws on a transaction conflict instead of answering "already unsubscribed"', async () => {
    ddb.on(GetCommand).resolves({}); // the role item: not an administrator
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'TransactionConflict', 'None'));
    await expect(store.markUnsubscribed('bee', new Date(), '2026-08-01')).rejects.toThrow(
      store.PROFILE_CHANGED,
    );
  });
});
