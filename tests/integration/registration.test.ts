import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, ErrorCode, Role, landingPathOf } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { TEST_PRODUCTS } from './pesticide-products.js';
import { adminToken as signedInAdmin } from './content-support.js';
import { registrationBody } from './registration-body.js';
import { expectErrorEnvelope, expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));

/** Posts a field check (common/Validate…) and expects its answer: valid, or invalid with `message`. */
async function expectCheck(route: string, body: object, valid: boolean, message: string) {
  const res = await api.call<{ IsValid: boolean; Message: string | null }>('POST', route, { body });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ IsValid: valid, Message: valid ? null : message });
}
const PASSWORD = 'Hive-Reg-2026!';

interface Code {
  AccessCode: string;
  RoleID: number;
  ExpiryDate: string;
  MaxUses: number;
  Uses: number;
  PurchaserEmail: string | null;
  CreatedBy: string;
  CreatedAt: string;
}
type Login = { access_token: string | null; User: { UserName: string; RoleId: number } | null };

let adminToken = '';
let seq = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;
const inAYear = () => new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 10);

async function generate(body: Record<string, unknown>) {
  return api.call<Code>('POST', 'admin/GenerateAccessCode', {
    token: adminToken,
    body: { RoleID: Role.ProfessionalBeeKeeper, ExpiryDate: inAYear(), MaxUses: 1, ...body },
  });
}

async function newCode(body: Record<string, unknown> = {}): Promise<Code> {
  const res = await generate(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The code as the admin's list shows it (it is among the newest). */
async function listed(code: string): Promise<Code | undefined> {
  let token: string | null | undefined;
  for (let page = 0; page < 20; page++) {
    const res = await api.call<Code[]>(
      'GET',
      `admin/AccessCodeList${token ? `?NextToken=${encodeURIComponent(token)}` : ''}`,
      { token: adminToken },
    );
    const found = res.body.data.find((c) => c.AccessCode === code);
    if (found) return found;
    token = res.body.NextToken;
    if (!token) return undefined;
  }
  return undefined;
}

function form(code: string, overrides: Record<string, unknown> = {}) {
  return registrationBody(uniqueName('reg'), code, PASSWORD, overrides);
}

const register = (body: unknown) =>
  api.call<{ UserName: string; RoleID: number }>('POST', 'account/Register', { body });
const signIn = (UserName: string, Password = PASSWORD) =>
  api.call<Login>('POST', 'account/Authenticate', { body: { UserName, Password } });

beforeAll(async () => {
  adminToken = await signedInAdmin();
});

describe('admin access codes', () => {
  it('generates a 12-character code from the unambiguous alphabet and lists it first', async () => {
    const code = await newCode({ MaxUses: 3, PurchaserEmail: 'buyer@example.org' });
    expect(code.AccessCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{12}$/);
    expect(code).toMatchObject({ RoleID: 14, MaxUses: 3, Uses: 0, PurchaserEmail: 'buyer@example.org' });
    expect(code.CreatedBy).toBe('admin');
    expect(code.ExpiryDate).toBe(`${inAYear()}T23:59:59.999Z`);
    const first = await api.call<Code[]>('GET', 'admin/AccessCodeList', { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.body.data[0]!.AccessCode).toBe(code.AccessCode);
    expect(first.body.data.length).toBeLessThanOrEqual(15);
  });

  it('pages 15 codes at a time, newest first, with NextToken', async () => {
    for (let i = 0; i < 16; i++) await newCode();
    const first = await api.call<Code[]>('GET', 'admin/AccessCodeList', { token: adminToken });
    expect(first.body.data).toHaveLength(15);
    expect(first.body.NextToken).toBeTruthy();
    const second = await api.call<Code[]>(
      'GET',
      `admin/AccessCodeList?NextToken=${encodeURIComponent(first.body.NextToken!)}`,
      { token: adminToken },
    );
    expect(second.body.data.length).toBeGreaterThan(0);
    const all = [...first.body.data, ...second.body.data];
    const created = all.map((c) => c.CreatedAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(new Set(all.map((c) => c.AccessCode)).size).toBe(all.length);
  });

  it.each([
    [{ RoleID: Role.SuperAdministrator }, 'This role cannot be granted by an access code'],
    [{ RoleID: 99 }, 'This role cannot be granted by an access code'],
    [{ ExpiryDate: '2020-01-01' }, 'Expiry Date must be in the future'],
    [{ ExpiryDate: '' }, 'Please enter Expiry Date'],
    [{ MaxUses: 0 }, 'Number of uses must be between 1 and 1000'],
    [{ MaxUses: 1001 }, 'Number of uses must be between 1 and 1000'],
    [{ PurchaserEmail: 'not-an-email' }, 'Please enter valid email'],
  ])('refuses %j with a 400 and its message', async (body, message) => {
    const res = await generate(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ErrorCode: ErrorCode.Validation, ErrorMessage: message, data: null });
  });
});

describe('country list and validation calls', () => {
  it('lists the countries with Value and Text', async () => {
    const res = await api.call<{ Value: number; Text: string }[]>('GET', 'common/GetCountryList');
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { Value: 1, Text: 'United Kingdom' },
        { Value: 2, Text: 'France' },
        { Value: 3, Text: 'Ireland' },
      ]),
    );
  });

  it.each([
    ['SW1A 1AA', 'United Kingdom', true],
    ['sw1a1aa', 'United Kingdom', true],
    ['SW1A', 'United Kingdom', true],
    ['ZZ9 9ZZ', 'United Kingdom', false],
    ['75001', 'United Kingdom', false],
    ['JE2 3AB', 'Jersey', true],
    ['SW1A 1AA', 'Jersey', false],
    ['75001', 'France', true],
    ['99999', 'France', false],
    ['7500', 'France', false],
    ['10115', 'Germany', true],
    ['1011', 'Germany', false],
    ['1000', 'Belgium', true],
    ['D02 X285', 'Ireland', true],
    ['12345', 'Ireland', false],
  ])('ValidateZipCode %s in %s → %s', async (ZipCode, CountryName, valid) => {
    await expectCheck(
      'common/ValidateZipCode',
      { ZipCode, CountryName },
      valid,
      'Please enter a valid Post Code',
    );
  });

  it('answers an unknown country with 400', async () => {
    const res = await api.call('POST', 'common/ValidateZipCode', {
      body: { ZipCode: '1', CountryName: 'Atlantis' },
    });
    expectRefused(res, 400, 'Please select Country');
  });

  it.each([
    [1, '07400 123456', true],
    [1, '+44 7400 123456', true],
    [1, '020 7946 0018', false],
    [1, '06 12 34 56 78', false],
    [2, '06 12 34 56 78', true],
    [2, '+33612345678', true],
    [1, '12', false],
  ])('ValidateCountryMobile country %i %s → %s', async (CountryId, Mobile, valid) => {
    await expectCheck(
      'common/ValidateCountryMobile',
      { CountryId, Mobile },
      valid,
      'Please enter a valid Mobile 1',
    );
  });
});

