import {
  DOMAIN_CHANGE_MAX,
  DOMAIN_ROLES,
  DomainMsg,
  type Domain,
  type DomainRole,
  type DomainUnit,
  type RoleName,
  SetUserDomainRequest,
} from '@beewatch/shared';
import type * as z from 'zod/mini';
import { areaUnitPlace, areaUnitsReaching } from '../geo/index.js';
import type { Actor } from '../lib/actor.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import type { BatchRead } from '../lib/dynamo.js';
import {
  changeCount,
  domainsOfRole,
  eraseStoredDomain,
  getStoredDomain,
  holdersOf,
  saveDomain,
  storedDomainRead,
} from './repository.js';
import type { StoredDomain } from './domain-entity.js';

/** Where a domain's data comes from besides its own items: the user's role, from the account directory. */
export interface DomainDirectory {
  roleOfUser(userName: string): Promise<RoleName | undefined>;
}

const isDomainRole = (role: RoleName | undefined): role is DomainRole =>
  (DOMAIN_ROLES as readonly string[]).includes(role ?? '');

/** A unit with its place from the gazetteer (a unit the gazetteer no longer knows keeps its code). */
function unitOf(unit: string): DomainUnit {
  const place = areaUnitPlace(unit);
  return {
    AreaUnit: unit,
    PlaceName: place?.PlaceName ?? unit,
    Country: place?.Country ?? (/^\d/.test(unit) ? 'FR' : 'GB'),
    Latitude: place?.Latitude ?? 0,
    Longitude: place?.Longitude ?? 0,
  };
}

function domainOf(userName: string, role: DomainRole, stored: StoredDomain | undefined): Domain {
  return {
    UserName: stored?.UserName ?? userName,
    RoleName: role,
    Name: stored?.Name ?? '',
    Units: (stored?.Units ?? []).map(unitOf),
    UpdatedAt: stored?.UpdatedAt ?? null,
    UpdatedBy: stored?.UpdatedBy ?? null,
  };
}

async function domainRoleOf(directory: DomainDirectory, userName: string): Promise<DomainRole> {
  const role = await directory.roleOfUser(userName);
  if (!role) throw new NotFoundError(DomainMsg.userNotFound);
  if (!isDomainRole(role)) throw new ValidationError(DomainMsg.notDomainRole);
  return role;
}

/** The domain of a user who works in one (admin/GetUserDomain); empty when none is assigned yet. */
export async function userDomain(directory: DomainDirectory, userName: string): Promise<Domain> {
  const role = await domainRoleOf(directory, userName);
  return domainOf(userName, role, await getStoredDomain(userName));
}

/** The signed-in inspector's, coordinator's or liaison's own domain (read only for them). */
export async function ownDomain(actor: Actor): Promise<Domain> {
  if (!isDomainRole(actor.roleName)) throw new ValidationError(DomainMsg.notDomainRole);
  return domainOf(actor.userName, actor.roleName, await getStoredDomain(actor.userName));
}

/**
 * `ownDomain` as a batch read, to run with the item the request is about in one BatchGetItem.
 * @throws ValidationError at once (before any read) when the caller has no domain role.
 */
export function ownDomainRead(actor: Actor): BatchRead<Domain> {
  const role = actor.roleName;
  if (!isDomainRole(role)) throw new ValidationError(DomainMsg.notDomainRole);
  const read = storedDomainRead(actor.userName);
  return { ...read, parse: (items) => domainOf(actor.userName, role, read.parse(items)) };
}

/**
 * Sets a user's domain to `input` (admin/SetUserDomain): every unit must be one the gazetteer
 * knows; at most DOMAIN_CHANGE_MAX units added plus removed, so the save is one transaction and
 * never half applied. The membership items follow, so point-in-domain lookups see the change at
 * once. @throws ValidationError (unknown unit, too many changes, not a domain role),
 * NotFoundError (no such user), ConflictError (someone saved the domain meanwhile).
 */
