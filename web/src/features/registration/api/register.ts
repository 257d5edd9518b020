import { API, RegistrationResult, type RegistrationFormValues } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST account/Register (spec §4 registration save): the server checks everything again. */
export async function registerUser(form: RegistrationFormValues): Promise<RegistrationResult> {
  const res = await call(API.profile.register, { body: form, auth: false });
  return res.data;
}

/** Registers (the server checks every field again). */
export const useRegister = () => useMutation({ mutationFn: registerUser });
