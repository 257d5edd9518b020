import { API, AccessCodeRow, type GenerateAccessCodeValues } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { accessCodeKeys } from './get-access-codes';

/** POST admin/GenerateAccessCode: the new code. */
export async function generateAccessCode(body: GenerateAccessCodeValues): Promise<AccessCodeRow> {
  const res = await call(API.account.generateAccessCode, { body });
  return res.data;
}

/** Generates, then reloads the list from the first page (the new code comes first). */
export function useGenerateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateAccessCode,
    onSuccess: () => void queryClient.resetQueries({ queryKey: accessCodeKeys.list }),
  });
}
