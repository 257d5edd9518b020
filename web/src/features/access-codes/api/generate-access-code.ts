import { API, AccessCodeRow, type GenerateAccessCodeValues } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { accessCodeKeys } from './get-access-codes';

/** POST admin/GenerateAccessCode: the new code. */
export async function generateAccessCode(body: GenerateAccessCodeValues): Promise<AccessCodeRow> {
  const res = await call(API.users.generateAccessCode, { body });
  return res.data;
}

/** Generates, then reloads the list from the first page (the new code comes first). */
export function useGenerateAccessCode() {
  return useCacheMutation(generateAccessCode, { reset: accessCodeKeys.list });
}
