import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SWARM_RATE_LIMIT, SWARM_RATE_WINDOW_S, SwarmMsg } from '@beewatch/shared';
import * as z from 'zod/mini';
import { documentClient } from '../lib/aws.js';
import { isConditionFailed } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { TooManyAttemptsError } from '../lib/errors.js';
import { rateKey } from './rate-limit-entity.js';

/** Attempts of the optimistic write before giving up (parallel reports from one address). */
const MAX_ATTEMPTS = 8;

const Slots = z.object({ Times: z.array(z.number()), Version: z.number().check(z.int()) });

/**
 * Takes one report slot for (API key, client address): at most SWARM_RATE_LIMIT reports in any
 * SWARM_RATE_WINDOW_S seconds (10 per 5 minutes) — an exact sliding log of the
 * accepted reports' times, written with an optimistic version check so parallel requests cannot
 * both take the last slot. Throws TooManyAttemptsError (429) when the window is full. The WAF
 * rule in front (infra) is the coarse first line; this one is exact and works locally too.
 */
export async function takeReportSlot(apiKey: string, clientIp: string, now = Date.now()): Promise<void> {
  const key = rateKey(apiKey, clientIp);
  const windowStart = now - SWARM_RATE_WINDOW_S * 1000;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const out = await documentClient().send(
      new GetCommand({ TableName: env().SITE_TABLE, Key: key, ConsistentRead: true }),
    );
    const current = out.Item ? Slots.parse(out.Item) : undefined;
    const recent = (current?.Times ?? []).filter((t) => t > windowStart);
    if (recent.length >= SWARM_RATE_LIMIT) throw new TooManyAttemptsError(SwarmMsg.tooManyReports);
    try {
      await documentClient().send(
        new PutCommand({
          TableName: env().SITE_TABLE,
          Item: {
            ...key,
            Times: [...recent, now],
            Version: (current?.Version ?? 0) + 1,
            expiresAt: Math.ceil(now / 1000) + SWARM_RATE_WINDOW_S + 60,
          },
          ConditionExpression: current ? 'Version = :v' : 'attribute_not_exists(pk)',
          ExpressionAttributeValues: current ? { ':v': current.Version } : undefined,
        }),
      );
      return;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
  throw new TooManyAttemptsError(SwarmMsg.tooManyReports);
}
