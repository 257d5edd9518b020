import { API, type Domain, type SetUserDomainRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userDomainKeys } from './get-user-domain';

/** POST admin/SetUserDomain: the whole domain as it should be (audited on the server). */
export async function setUserDomain(body: SetUserDomainRequest): Promise<Domain> {
  return (await call(API.account.setUserDomain, { body })).data;
}

export function useSetUserDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDomain,
    onSuccess: (domain) => queryClient.setQueryData(userDomainKeys.user(domain.UserName), domain),
  });
}
