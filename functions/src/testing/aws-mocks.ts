import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, vi } from 'vitest';
import { profileItemOf, type Profile } from '../account/profile/profile-entity.js';
import { UNIT_TEST_ENV } from './unit-env.js';

/**
 * What the unit tests that mock the AWS clients share: the function environment, the mocked
 * document client reset before every test, and items shaped as DynamoDB stores them. The code
 * under test is imported after `mockDynamo()` (a dynamic import), so it first reads the
 * environment set here.
 */

/** Anything a test resets between cases (an aws-sdk-client-mock stub). */
interface Resettable {
  reset(): unknown;
}

/** Resets `stub` before every test of the file and returns it. */
export function resetEachTest<T extends Resettable>(stub: T): T {
  beforeEach(() => stub.reset());
  return stub;
}

/**
 * Sets the unit-test environment (UNIT_TEST_ENV) and mocks the DynamoDB document client for this
 * test file; the stub is reset before every test. Call at the top of the file, before importing
 * the code under test.
 */
export function mockDynamo() {
  Object.assign(process.env, UNIT_TEST_ENV);
  return resetEachTest(mockClient(DynamoDBDocumentClient));
}

/** Makes lib/dynamo's retries wait no time in this test file (the attempts still count). */
export function withoutBackoff(): void {
  beforeAll(async () => {
    const { backoff } = await import('../lib/dynamo.js');
    vi.spyOn(backoff, 'wait').mockResolvedValue();
    vi.spyOn(backoff, 'jittered').mockResolvedValue();
  });
}

/** A cancelled transaction with one reason code per item, as DynamoDB reports it. */
export const transactionCancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

/**
 * A user's profile item as the account table stores it (key and byKind attributes included):
 * an active UK user with two-step off, the given fields replacing the defaults.
 */
export const storedProfile = (userName: string, fields: Partial<Profile> = {}) =>
  profileItemOf({
    UserName: userName,
    FullName: userName,
    OrganizationName: null,
    Email: `${userName}@example.org`,
    Mobile: null,
    CountryId: 1,
    CountryName: 'United Kingdom',
    SubscriptionExpiry: '2099-12-31T23:59:59.000Z',
    TwoStepMode: 0,
    DoNotShowThisAgain: false,
    LastLoginTime: null,
    ...fields,
  });
