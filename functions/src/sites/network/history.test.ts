import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PesticideType, TreatmentStatus, TreatmentTimeOfDay } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import { mockDynamo, storedProfile } from '../../testing/aws-mocks.js';
import { UNIT_TEST_ENV } from '../../testing/unit-env.js';
import { domainItemOf } from '../../domains/domain-entity.js';
import { productItemOf } from '../../pesticides/pesticide-entity.js';
import { alertSendPartition } from '../../alerts/alert-send-entity.js';
import { sendTallyKey } from '../../notify/send-claim-entity.js';
import { sprayAlertId } from '../treatments/treatment-entity.js';

const ddb = mockDynamo();
const { sprayHistory, noticeHours } = await import('./service.js');
const { scheduleItemOf } = await import('../treatments/repository.js');

const actor = { userId: 's', userName: 'liaison', roleName: 'SprayLaison', roleId: 17 } as const;
const ULID = (c: string) => `01J${c.repeat(23)}`;

const schedule = (id: string, over: Record<string, unknown> = {}) =>
  scheduleItemOf({
    TreatmentScheduleID: id,
    FieldID: ULID('F'),
    FieldName: 'North field',
    Latitude: 51.247,
    Longitude: -0.558,
    TreatmentDate: '2026-06-10',
    TimeOfDay: TreatmentTimeOfDay.Morning,
    PesticideType: PesticideType.Fungicide,
    Product: 'Demo product (GB 17522)',
    ProductID: ULID('P'),
    MixtureID: null,
    Notes: '',
    Status: TreatmentStatus.Pending,
    Version: 2,
    AlertedCount: 3,
    BeekeepersAlerted: 2,
    BystandersAlerted: 1,
    UpdatedDate: '2026-06-07T06:00:00.000Z',
    OwnerUserName: 'Farmer',
    ...over,
  });

const product = productItemOf({
  ProductID: ULID('P'),
  Name: 'Demo product',
  Country: 'GB',
  AuthorisationNumber: '17522',
  Holder: '',
  Formulation: '',
  Substances: [],
  PesticideType: PesticideType.Fungicide,
  Uses: 'Winter wheat, oilseed rape (demo)',
  Status: 'Authorised',
  ExpiryDate: '2030-01-01',
  BeeHazardStatements: [],
  BeeHazardText: '',
  LabelUrl: '',
  Notes: '',
  TrafficLight: 'green',
  LightReasons: ['none'],
  Demo: true,
  LastChecked: '2026-01-01',
  UpdatedDate: '2026-01-01T00:00:00.000Z',
});

describe('beewatchagent/SprayHistory rows', () => {
  it('gives crop, MAPP/AMM, hazard and the alerted split from three round trips, domain only', async () => {
    const withProduct = ULID('A');
    const legacy = ULID('B');
    const outside = ULID('C');
    ddb.on(GetCommand).resolves({
      Item: domainItemOf({
        UserName: 'liaison',
        RoleName: 'SprayLaison',
        Name: 'Surrey',
        Units: ['GU1'],
        UpdatedAt: '2026-01-01T00:00:00.000Z',
        UpdatedBy: 'admin',
      }),
    });
    ddb.on(QueryCommand).resolves({
      Items: [
        schedule(withProduct),
        // Saved before the split and the catalogue: counts unknown, hazard from the type.
        {
          ...schedule(legacy, {
            ProductID: null,
            PesticideType: PesticideType.Insecticide,
            Product: 'Old free text',
          }),
          BeekeepersAlerted: undefined,
          BystandersAlerted: undefined,
        },
        schedule(outside, { Latitude: 55.95, Longitude: -3.19 }),
      ],
    });
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        [UNIT_TEST_ENV.SITE_TABLE]: [
          { ...sendTallyKey(alertSendPartition(sprayAlertId(withProduct, 2))), Sent: 5, Failed: 1 },
          product,
        ],
        [UNIT_TEST_ENV.ACCOUNT_TABLE]: [storedProfile('farmer', { FullName: 'Pat Farmer' })],
      },
    });

    const rows = await sprayHistory(actor, { FromDate: '2026-06-01', ToDate: '2026-06-30' });

    expect(rows.map((r) => r.SprayNotificationID)).toEqual([withProduct, legacy]);
    expect(rows[0]).toMatchObject({
      District: 'GU1',
      Crop: 'Winter wheat, oilseed rape (demo)',
      AuthorisationNumber: 'GB 17522',
      BeeHazard: 'green',
      HazardBasis: 'product',
      AlertedCount: 3,
      BeekeepersAlerted: 2,
      BystandersAlerted: 1,
      Sent: 5,
      Failed: 1,
      FarmerName: 'Pat Farmer',
      NoticeHours: 72,
      Under48h: false,
    });
    expect(rows[1]).toMatchObject({
      Crop: null,
      AuthorisationNumber: null,
      BeeHazard: 'red',
      HazardBasis: 'type',
      BeekeepersAlerted: null,
      BystandersAlerted: null,
      Sent: 0,
      Failed: 0,
    });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    const batches = ddb.commandCalls(BatchGetCommand);
    expect(batches).toHaveLength(1);
    // Only the products of single-product schedules in the domain are read.
    const siteKeys = batches[0]!.args[0].input.RequestItems![UNIT_TEST_ENV.SITE_TABLE]!.Keys!;
    expect(siteKeys.filter((k) => String(k.pk).startsWith('PRODUCT#'))).toHaveLength(1);
  });

  it('counts the notice from the version’s save to the start of its time of day', () => {
    expect(
      noticeHours({
        TreatmentDate: '2026-06-10',
        TimeOfDay: TreatmentTimeOfDay.Afternoon,
        UpdatedDate: '2026-06-09T00:00:00.000Z',
      }),
    ).toBe(36);
  });
});
