import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, Role } from '@beewatch/shared';
import { latestCode, signIn } from './support';
import { expectNoAxeViolations } from './axe-support';

const USER = 'spraylaison';

/** The administrator's token: password, then the emailed code (two-step is on for 'admin'). */
async function adminToken(
  request: APIRequestContext,
  page: import('@playwright/test').Page,
): Promise<string> {
  const creds = { UserName: 'admin', Password: DEMO_PASSWORD };
  await request.post('/api/account/Authenticate', { data: creds });
  const Otp = await latestCode(page, 'admin@bee.watch.local');
  const res = await request.post('/api/account/OtpVerification', { data: { ...creds, Otp } });
  return (await res.json()).data.access_token;
}

/**
 * A subscription only expires with time, so the test lets time pass by writing a past expiry
 * into the e2e stack's DynamoDB Local (test arrangement only; the portal has no such path).
 */
async function expireSubscription(userName: string): Promise<void> {
  const port = Number(process.env.BW_E2E_PORT ?? 3500) + 10;
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  await ddb.send(
    new UpdateCommand({
      TableName: 'AccountTable',
      Key: { pk: `USER#${userName}`, sk: 'PROFILE' },
      UpdateExpression: 'SET SubscriptionExpiry = :past',
      ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
    }),
  );
}

test('an expired subscription is renewed with an access code from the login page', async ({
  page,
  request,
}) => {
  const token = await adminToken(request, page);
  const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const generated = await request.post('/api/admin/GenerateAccessCode', {
    headers: { authorization: `Bearer ${token}` },
    data: { RoleID: Role.SprayLaison, ExpiryDate: inAYear, MaxUses: 1 },
  });
  expect(generated.status()).toBe(200);
  const { AccessCode } = (await generated.json()).data as { AccessCode: string };
  await expireSubscription(USER);

  await signIn(page, USER);
  await expect(
    page.getByText(
      'Your subscription has been expired. Please contact us to renew your Bee.Watch subscription.',
    ),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Renew subscription' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Renew' }).click();
  await expect(
    dialog.getByText('Please enter your email from which you have purchase Access Code'),
  ).toBeVisible();
  await expect(dialog.getByText('Please enter Access Code.')).toBeVisible();
  await dialog.getByLabel('Email').fill(`${USER}@bee.watch.local`);
  await dialog.getByLabel('Access code').fill(AccessCode);
  await dialog.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('Subscription update successfully. Please try to login now')).toBeVisible();
  // The red 'expired' text no longer stands under the green notice.
  await expect(page.getByText(/^Your subscription has been expired/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await signIn(page, USER);
  await expect(page).toHaveURL(/\/beewatchagent\/spraymap$/);
});
