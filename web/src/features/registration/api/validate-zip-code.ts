import { API, ValidationResult } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST common/ValidateZipCode (spec §7.2): the post code against the country name. */
export async function validateZipCode(ZipCode: string, CountryName: string): Promise<ValidationResult> {
  const res = await call(API.profile.validateZipCode, { body: { ZipCode, CountryName }, auth: false });
  return res.data;
}

/** Checks a post code as the field is left. */
export const useValidateZipCode = () =>
  useMutation({
    mutationFn: ({ zipCode, countryName }: { zipCode: string; countryName: string }) =>
      validateZipCode(zipCode, countryName),
  });
