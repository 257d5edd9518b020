import {
  type CrmAudience,
  EXPIRING_WITHIN_DAYS,
  type OutreachChannel,
  type RoleName,
} from '@beewatch/shared';
import type * as z from 'zod/mini';
import type { AlertRecipient } from '../alerts/index.js';
import { getProfiles, isReachable, type Profile, roleIndexKey } from '../account/index.js';
import { areaUnitAt } from '../geo/index.js';
import { queryAll, byKind } from '../lib/dynamo.js';
import { env } from '../lib/env.js';

/** An audience as the route's schema parsed it (defaults filled). */
export type ParsedAudience = z.output<typeof CrmAudience>;

const DAY_MS = 86_400_000;

/** The user names of a role: one byKind Query of the role directory (`ROLE#<RoleName>`). */
async function userNamesOf(role: RoleName): Promise<string[]> {
  const items = await queryAll({
    ...byKind(env().ACCOUNT_TABLE, roleIndexKey(role)),
    ProjectionExpression: 'UserName',
  });
  return items.map((i) => String(i.UserName));
}

/** The area unit of a profile's post code (UK district or French code postal), when the gazetteer knows it. */
function unitOfProfile(p: Profile): string | undefined {
  // Only the post code decides: the point (0, 0) has no gazetteer place within 20 km.
  return p.ZipCode ? areaUnitAt(0, 0, p.ZipCode) : undefined;
}

/** Whether a profile's subscription passes the filter at `now`. */
function subscriptionPasses(p: Profile, filter: ParsedAudience['Subscription'], now: number): boolean {
  const expiry = Date.parse(p.SubscriptionExpiry);
  if (filter === 'Any') return true;
  if (filter === 'Expired') return expiry <= now;
  if (filter === 'Expiring') return expiry > now && expiry <= now + EXPIRING_WITHIN_DAYS * DAY_MS;
  return expiry > now;
}

/** One user the audience reaches, with the addresses of the chosen channels. */
export interface CrmRecipient {
  UserName: string;
  Name: string;
  Email?: string;
  Mobile?: string;
  Inbox: boolean;
}

/**
 * The users an audience reaches on `channels`: the role directory Queried per role (never a
 * Scan), their profiles read by key, then the country, area unit and subscription filters.
 * Unsubscribed accounts are never addressed; a user with none of the chosen channels is left out.
 */
export async function audienceRecipients(
  audience: ParsedAudience,
  channels: readonly OutreachChannel[],
  now = Date.now(),
): Promise<CrmRecipient[]> {
  const names = (await Promise.all(audience.Roles.map((r) => userNamesOf(r as RoleName)))).flat();
  const profiles = await getProfiles(names);
  const countries = new Set(audience.CountryIds);
  const units = new Set(audience.AreaUnits.map((u) => u.toUpperCase()));
  const out: CrmRecipient[] = [];
  for (const p of [...profiles.values()].sort((a, b) => a.UserName.localeCompare(b.UserName))) {
    if (!isReachable(p)) continue;
    if (!subscriptionPasses(p, audience.Subscription, now)) continue;
    if (countries.size && !countries.has(p.CountryId ?? -1)) continue;
    if (units.size && !units.has(unitOfProfile(p) ?? '')) continue;
    const r = recipientOf(p, channels);
    if (r.Email || r.Mobile || r.Inbox) out.push(r);
  }
  return out;
}

/** A profile as a recipient on the chosen channels (account email, profile mobile, portal inbox). */
export function recipientOf(p: Profile, channels: readonly OutreachChannel[]): CrmRecipient {
  return {
    UserName: p.UserName,
    Name: p.FullName || p.UserName,
    Email: channels.includes('email') && p.Email ? p.Email : undefined,
    Mobile: channels.includes('sms') && p.Mobile ? p.Mobile : undefined,
    Inbox: channels.includes('inbox'),
  };
}

/** The alert pipeline's recipient of a CRM recipient ({name} fills the greeting). */
export function alertRecipientOf(r: CrmRecipient): AlertRecipient {
  return {
    Name: r.Name,
    UserName: r.Inbox ? r.UserName : undefined,
    Email: r.Email,
    Mobile: r.Mobile,
    Vars: { name: r.Name },
  };
}
