import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { Profile } from '../../account/profile-repository.js';
import { documentClient } from '../../lib/aws.js';
import { env } from '../../lib/env.js';

/** BatchGetItem takes at most 100 keys a request. */
const BATCH = 100;
const IN_FLIGHT = 8;

/**
 * The profiles of many users at once (the alert fan-out): BatchGet on the account table,
 * unprocessed keys retried with backoff. Missing users are absent from the map (key: lower name).
 */
export async function profilesOf(userNames: string[]): Promise<Map<string, Profile>> {
  const found = new Map<string, Profile>();
  const chunks: string[][] = [];
  const unique = [...new Set(userNames.map((u) => u.toLowerCase()))];
  for (let i = 0; i < unique.length; i += BATCH) chunks.push(unique.slice(i, i + BATCH));
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let keys: Record<string, unknown>[] = chunk.map((u) => ({ pk: `USER#${u}`, sk: 'PROFILE' }));
      for (let attempt = 0; keys.length && attempt < 8; attempt += 1) {
        if (attempt) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        const out = await documentClient().send(
          new BatchGetCommand({ RequestItems: { [env().ACCOUNT_TABLE]: { Keys: keys } } }),
        );
        for (const raw of out.Responses?.[env().ACCOUNT_TABLE] ?? []) {
          const p = Profile.safeParse(raw);
          if (p.success) found.set(p.data.UserName.toLowerCase(), p.data);
        }
        keys = (out.UnprocessedKeys?.[env().ACCOUNT_TABLE]?.Keys ?? []) as Record<string, unknown>[];
      }
      if (keys.length) throw new Error('profiles could not be read');
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, chunks.length) }, worker));
  return found;
}
