import { API } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call, envelopeMessage } from '@/lib/api-client';

/** POST beewatchagent/InviteSwarmCollector: a one-use access code for a ProfessionalBeeKeeper account. */
export async function inviteCollector(email: string) {
  const res = await call(API.coordination.inviteSwarmCollector, { body: { Email: email } });
  return { invite: res.data, message: envelopeMessage(res) };
}

export function useInviteCollector() {
  return useMutation({ mutationFn: inviteCollector });
}
