import { describe, expect, it } from 'vitest';
import {
  ApiaryInput,
  DayRangeQuery,
  HornetPathAppRequest,
  OptionalDayRangeQuery,
  TreatmentScheduleFields,
  TreatmentScheduleInput,
} from './sites.js';

const schedule = {
  FieldID: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  TreatmentDate: '2026-12-01',
  TimeOfDay: '2',
  PesticideType: 3,
  Product: 'Prothioconazole',
};

describe('site schemas', () => {
  it('accepts coordinates on the globe only, with the same message for every miss', () => {
    const ok = ApiaryInput.safeParse({ Name: 'Hill', Latitude: 51.2, Longitude: -0.5 });
    expect(ok.success).toBe(true);
    for (const [Latitude, Longitude] of [
      [90.0001, 0],
      [0, 180.5],
      [Number.NaN, 0],
      [Number.POSITIVE_INFINITY, 0],
    ]) {
      const bad = ApiaryInput.safeParse({ Name: 'Hill', Latitude, Longitude });
      expect(bad.success).toBe(false);
      expect(bad.error?.issues[0]?.message).toMatch(/^Invalid coordinates/);
    }
  });

  it('reads form strings as the spec §3 enumerations, defaulting the status to Pending', () => {
    const parsed = TreatmentScheduleFields.parse(schedule);
    expect(parsed).toMatchObject({ TimeOfDay: 2, PesticideType: 3, Status: 1, Notes: '' });
    expect(TreatmentScheduleInput.safeParse({ ...schedule, TimeOfDay: 0 }).error?.issues[0]?.message).toBe(
      'Invalid time of day',
    );
    expect(TreatmentScheduleInput.safeParse({ ...schedule, Status: 5 }).success).toBe(false);
  });

  it('takes JSON numbers only in a posted body: no coercion of true, "010" or []', () => {
    const body = { ...schedule, TimeOfDay: 2 };
    expect(TreatmentScheduleInput.safeParse(body).success).toBe(true);
    for (const TimeOfDay of [true, '2', [], null])
      expect(TreatmentScheduleInput.safeParse({ ...body, TimeOfDay }).success).toBe(false);
    const apiary = { Name: 'Hill', Latitude: 51.2, Longitude: -0.5 };
    for (const Hives of [[], '010', false])
      expect(ApiaryInput.safeParse({ ...apiary, Hives }).success).toBe(false);
  });

  it('refuses calendar days that do not exist and backwards ranges', () => {
    expect(TreatmentScheduleFields.safeParse({ ...schedule, TreatmentDate: '2026-02-29' }).success).toBe(
      false,
    );
    expect(TreatmentScheduleFields.safeParse({ ...schedule, TreatmentDate: '2028-02-29' }).success).toBe(
      true,
    );
    expect(DayRangeQuery.safeParse({ FromDate: '2026-12-02', ToDate: '2026-12-01' }).success).toBe(false);
    expect(OptionalDayRangeQuery.safeParse({}).success).toBe(true);
    expect(OptionalDayRangeQuery.safeParse({ FromDate: '2026-12-01' }).success).toBe(false);
  });

  it('takes the app map position as JSON numbers (the page converts the URL text)', () => {
    const req = HornetPathAppRequest.parse({
      UserID: 'u',
      Token: 't',
      UserName: 'n',
      UserLat: 51.25,
      UserLng: -0.56,
    });
    expect([req.UserLat, req.UserLng]).toEqual([51.25, -0.56]);
    expect(
      HornetPathAppRequest.safeParse({ UserID: 'u', Token: 't', UserName: 'n', UserLat: '51.25', UserLng: 0 })
        .success,
    ).toBe(false);
    expect(
      HornetPathAppRequest.safeParse({ UserID: 'u', Token: 't', UserName: 'n', UserLat: 'x', UserLng: 0 })
        .success,
    ).toBe(false);
  });
});
