import type * as z from 'zod/mini';
import { ApiaryInput, MAX_APIARIES, type Apiary } from '@beewatch/shared';
import { ulid } from 'ulid';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import * as repo from './repository.js';

/** The apiary messages (shown to the beekeeper as they are). */
export const ApiaryMsg = {
  notFound: 'Apiary not found',
  limit: `A professional beekeeper may have ${MAX_APIARIES} apiaries`,
} as const;

const publicOf = ({ OwnerUserName: _owner, ...a }: repo.StoredApiary): Apiary => a;

/** beekeeper/myapiaries: the caller's own apiaries, by name. */
export async function myApiaries(actor: Actor): Promise<Apiary[]> {
  return (await repo.listApiaries(actor.userName)).map(publicOf);
}

/** One of the caller's apiaries; another user's id answers not found (404), revealing nothing. */
export async function getOwnApiary(actor: Actor, id: string): Promise<Apiary> {
  const a = await repo.getApiary(id);
  if (!a || a.OwnerUserName.toLowerCase() !== actor.userName.toLowerCase())
    throw new NotFoundError(ApiaryMsg.notFound);
  return publicOf(a);
}

/** The fields the keeper's apiary form sets: name, post code (upper case, null when blank), position, hives and notes. */
const formFieldsOf = (input: z.output<typeof ApiaryInput>) => ({
  Name: input.Name,
  PostCode: input.PostCode?.toUpperCase() || null,
  Latitude: input.Latitude,
  Longitude: input.Longitude,
  Hives: input.Hives,
  Notes: input.Notes,
});

/**
 * Adds (no ApiaryID) or edits an apiary of the caller. Adding beyond MAX_APIARIES (spec §9)
 * answers 409 with nothing written; editing another user's apiary answers 404.
 */
export async function addOrUpdateApiary(
  actor: Actor,
  input: z.output<typeof ApiaryInput>,
): Promise<{ apiary: Apiary; created: boolean }> {
  const now = new Date().toISOString();
  if (!input.ApiaryID) {
    const apiary: repo.StoredApiary = {
      ApiaryID: ulid(),
      ...formFieldsOf(input),
      CreatedDate: now,
      UpdatedDate: now,
      OwnerUserName: actor.userName,
    };
    const result = await repo.createApiary(apiary);
    if (result === 'limit') throw new ConflictError(ApiaryMsg.limit);
    if (result === 'exists') throw new ValidationError('Please try again');
    return { apiary: publicOf(apiary), created: true };
  }
  const existing = await repo.getApiary(input.ApiaryID);
  if (!existing || existing.OwnerUserName.toLowerCase() !== actor.userName.toLowerCase())
    throw new NotFoundError(ApiaryMsg.notFound);
  const apiary: repo.StoredApiary = {
    ...existing,
    ...formFieldsOf(input),
    UpdatedDate: now,
  };
  if (!(await repo.updateApiary(apiary))) throw new NotFoundError(ApiaryMsg.notFound);
  return { apiary: publicOf(apiary), created: false };
}

/** Deletes one of the caller's apiaries (frees a place under the limit); 404 when not theirs. */
export async function deleteApiary(actor: Actor, id: string): Promise<void> {
  if (!(await repo.deleteApiary(id, actor.userName))) throw new NotFoundError(ApiaryMsg.notFound);
}