export async function setUserDomain(
  directory: DomainDirectory,
  actor: Actor,
  input: z.output<typeof SetUserDomainRequest>,
  now = new Date(),
): Promise<Domain> {
  const role = await domainRoleOf(directory, input.UserName);
  const units = [...new Set(input.AreaUnits)].sort();
  const unknown = units.find((u) => !areaUnitPlace(u));
  if (unknown) throw new ValidationError(`${DomainMsg.unitUnknown}: ${unknown}`);
  const previous = await getStoredDomain(input.UserName);
  const next: StoredDomain = {
    UserName: previous?.UserName ?? input.UserName,
    RoleName: role,
    Name: input.Name,
    Units: units,
    UpdatedAt: now.toISOString(),
    UpdatedBy: actor.userName,
  };
  if (changeCount(previous, next) > DOMAIN_CHANGE_MAX) throw new ValidationError(DomainMsg.tooManyChanges);
  if (!(await saveDomain(previous, next))) throw new ConflictError(DomainMsg.changedMeanwhile);
  return domainOf(next.UserName, role, next);
}

/** The user names holding, for `role`, a domain that contains the area unit `unit` (one Query). */
export async function domainHoldersOf(unit: string, role: DomainRole): Promise<string[]> {
  return (await holdersOf(unit.trim().toUpperCase(), role)).map((m) => m.UserName);
}

/** Erases a user's domain (personal data: it names them); idempotent. */
export const eraseDomain = eraseStoredDomain;

/**
 * The gazetteer units near a set of units (role-screens §8.2, "neighbouring"): the units whose
 * area reaches within `radiusKm` of one of `units`' centroids (geo's areaUnitsReaching), the
 * units themselves included (another holder may share one). Sorted.
 */
export function unitsNear(units: readonly string[], radiusKm: number): string[] {
  const near = new Set(units.map((u) => u.trim().toUpperCase()));
  const key = `${radiusKm}|${[...near].sort().join(',')}`;
  const known = nearMemo.get(key);
  if (known) return [...known];
  for (const unit of [...near]) {
    const place = areaUnitPlace(unit);
    if (!place) continue;
    for (const found of areaUnitsReaching(place.Latitude, place.Longitude, radiusKm * 1000)) near.add(found);
  }
  const sorted = [...near].sort();
  // The gazetteer never changes while a function instance lives, so a domain's near units are
  // worked out once per instance (tens of ms of CPU each time otherwise); a few domains are kept.
  if (nearMemo.size >= NEAR_MEMO_MAX) nearMemo.delete(nearMemo.keys().next().value!);
  nearMemo.set(key, sorted);
  return [...sorted];
}

/** How many domains' near units one function instance keeps (oldest dropped first). */
const NEAR_MEMO_MAX = 32;
const nearMemo = new Map<string, string[]>();

/** A holder of a domain near another: who, and which of their units are near (sorted). */
export interface NeighbouringHolder {
  UserName: string;
  Units: string[];
}

/**
 * The other holders, for `role`, of domains with units near `units` (`unitsNear`, within about
 * `radiusKm`), `except` (the caller) left out: one Query of the role's domains (byKind), kept
 * where they share a nearby unit — never a Scan. Sorted by user name, their near units sorted.
 */
export async function neighbouringHolders(
  units: readonly string[],
  role: DomainRole,
  except: string,
  radiusKm: number,
): Promise<NeighbouringHolder[]> {
  const near = new Set(unitsNear(units, radiusKm));
  return (await domainsOfRole(role))
    .filter((d) => d.UserName.toLowerCase() !== except.toLowerCase())
    .map((d) => ({ UserName: d.UserName, Units: d.Units.filter((u) => near.has(u)).sort() }))
    .filter((h) => h.Units.length > 0)
    .sort((a, b) => a.UserName.localeCompare(b.UserName));
}
