import { API, ValidationResult } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST common/ValidateCountryMobile (spec §7.2): the mobile against the country id. */
export async function validateCountryMobile(CountryId: number, Mobile: string): Promise<ValidationResult> {
  const res = await call(API.profile.validateCountryMobile, { body: { CountryId, Mobile }, auth: false });
  return res.data;
}

/** Checks a mobile number as the field is left. */
export const useValidateCountryMobile = () =>
  useMutation({
    mutationFn: ({ countryId, mobile }: { countryId: number; mobile: string }) =>
      validateCountryMobile(countryId, mobile),
  });
