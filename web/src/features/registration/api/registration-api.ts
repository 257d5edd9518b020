import {
  API,
  AccessCodeDetails,
  CountryItem,
  RegistrationResult,
  ValidationResult,
  type RegistrationFormValues,
} from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

// Registration runs before there is a session: no call carries the bearer token.

/** GET common/GetUserDetailsByAccessCode (spec §7.2): the role and expiry the code grants; ApiError 400 if unusable. */
export async function getUserDetailsByAccessCode(accessCode: string): Promise<AccessCodeDetails> {
  const res = await call(API.account.getUserDetailsByAccessCode, {
    query: { AccessCode: accessCode },
    auth: false,
  });
  return res.data;
}

/** GET common/GetCountryList (spec §7.2): [{Value, Text}]. */
export async function getCountryList(signal?: AbortSignal): Promise<CountryItem[]> {
  const res = await call(API.account.getCountryList, { auth: false, signal });
  return res.data;
}

/** The country list, fetched once per visit. */
export function useCountryList() {
  return useQuery({
    queryKey: ['registration', 'countries'],
    queryFn: ({ signal }) => getCountryList(signal),
    staleTime: Infinity,
  });
}

/** POST common/ValidateZipCode (spec §7.2): the post code against the country name. */
export async function validateZipCode(ZipCode: string, CountryName: string): Promise<ValidationResult> {
  const res = await call(API.account.validateZipCode, { body: { ZipCode, CountryName }, auth: false });
  return res.data;
}

/** POST common/ValidateCountryMobile (spec §7.2): the mobile against the country id. */
export async function validateCountryMobile(CountryId: number, Mobile: string): Promise<ValidationResult> {
  const res = await call(API.account.validateCountryMobile, { body: { CountryId, Mobile }, auth: false });
  return res.data;
}

/** POST account/Register (spec §4 registration save): the server checks everything again. */
export async function registerUser(form: RegistrationFormValues): Promise<RegistrationResult> {
  const res = await call(API.account.register, { body: form, auth: false });
  return res.data;
}