describe('access code step', () => {
  it('resolves a code (any case) to its role and expiry', async () => {
    const code = await newCode({ RoleID: Role.SprayLaison });
    const res = await api.call(
      'GET',
      `common/GetUserDetailsByAccessCode?AccessCode=${code.AccessCode.toLowerCase()}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ RoleID: 17, AccessCode: code.AccessCode, ExpiryDate: code.ExpiryDate });
  });

  it.each([
    ['', 'Please enter access code'],
    ['NOSUCHCODE22', 'This access code is not valid'],
  ])('refuses %j with 400 %s', async (value, message) => {
    const res = await api.call('GET', `common/GetUserDetailsByAccessCode?AccessCode=${value}`);
    expectRefused(res, 400, message);
  });

  it('refuses a code longer than 20 characters', async () => {
    const res = await api.call('GET', `common/GetUserDetailsByAccessCode?AccessCode=${'A'.repeat(21)}`);
    expect(res.status).toBe(400);
  });
});

describe('registration', () => {
  it("registers with a code: the new user signs in with the code's role and lands on its page", async () => {
    const code = await newCode({ RoleID: Role.ProfessionalBeeKeeper });
    const body = form(code.AccessCode);
    const res = await register(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ UserName: body.UserName, RoleID: 14 });
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
    const login = await signIn(body.UserName);
    expect(login.status).toBe(200);
    expect(login.body.data.User).toMatchObject({ UserName: body.UserName, RoleId: 14 });
    expect(landingPathOf(login.body.data.User!.RoleId)).toBe('/beekeeper/index');
    expect((await listed(code.AccessCode))?.Uses).toBe(1);
  });

  it('takes the role from the code, not from the form', async () => {
    const code = await newCode({ RoleID: Role.SwarmCoordinator });
    const body = form(code.AccessCode, { RoleID: Role.Administrator });
    expect((await register(body)).body.data).toMatchObject({ RoleID: 13 });
    expect((await signIn(body.UserName)).body.data.User?.RoleId).toBe(13);
  });

  describe('rules of spec §5 (nothing is written, the code keeps its uses)', () => {
    let code: Code;
    beforeAll(async () => {
      code = await newCode({ RoleID: Role.BeeInspector, MaxUses: 1000 });
    });
    const longer = (n: number) => 'x'.repeat(n + 1);
    const thirteenYearsAgoPlusADay = () => {
      const d = new Date();
      d.setUTCFullYear(d.getUTCFullYear() - 13);
      d.setUTCDate(d.getUTCDate() + 1);
      return d.toISOString().slice(0, 10);
    };

    it.each<[string, Record<string, unknown>, string | RegExp]>([
      ['no date of birth', { strDOB: '' }, 'Please enter Date of Birth'],
      ['younger than 13', { strDOB: thirteenYearsAgoPlusADay() }, 'Age should be minimum 13 years'],
      ['no first name', { FName: ' ' }, 'Please enter First Name'],
      ['no last name', { LName: '' }, 'Please enter Last Name'],
      ['no address line 1', { AddressLine1: '' }, 'Please enter Address Line 1'],
      ['no post code', { ZipCode: '' }, 'Please enter Post Code'],
      ['no organisation', { CompanyName: '' }, 'Please enter Organisation'],
      ['no country', { CountryId: '' }, 'Please select Country'],
      ['unknown country', { CountryId: 77 }, 'Please select Country'],
      ['no mobile 1', { Mobile1: '' }, 'Please enter Mobile 1'],
      ['no email', { Email: '' }, 'Please enter Email'],
      ['no confirm email', { ConfirmEmail: '' }, 'Please enter Confirm Email'],
      [
        'invalid email',
        { Email: 'rita.example.org', ConfirmEmail: 'rita.example.org' },
        'Please enter valid email',
      ],
      ['emails differ', { ConfirmEmail: 'other@example.org' }, 'Email and confirm email should be match'],
      ['post code not in the UK gazetteer', { ZipCode: 'ZZ9 9ZZ' }, 'Please enter a valid Post Code'],
      ['French post code for the UK', { ZipCode: '75001' }, 'Please enter a valid Post Code'],
      [
        'French post code not in La Poste',
        { CountryId: 2, ZipCode: '99999', Mobile1: '0612345678' },
        'Please enter a valid Post Code',
      ],
      ['mobile of another country', { Mobile1: '0612345678' }, 'Please enter a valid Mobile 1'],
      ['mobile not a number', { Mobile1: '12345' }, 'Please enter a valid Mobile 1'],
      ['salutation > 20', { Salutation: longer(20) }, /Salutation/],
      ['first name > 50', { FName: longer(50) }, /FName/],
      ['initial > 50', { Initial: longer(50) }, /Initial/],
      ['last name > 50', { LName: longer(50) }, /LName/],
      ['town > 50', { Town: longer(50) }, /Town/],
      ['state > 50', { State: longer(50) }, /State/],
      ['post code > 12', { ZipCode: longer(12) }, /ZipCode/],
      ['organisation > 20', { CompanyName: longer(20) }, /CompanyName/],
      ['mobile 1 > 20', { Mobile1: '0'.repeat(21) }, /Mobile1/],
      ['mobile 2 > 20', { Mobile2: '0'.repeat(21) }, /Mobile2/],
      ['email > 100', { Email: `${'a'.repeat(95)}@x.org`, ConfirmEmail: `${'a'.repeat(95)}@x.org` }, /Email/],
      ['landline 1 > 50', { LandLine1: '1'.repeat(51) }, /LandLine1/],
      ['landline 2 > 50', { LandLine2: '1'.repeat(51) }, /LandLine2/],
      ['insurance policy > 30', { InsurancePolicyNumber: longer(30) }, /InsurancePolicyNumber/],
      ['no user name', { UserName: '' }, 'Please enter User Name'],
      ['weak password', { Password: 'password', ConfirmPassword: 'password' }, /at least 12 characters/],
      ['passwords differ', { ConfirmPassword: 'Other-Pass-2026!' }, 'Password should be match'],
      ['no access code', { AccessCode: '' }, 'Please enter access code'],
    ])('%s', async (_name, overrides, message) => {
      const body = form(code.AccessCode, overrides);
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body.ErrorCode).toBe(ErrorCode.Validation);
      expect(res.body.ErrorMessage).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect([400, 401]).toContain((await signIn(body.UserName)).status);
    });

    it('kept every use of the code', async () => {
      expect((await listed(code.AccessCode))?.Uses).toBe(0);
    });
  });

  it('accepts no post code for role 35 and no organisation for role 15', async () => {
    const vq = await newCode({ RoleID: Role.VQAdministrator });
    expect((await register(form(vq.AccessCode, { ZipCode: '' }))).status).toBe(200);
    const bystander = await newCode({ RoleID: Role.ByStander });
    expect((await register(form(bystander.AccessCode, { CompanyName: '' }))).status).toBe(200);
  });

  it('registers a French user with a La Poste code and a French mobile', async () => {
    const code = await newCode();
    const res = await register(
      form(code.AccessCode, { CountryId: 2, ZipCode: '75001', Mobile1: '06 12 34 56 78' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses a used-up code: the second registration is a 400 and creates nothing', async () => {
    const code = await newCode({ MaxUses: 1 });
    expect((await register(form(code.AccessCode))).status).toBe(200);
    const second = form(code.AccessCode);
    const res = await register(second);
    expectRefused(res, 400, 'This access code has already been used');
    expect((await signIn(second.UserName)).status).toBe(401);
    expect((await listed(code.AccessCode))?.Uses).toBe(1);
  });

  it('never lets concurrent registrations use a code beyond its limit', async () => {
    const code = await newCode({ MaxUses: 2 });
    const results = await Promise.all([1, 2, 3, 4].map(() => register(form(code.AccessCode))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 400, 400]);
    expect((await listed(code.AccessCode))?.Uses).toBe(2);
  });

  it('refuses an expired code at both steps', async () => {
    // The API refuses to generate an expired code, so this one is put into DynamoDB Local directly.
    const port = Number(new URL(inject('baseUrl')).port) + 10;
    const ddb = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'eu-west-2',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
    );
    const AccessCode = `EXP${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
    const CreatedAt = '2020-01-01T00:00:00.000Z';
    await ddb.send(
      new PutCommand({
        TableName: 'AccountTable',
        Item: {
          pk: `ACCESSCODE#${AccessCode}`,
          sk: 'ACCESSCODE',
          kind: 'ACCESSCODE',
          kindSort: `${CreatedAt}#${AccessCode}`,
          AccessCode,
          RoleID: 14,
          ExpiryDate: '2021-01-01T23:59:59.999Z',
          MaxUses: 5,
          Uses: 0,
          PurchaserEmail: null,
          CreatedBy: 'test',
          CreatedAt,
        },
      }),
    );
    const step1 = await api.call('GET', `common/GetUserDetailsByAccessCode?AccessCode=${AccessCode}`);
    expectRefused(step1, 400, 'This access code has expired');
    const body = form(AccessCode);
    const res = await register(body);
    expectRefused(res, 400, 'This access code has expired');
    expect((await signIn(body.UserName)).status).toBe(401);
  });

  it('answers a taken user name with 409 and gives the use back', async () => {
    const code = await newCode({ MaxUses: 1 });
    const res = await register(form(code.AccessCode, { UserName: 'beekeeper' }));
    expectErrorEnvelope(res, 409, ErrorCode.Conflict, 'This user name is taken');
    expect((await listed(code.AccessCode))?.Uses).toBe(0);
    expect((await signIn('beekeeper', DEMO_PASSWORD)).status).toBe(200);
    expect((await register(form(code.AccessCode))).status).toBe(200);
  });
});

describe('a bystander registered by access code', () => {
  it('is alerted of a treatment within 1 km of their home from the start (home indexed at registration)', async () => {
    const code = await newCode({ RoleID: Role.ByStander });
    const body = form(code.AccessCode, { ZipCode: 'TR1 1AA', Town: 'Truro', CompanyName: '' });
    expect((await register(body)).status).toBe(200);
    const pesticide = await api.token('pesticide');
    // A field 300 m from the TR1 centroid (50.26241, -5.05347), where no other test user lives.
    const field = await api.call<{ FieldID: string }>('POST', 'pesticide/AddOrUpdateTreatmentField', {
      token: pesticide,
      body: { Name: 'Truro test field', Latitude: 50.2651, Longitude: -5.0535 },
    });
    expect(field.status, JSON.stringify(field.body)).toBe(200);
    const product = 'Reg test product';
    const saved = await api.call<{ BystandersAlerted: number }>(
      'POST',
      'pesticide/AddOrUpdateTreatmentSchedule',
      {
        token: pesticide,
        body: {
          FieldID: field.body.data.FieldID,
          TreatmentDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
          TimeOfDay: 2,
          PesticideType: 3,
          ProductID: TEST_PRODUCTS[product],
          Notes: '',
          Status: 1,
        },
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.BystandersAlerted).toBe(1);
    await expect
      .poll(
        async () => (await api.outbox()).some((m) => m.to.includes(body.Email) && m.body.includes(product)),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
  });
});
