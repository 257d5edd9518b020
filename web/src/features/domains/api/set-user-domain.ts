import { API, type Domain, type SetUserDomainRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { userDomainKeys } from './get-user-domain';

/** POST admin/SetUserDomain: the whole domain as it should be (audited on the server). */
export async function setUserDomain(body: SetUserDomainRequest): Promise<Domain> {
  return (await call(API.users.setUserDomain, { body })).data;
}

export function useSetUserDomain() {
  return useCacheMutation(setUserDomain, {
    store: (domain) => [userDomainKeys.user(domain.UserName), domain],
  });
}
