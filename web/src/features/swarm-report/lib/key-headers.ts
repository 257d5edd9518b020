import { SWARM_API_KEY_HEADER } from '@beewatch/shared';

/**
 * The public form is not signed in: every call carries the API key as its header token
 * (spec §2.1) and never a bearer token.
 */
export const keyHeaders = (apiKey: string) => ({ [SWARM_API_KEY_HEADER]: apiKey });
