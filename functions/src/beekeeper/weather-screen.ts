import { BeekeeperMsg, type WeatherData } from '@beewatch/shared';
import type { Actor } from '../lib/actor.js';
import { NotFoundError } from '../lib/errors.js';
import { listApiaries } from '../sites/index.js';
import { forecastsOf } from './weather/service.js';

/**
 * beekeeper/weather: the forecast of each of the caller's apiaries, or of one of them (another
 * keeper's apiary, or an unknown id, answers 404: only own apiaries).
 */
export async function weatherOf(actor: Actor, apiaryId?: string, now = new Date()): Promise<WeatherData> {
  const own = await listApiaries(actor.userName);
  const chosen = apiaryId ? own.filter((a) => a.ApiaryID === apiaryId) : own;
  if (apiaryId && !chosen.length) throw new NotFoundError(BeekeeperMsg.apiaryNotFound);
  return { Forecasts: await forecastsOf(chosen, now) };
}
