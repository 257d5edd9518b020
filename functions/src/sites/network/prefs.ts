import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ALERT_CHANNELS, ALERT_LANGUAGES, type AlertPreferences } from '@beewatch/shared';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/aws.js';
import { batchGetAll, deleteItem } from '../../lib/dynamo.js';
import { siteTable } from '../store.js';
import { contactPrefKey } from './network-entity.js';

/** Most preference changes kept on the item (the liaison's audit of changes made for a member). */
const CHANGES_KEPT = 20;

/**
 * A contact's spray-alert preferences as stored (network-entity.ts key). AlertEmail and Mobile
 * here override the profile's for spray alerts only; Notes are the liaison's, never shown to the
 * contact; Changes log each liaison's change with the member's consent (role-screens §7.3).
 */
export const StoredContactPrefs = z.object({
  UserName: z.string(),
  Channel: z.enum(ALERT_CHANNELS),
  AlertEmail: z.nullable(z.string()),
  Mobile: z.nullable(z.string()),
  Language: z.enum(ALERT_LANGUAGES),
  CallBeforeSpraying: z.boolean(),
  Notes: z.string(),
  UpdatedAt: z.string(),
  UpdatedBy: z.string(),
  Changes: z.array(z.object({ At: z.string(), By: z.string(), Fields: z.array(z.string()) })),
});
export type StoredContactPrefs = z.infer<typeof StoredContactPrefs>;

/** One contact's stored preferences, or undefined (defaults apply). */
export async function getContactPrefs(userName: string): Promise<StoredContactPrefs | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: siteTable(), Key: contactPrefKey(userName) }),
  );
  return out.Item ? StoredContactPrefs.parse(out.Item) : undefined;
}

/** The stored preferences of many contacts (one BatchGet), by lower user name. */
export async function getContactPrefsOf(
  userNames: readonly string[],
): Promise<Map<string, StoredContactPrefs>> {
  const unique = [...new Set(userNames.map((u) => u.toLowerCase()))];
  if (!unique.length) return new Map();
  const items = await batchGetAll(siteTable(), unique.map(contactPrefKey));
  return new Map(
    items.map((i) => StoredContactPrefs.parse(i)).map((p) => [p.UserName.toLowerCase(), p] as const),
  );
}

/** Writes a contact's preferences, keeping the newest changes first. */
export async function saveContactPrefs(prefs: StoredContactPrefs): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: siteTable(),
      Item: { ...contactPrefKey(prefs.UserName), ...prefs, Changes: prefs.Changes.slice(0, CHANGES_KEPT) },
    }),
  );
}

/** Erases a contact's preferences and the liaison's notes (erasure registry). */
export async function eraseContactPrefs(userName: string): Promise<void> {
  await deleteItem(siteTable(), contactPrefKey(userName));
}

/** What a contact without stored preferences gets: the profile's channels (email, and SMS with a mobile). */
export function preferencesOf(
  stored: StoredContactPrefs | undefined,
  profile: { Mobile?: string | null } | undefined,
): AlertPreferences {
  if (stored) {
    const { Channel, AlertEmail, Mobile, Language, CallBeforeSpraying, UpdatedAt } = stored;
    return { Channel, AlertEmail, Mobile, Language, CallBeforeSpraying, UpdatedAt };
  }
  return {
    Channel: profile?.Mobile ? 'both' : 'email',
    AlertEmail: null,
    Mobile: null,
    Language: 'en',
    CallBeforeSpraying: false,
    UpdatedAt: null,
  };
}

/**
 * The channels of a spray alert to one person under their preferences: the preference's own
 * email and mobile override the profile's; 'email' drops SMS, 'sms' drops email (unless there
 * is no mobile, so nobody is left unreachable), 'inbox' drops both — the portal inbox always gets it.
 */
export function applyChannelPrefs(
  channels: { Email?: string; Mobile?: string },
  prefs: StoredContactPrefs | undefined,
): { Email?: string; Mobile?: string } {
  if (!prefs) return channels;
  const Email = prefs.AlertEmail || channels.Email;
  const Mobile = prefs.Mobile || channels.Mobile;
  switch (prefs.Channel) {
    case 'inbox':
      return {};
    case 'email':
      return { Email };
    case 'sms':
      return Mobile ? { Mobile } : { Email };
    default:
      return { Email, Mobile };
  }
}
