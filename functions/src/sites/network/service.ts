import {
  BYSTANDER_ALERT_RADIUS_M,
  SprayNetMsg,
  TreatmentStatus,
  TreatmentTimeOfDay,
  type AlertPreferences,
  type BystanderActivity,
  type BystanderHome,
  type DomainSprayRow,
  type LiaisonCard,
  type LocalCoordinators,
  type MemberDetail,
  type MemberList,
  type NearbySpray,
  type NetworkKind,
  type NetworkMember,
  type PoisoningReportRequest,
  type SaveMyPreferencesRequest,
  type SprayDeliveries,
  type SprayDelivery,
  type UpdateMemberPreferencesRequest,
} from '@beewatch/shared';
import { mapLimited } from '../../lib/map-limited.js';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { getProfile, getProfiles, profilesRead, type Profile } from '../../account/index.js';
import { alertTalliesRead, listAlertSends, publishAlert, type AlertRecipient } from '../../alerts/index.js';
import { domainHoldersOf, ownDomain, userDomain } from '../../domains/index.js';
import { areaUnitAt, areaUnitPlace, initialBearingDeg, queryRadius } from '../../geo/index.js';
import type { Actor } from '../../lib/actor.js';
import { batchGetTogether, queryAll, getParsed } from '../../lib/dynamo.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { deliverDeviceMessage } from '../../messages/index.js';
import { hazardOfType, productsRead, type StoredProduct } from '../../pesticides/index.js';
import { APIARY } from '../apiaries/apiary-entity.js';
import { homeKey, HOME } from '../home-entity.js';
import { StoredHome } from '../homes.js';
import { sprayRecipients } from '../spray/alerts.js';
import { sprayAlertTexts, type SprayAlertKind } from '../spray/texts.js';
import { siteTable } from '../store.js';
import { FIELD, SPRAY, sprayAlertId } from '../treatments/treatment-entity.js';
import {
  StoredSchedule,
  getSchedule,
  listFields,
  listNotificationsByDate,
} from '../treatments/repository.js';
import { networkPartition } from './network-entity.js';
import {
  getContactPrefs,
  getContactPrefsOf,
  preferencesOf,
  saveContactPrefs,
  type StoredContactPrefs,
} from './prefs.js';

/** Queries in flight at once when a domain's units or notifications are read. */
const CONCURRENCY = 8;
/** The notice the spray liaison schemes ask of farmers before spraying (role-screens §7.4). */
export const NOTICE_HOURS = 48;
/** Days ahead the bystander's home lists (role-screens §6.1). */
export const UPCOMING_DAYS = 14;
const DAY_MS = 86_400_000;
/** Hour (UTC) each time of day starts, for the notice given. */
const START_HOUR: Record<number, number> = {
  [TreatmentTimeOfDay.Morning]: 6,
  [TreatmentTimeOfDay.Afternoon]: 12,
  [TreatmentTimeOfDay.Evening]: 18,
  [TreatmentTimeOfDay.Night]: 22,
};
const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// ── the liaison's network ──

/** One apiary, home or field found in a unit of the domain (its byKind network key). */
interface UnitItem {
  kind: typeof APIARY | typeof HOME | typeof FIELD;
  owner: string;
  unit: string;
  hives: number;
}

const KIND_OF: Record<UnitItem['kind'], NetworkKind> = {
  APIARY: 'Beekeeper',
  HOME: 'Bystander',
  FIELD: 'PesticideUser',
};

/** The apiaries, homes and fields of some area units: one Query per unit on byKind. */
async function itemsOfUnits(units: readonly string[]): Promise<UnitItem[]> {
  const perUnit = await mapLimited(units, CONCURRENCY, (unit) =>
    queryAll({
      TableName: siteTable(),
      IndexName: 'byKind',
      KeyConditionExpression: '#k = :k',
      ExpressionAttributeNames: { '#k': 'kind' },
      ExpressionAttributeValues: { ':k': networkPartition(unit) },
    }),
  );
  return perUnit.flatMap((items, i) =>
    items.flatMap((raw) => {
      const [kind, owner] = String(raw.kindSort ?? '').split('#');
      if (kind !== APIARY && kind !== HOME && kind !== FIELD) return [];
      if (!owner) return [];
      const hives = kind === APIARY && typeof raw.Hives === 'number' ? raw.Hives : 0;
      return [{ kind, owner, unit: units[i], hives } as UnitItem];
    }),
  );
}

/** The caller's Spray Domain: its name and area unit codes. */
async function liaisonDomain(actor: Actor) {
  const domain = await ownDomain(actor);
  return { name: domain.Name, units: domain.Units.map((u) => u.AreaUnit) };
}

interface Contact {
  owner: string;
  kinds: Set<NetworkKind>;
  units: Set<string>;
  apiaries: number;
  colonies: number;
  fields: number;
}

function contactsOf(items: UnitItem[]): Map<string, Contact> {
  const byOwner = new Map<string, Contact>();
  for (const it of items) {
    const c = byOwner.get(it.owner) ?? {
      owner: it.owner,
      kinds: new Set<NetworkKind>(),
      units: new Set<string>(),
      apiaries: 0,
      colonies: 0,
      fields: 0,
    };
    c.kinds.add(KIND_OF[it.kind]);
    c.units.add(it.unit);
    if (it.kind === APIARY) {
      c.apiaries += 1;
      c.colonies += it.hives;
    }
    if (it.kind === FIELD) c.fields += 1;
    byOwner.set(it.owner, c);
  }
  return byOwner;
}

/** The schedules of this calendar year by their owner (one byKind Query). */
async function schedulesThisSeason(now: Date): Promise<Map<string, number>> {
  const year = now.getUTCFullYear();
  const counts = new Map<string, number>();
  for (const s of await listNotificationsByDate(`${year}-01-01`, `${year}-12-31`)) {
    const key = s.OwnerUserName.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function memberOf(
  c: Contact,
  p: Profile,
  prefs: StoredContactPrefs | undefined,
  schedules: Map<string, number>,
): NetworkMember {
  const effective = preferencesOf(prefs, p);
  return {
    UserName: p.UserName,
    FullName: p.FullName || p.UserName,
    Kinds: [...c.kinds].sort(),
    Districts: [...c.units].sort(),
    Email: p.Email || null,
    Phone: p.Mobile || null,
    Channel: effective.Channel,
    AlertEmail: prefs?.AlertEmail || p.AlertEmail || null,
    Apiaries: c.apiaries,
    Colonies: c.colonies,
    Fields: c.fields,
    SchedulesThisSeason: c.fields ? (schedules.get(c.owner) ?? 0) : 0,
    CallBeforeSpraying: effective.CallBeforeSpraying,
  };
}

/** The contacts of a domain's units with their profiles (unsubscribed accounts left out). */
async function domainContacts(units: readonly string[]) {
  const contacts = contactsOf(await itemsOfUnits(units));
  const names = [...contacts.keys()];
  const [profiles, prefs] = await Promise.all([getProfiles(names), getContactPrefsOf(names)]);
  const live = [...contacts.values()].filter((c) => {
    const p = profiles.get(c.owner);
    return p && !p.UnsubscribedAt;
  });
  return { contacts: live, profiles, prefs };
}

/**
 * beewatchagent/members (SprayLaison, role-screens §7.2): the people whose apiaries, home or
 * fields lie in the caller's Spray Domain, with their contact details and alert channel; places
 * only as postcode districts (never an apiary's or a field's position). Nobody outside the domain.
 */
export async function networkMembers(actor: Actor, now = new Date()): Promise<MemberList> {
  const domain = await liaisonDomain(actor);
  const [{ contacts, profiles, prefs }, schedules] = await Promise.all([
    domainContacts(domain.units),
    schedulesThisSeason(now),
  ]);
  const members = contacts
    .map((c) => memberOf(c, profiles.get(c.owner)!, prefs.get(c.owner), schedules))
    .sort((a, b) => a.FullName.localeCompare(b.FullName));
  return { DomainName: domain.name, Units: domain.units, Members: members };
}

/**
 * The caller's contact `userName`; NotFoundError when they have nothing in the domain (as for
 * another user's item: 404, so nothing tells who exists outside it).
 */
async function domainMember(actor: Actor, userName: string) {
  const domain = await liaisonDomain(actor);
  const { contacts, profiles, prefs } = await domainContacts(domain.units);
  const c = contacts.find((x) => x.owner === userName.trim().toLowerCase());
  if (!c) throw new NotFoundError(SprayNetMsg.memberNotInDomain);
  return { contact: c, profile: profiles.get(c.owner)!, prefs: prefs.get(c.owner) };
}

async function memberDetail(
  c: Contact,
  profile: Profile,
  prefs: StoredContactPrefs | undefined,
  now: Date,
): Promise<MemberDetail> {
  const schedules = c.fields ? await schedulesThisSeason(now) : new Map<string, number>();
  return {
    Member: memberOf(c, profile, prefs, schedules),
    Preferences: preferencesOf(prefs, profile),
    Notes: prefs?.Notes ?? '',
    Changes: prefs?.Changes ?? [],
  };
}

/** beewatchagent/editmember: one contact of the caller's domain with preferences and notes. */
export async function networkMember(actor: Actor, userName: string, now = new Date()): Promise<MemberDetail> {
  const { contact, profile, prefs } = await domainMember(actor, userName);
  return memberDetail(contact, profile, prefs, now);
}

/** SMS alerts need a mobile: the preference's own, else the profile's. @throws ValidationError */
function checkSmsMobile(input: { Channel: string; Mobile?: string | null }, profile: Profile | undefined) {
  if ((input.Channel === 'sms' || input.Channel === 'both') && !input.Mobile && !profile?.Mobile)
    throw new ValidationError(SprayNetMsg.smsNeedsMobile);
}

const PREF_FIELDS = ['Channel', 'AlertEmail', 'Mobile', 'Language', 'CallBeforeSpraying', 'Notes'] as const;

/**
 * Changes a contact's alert preferences and the liaison's notes (role-screens §7.3): only
 * contact preferences, never identity, role or place; only with the member's consent (the body
 * must say so); each change logged with who, when and which fields. NotFoundError outside the domain.
 */
export async function updateMemberPreferences(
  actor: Actor,
  input: z.output<typeof UpdateMemberPreferencesRequest>,
  now = new Date(),
): Promise<MemberDetail> {
  const { contact, profile, prefs } = await domainMember(actor, input.UserName);
  checkSmsMobile(input, profile);
  const before = { ...preferencesOf(prefs, profile), Notes: prefs?.Notes ?? '' };
  const after = {
    Channel: input.Channel,
    AlertEmail: input.AlertEmail || null,
    Mobile: input.Mobile || null,
    Language: input.Language,
    CallBeforeSpraying: input.CallBeforeSpraying,
    Notes: input.Notes,
  };
  const changed = PREF_FIELDS.filter((f) => before[f] !== after[f]);
  const next: StoredContactPrefs = {
    UserName: profile.UserName,
    ...after,
    UpdatedAt: now.toISOString(),
    UpdatedBy: actor.userName,
    Changes: [
      ...(changed.length ? [{ At: now.toISOString(), By: actor.userName, Fields: changed }] : []),
      ...(prefs?.Changes ?? []),
    ],
  };
  await saveContactPrefs(next);
  return memberDetail(contact, profile, next, now);
}

// ── the domain's spray notification history ──

/** Hours from the latest notice (the version's save) to the start of the treatment's time of day. */
export function noticeHours(s: Pick<StoredSchedule, 'TreatmentDate' | 'TimeOfDay' | 'UpdatedDate'>): number {
  const hour = String(START_HOUR[s.TimeOfDay] ?? 6).padStart(2, '0');
  const start = Date.parse(`${s.TreatmentDate}T${hour}:00:00Z`);
  return Math.round((start - Date.parse(s.UpdatedDate)) / 360_000) / 10;
}

const unitOfSchedule = (s: StoredSchedule) => areaUnitAt(s.Latitude, s.Longitude) ?? '';

async function sendsOf(s: Pick<StoredSchedule, 'TreatmentScheduleID' | 'Version'>) {
  return listAlertSends(sprayAlertId(s.TreatmentScheduleID, s.Version));
}

/** The catalogue products single-product schedules name (a tank mix's are behind its mix item). */
const scheduleProductsRead = (schedules: readonly StoredSchedule[]) =>
  productsRead(schedules.flatMap((s) => (s.ProductID && !s.MixtureID ? [s.ProductID] : [])));

/** What the history says of what was sprayed: the catalogue product's uses, number and light. */
function productFactsOf(s: StoredSchedule, product: StoredProduct | undefined) {
  if (!product || s.MixtureID)
    return {
      Crop: null,
      AuthorisationNumber: null,
      BeeHazard: hazardOfType(s.PesticideType),
      HazardBasis: 'type' as const,
    };
  return {
    Crop: product.Uses.trim() || null,
    AuthorisationNumber: `${product.Country} ${product.AuthorisationNumber}`,
    BeeHazard: product.TrafficLight,
    HazardBasis: 'product' as const,
  };
}

function rowOf(
  s: StoredSchedule,
  unit: string,
  tally: { Sent: number; Failed: number } | undefined,
  farmer: Profile | undefined,
  product: StoredProduct | undefined,
): DomainSprayRow {
  const hours = noticeHours(s);
  return {
    SprayNotificationID: s.TreatmentScheduleID,
    TreatmentDate: s.TreatmentDate,
    TimeOfDay: s.TimeOfDay,
    District: unit,
    FieldName: s.FieldName,
    Product: s.Product,
    ...productFactsOf(s, product),
    PesticideType: s.PesticideType,
    Status: s.Status,
    Version: s.Version,
    NoticeHours: hours,
    Under48h: s.Status !== TreatmentStatus.Cancel && hours < NOTICE_HOURS,
    AlertedCount: s.AlertedCount,
    BeekeepersAlerted: s.BeekeepersAlerted ?? null,
    BystandersAlerted: s.BystandersAlerted ?? null,
    Sent: tally?.Sent ?? 0,
    Failed: tally?.Failed ?? 0,
    FarmerUserName: farmer?.UserName ?? s.OwnerUserName,
    FarmerName: farmer?.FullName || s.OwnerUserName,
    UpdatedDate: s.UpdatedDate,
  };
}

/**
 * beewatchagent/history (role-screens §7.4): the spray notifications between two days whose
 * field lies in the caller's Spray Domain, with the catalogue product's uses (crop), MAPP/AMM
 * number and bee-hazard light, the notice given (flagged under 48 h), how many beekeepers and
 * bystanders were alerted and how many sends failed, and the farmer's name (the liaison is their
 * go-between). The domain (GetItem), one byKind Query for the notifications, then one
 * BatchGetItem of the alerts' tallies (kept with their sends), the farmers' profiles and the
 * catalogue products: three round trips.
 */
export async function sprayHistory(
  actor: Actor,
  range: { FromDate: string; ToDate: string },
): Promise<DomainSprayRow[]> {
  const domain = await liaisonDomain(actor);
  const units = new Set(domain.units);
  const inDomain = (await listNotificationsByDate(range.FromDate, range.ToDate))
    .map((s) => ({ s, unit: unitOfSchedule(s) }))
    .filter((x) => units.has(x.unit));
  const alertIdOf = (s: StoredSchedule) => sprayAlertId(s.TreatmentScheduleID, s.Version);
  const [tallies, farmers, products] = await batchGetTogether(
    alertTalliesRead(inDomain.map((x) => alertIdOf(x.s))),
    profilesRead(inDomain.map((x) => x.s.OwnerUserName)),
    scheduleProductsRead(inDomain.map((x) => x.s)),
  );
  return inDomain.map((x) =>
    rowOf(
      x.s,
      x.unit,
      tallies.get(alertIdOf(x.s)),
      farmers.get(x.s.OwnerUserName.toLowerCase()),
      x.s.ProductID ? products.get(x.s.ProductID) : undefined,
    ),
  );
}

/** A notification of the caller's domain; NotFoundError when none or outside the domain. */
async function domainNotification(actor: Actor, id: string) {
  const domain = await liaisonDomain(actor);
  const s = await getSchedule(id);
  if (!s) throw new NotFoundError(SprayNetMsg.notificationNotFound);
  const unit = unitOfSchedule(s);
  if (!domain.units.includes(unit)) throw new NotFoundError(SprayNetMsg.notificationNotInDomain);
  return { domain, s, unit };
}

/** Who each address of the current audience belongs to: (channel, lower address) → recipient. */
async function audienceOf(s: StoredSchedule) {
  const { beekeepers, bystanders } = await sprayRecipients(s.Latitude, s.Longitude, s.OwnerUserName);
  const byAddress = new Map<string, AlertRecipient>();
  for (const r of [...beekeepers, ...bystanders]) {
    if (r.Email) byAddress.set(`email#${r.Email.toLowerCase()}`, r);
    if (r.Mobile) byAddress.set(`sms#${r.Mobile}`, r);
    if (r.UserName) byAddress.set(`inbox#${r.UserName.toLowerCase()}`, r);
  }
  return byAddress;
}

const addressKey = (send: Record<string, unknown>) =>
  `${String(send.Channel)}#${String(send.Address ?? '').toLowerCase()}`;

/**
 * The alert deliveries of a notification of the caller's domain (its latest version): each
 * send's channel and status; the recipient's name and address only when they are a contact of
 * the domain (role-screens §7.4: names in the domain only).
 */
export async function sprayDeliveries(actor: Actor, id: string): Promise<SprayDeliveries> {
  const { domain, s, unit } = await domainNotification(actor, id);
  const [sends, audience, network, farmer, [products]] = await Promise.all([
    sendsOf(s),
    audienceOf(s),
    domainContacts(domain.units),
    getProfile(s.OwnerUserName),
    batchGetTogether(scheduleProductsRead([s])),
  ]);
  const members = new Set(network.contacts.map((c) => c.owner));
  const deliveries: SprayDelivery[] = sends.map((send) => {
    const who = audience.get(addressKey(send));
    const inDomain = Boolean(who?.UserName && members.has(who.UserName.toLowerCase()));
    return {
      Channel: send.Channel === 'sms' ? 'sms' : send.Channel === 'inbox' ? 'inbox' : 'email',
      Status: String(send.Status ?? ''),
      InDomain: inDomain,
      RecipientName: inDomain ? String(send.RecipientName ?? who?.Name ?? '') : null,
      Address: inDomain ? String(send.Address ?? '') : null,
      Attempts: typeof send.Attempts === 'number' ? send.Attempts : 0,
      UpdatedAt: typeof send.UpdatedAt === 'string' ? send.UpdatedAt : null,
      Error: inDomain && typeof send.Error === 'string' ? send.Error : null,
    };
  });
  const tally = {
    Sent: sends.filter((x) => x.Status === 'sent').length,
    Failed: sends.filter((x) => x.Status === 'failed').length,
  };
  const product = s.ProductID ? products.get(s.ProductID) : undefined;
  return { Notification: rowOf(s, unit, tally, farmer, product), Deliveries: deliveries };
}

const kindOfVersion = (s: StoredSchedule): SprayAlertKind =>
  s.Status === TreatmentStatus.Cancel ? 'cancelled' : s.Version === 1 ? 'new' : 'changed';

/**
 * Sends the failed deliveries of a notification's latest alert again (role-screens §7.4): the
 * same AlertId, so what went out is never sent twice; only the failed channels of each recipient
 * of the current audience. ValidationError when nothing failed. Returns how many sends were queued.
 */
export async function resendFailedAlerts(actor: Actor, id: string): Promise<{ Resent: number }> {
  const { s } = await domainNotification(actor, id);
  const failed = (await sendsOf(s)).filter((x) => x.Status === 'failed');
  if (!failed.length) throw new ValidationError(SprayNetMsg.noFailedDeliveries);
  const audience = await audienceOf(s);
  const byUser = new Map<string, AlertRecipient>();
  let count = 0;
  for (const send of failed) {
    const who = audience.get(addressKey(send));
    if (!who) continue;
    const key = (who.UserName ?? who.Name).toLowerCase();
    const r: AlertRecipient = byUser.get(key) ?? { Name: who.Name, Vars: who.Vars };
    if (send.Channel === 'email') r.Email = who.Email;
    if (send.Channel === 'sms') r.Mobile = who.Mobile;
    if (send.Channel === 'inbox') r.UserName = who.UserName;
    byUser.set(key, r);
    count += 1;
  }
  if (!count) throw new ValidationError(SprayNetMsg.noFailedDeliveries);
  await publishAlert('Spray', {
    AlertId: sprayAlertId(s.TreatmentScheduleID, s.Version),
    Kind: 'spray-notification',
    ...sprayAlertTexts(s, kindOfVersion(s)),
    Recipients: [...byUser.values()],
  });
  return { Resent: count };
}

// ── the bystander ──

async function getHome(userName: string): Promise<StoredHome | undefined> {
  return getParsed(siteTable(), homeKey(userName), (i) => StoredHome.parse(i));
}

function bandOf(distanceM: number): NearbySpray['Band'] {
  if (distanceM <= 250) return '0-250';
  if (distanceM <= 500) return '250-500';
  return '500-1000';
}

/** A point snapped to a ≈ 500 m grid: the bystander sees fields only as an approximate area. */
const approx = (deg: number, step: number) => Math.round((Math.floor(deg / step) + 0.5) * step * 1e5) / 1e5;

/** The sprays within 1 km of a home between two days, nearest first, with this user's alert. */
async function spraysNearHome(
  home: StoredHome,
  profile: Profile | undefined,
  prefs: StoredContactPrefs | undefined,
  from: string,
  to: string,
): Promise<NearbySpray[]> {
  const { found } = await queryRadius({
    tableName: siteTable(),
    kind: SPRAY,
    latitude: home.Latitude,
    longitude: home.Longitude,
    radiusM: BYSTANDER_ALERT_RADIUS_M,
    parse: (i) => StoredSchedule.parse(i),
  });
  const inRange = found.filter(({ item }) => item.TreatmentDate >= from && item.TreatmentDate <= to);
  const mine = new Set(
    [home.UserName, profile?.Email, profile?.AlertEmail, profile?.Mobile, prefs?.AlertEmail, prefs?.Mobile]
      .filter((x): x is string => Boolean(x))
      .map((x) => x.toLowerCase()),
  );
  const sends = await mapLimited(inRange, CONCURRENCY, ({ item }) => sendsOf(item));
  return inRange
    .map(({ item, distanceM }, i) => {
      const own = sends[i].filter(
        (x) => x.Status === 'sent' && mine.has(String(x.Address ?? '').toLowerCase()),
      );
      const at = own.map((x) => String(x.UpdatedAt ?? '')).sort()[0] || null;
      const bearing = initialBearingDeg(home.Latitude, home.Longitude, item.Latitude, item.Longitude);
      return {
        SprayNotificationID: item.TreatmentScheduleID,
        TreatmentDate: item.TreatmentDate,
        TimeOfDay: item.TimeOfDay,
        Band: bandOf(distanceM),
        Direction: COMPASS[Math.round((((bearing % 360) + 360) % 360) / 45) % 8],
        Product: item.Product,
        PesticideType: item.PesticideType,
        Status: item.Status,
        ApproxLatitude: approx(item.Latitude, 0.0045),
        ApproxLongitude: approx(item.Longitude, 0.007),
        AlertedAt: at,
        AlertChannels: [...new Set(own.map((x) => String(x.Channel)))].sort(),
      };
    })
    .sort((a, b) => a.TreatmentDate.localeCompare(b.TreatmentDate));
}

function homePlace(home: StoredHome | undefined) {
  if (!home) return null;
  return {
    PostCode: home.PostCode,
    PlaceName:
      areaUnitPlace(areaUnitAt(home.Latitude, home.Longitude, home.PostCode) ?? '')?.PlaceName ??
      home.PostCode,
    Latitude: home.Latitude,
    Longitude: home.Longitude,
  };
}

/**
 * beekeeper/bystander (role-screens §6.1): the caller's home (the centroid of their profile's
 * post code) with its 1 km ring, the sprays within 1 km from today for 14 days (distance band,
 * direction and an approximate area — never the field or the farmer), and their alert preferences.
 */
export async function bystanderHome(actor: Actor, now = new Date()): Promise<BystanderHome> {
  const [home, profile, prefs] = await Promise.all([
    getHome(actor.userName),
    getProfile(actor.userName),
    getContactPrefs(actor.userName),
  ]);
  const from = isoDay(now.getTime());
  const to = isoDay(now.getTime() + UPCOMING_DAYS * DAY_MS);
  return {
    Home: homePlace(home),
    RadiusM: BYSTANDER_ALERT_RADIUS_M,
    Upcoming: home ? await spraysNearHome(home, profile, prefs, from, to) : [],
    Preferences: preferencesOf(prefs, profile),
  };
}

/** beekeeper/activity (role-screens §6.2): the sprays within 1 km of home between two days. */
export async function bystanderActivity(
  actor: Actor,
  range: { FromDate: string; ToDate: string },
): Promise<BystanderActivity> {
  const [home, profile, prefs] = await Promise.all([
    getHome(actor.userName),
    getProfile(actor.userName),
    getContactPrefs(actor.userName),
  ]);
  return {
    Home: homePlace(home),
    Items: home ? await spraysNearHome(home, profile, prefs, range.FromDate, range.ToDate) : [],
  };
}

/** The caller's own alert preferences (the liaison's notes stay as they were, unseen). */
export async function saveMyPreferences(
  actor: Actor,
  input: z.output<typeof SaveMyPreferencesRequest>,
  now = new Date(),
): Promise<AlertPreferences> {
  const [prefs, profile] = await Promise.all([getContactPrefs(actor.userName), getProfile(actor.userName)]);
  checkSmsMobile(input, profile);
  const next: StoredContactPrefs = {
    UserName: prefs?.UserName ?? actor.userName,
    Channel: input.Channel,
    AlertEmail: input.AlertEmail || null,
    Mobile: input.Mobile || null,
    Language: input.Language,
    CallBeforeSpraying: input.CallBeforeSpraying,
    Notes: prefs?.Notes ?? '',
    UpdatedAt: now.toISOString(),
    UpdatedBy: actor.userName,
    Changes: prefs?.Changes ?? [],
  };
  await saveContactPrefs(next);
  return preferencesOf(next, undefined);
}

// ── the Local Coordinator ──

/** The caller's area units: their profile's post code and (a farmer's) their fields'. */
async function unitsOfUser(actor: Actor, profile: Profile | undefined): Promise<string[]> {
  const units = new Set<string>();
  const own = profile?.ZipCode ? areaUnitAt(0, 0, profile.ZipCode) : undefined;
  if (own) units.add(own);
  if (actor.roleName === 'NonBeeKeeper') {
    for (const f of await listFields(actor.userName)) {
      const u = areaUnitAt(f.Latitude, f.Longitude, f.PostCode);
      if (u) units.add(u);
    }
  }
  return [...units].sort();
}

const LIAISON_DIRECTORY = { roleOfUser: () => Promise.resolve('SprayLaison' as const) };

/**
 * pesticide/agent (role-screens §3.1): the spray liaisons whose Spray Domain holds the caller's
 * post code or fields (one Query per unit), with their contact details — which the caller sees
 * only because they are inside that domain. No beekeeper data.
 */
export async function localCoordinators(actor: Actor): Promise<LocalCoordinators> {
  const profile = await getProfile(actor.userName);
  const units = await unitsOfUser(actor, profile);
  const holders = new Map<string, Set<string>>();
  for (const [i, names] of (
    await mapLimited(units, CONCURRENCY, (u) => domainHoldersOf(u, 'SprayLaison'))
  ).entries()) {
    for (const n of names)
      holders.set(n.toLowerCase(), (holders.get(n.toLowerCase()) ?? new Set()).add(units[i]));
  }
  const names = [...holders.keys()];
  const [profiles, domains] = await Promise.all([
    getProfiles(names),
    mapLimited(names, CONCURRENCY, (n) => userDomain(LIAISON_DIRECTORY, n)),
  ]);
  const liaisons: LiaisonCard[] = names.flatMap((n, i) => {
    const p = profiles.get(n);
    if (!p || p.UnsubscribedAt) return [];
    return [
      {
        UserName: p.UserName,
        FullName: p.FullName || p.UserName,
        Organisation: p.OrganizationName ?? null,
        Email: p.Email || null,
        Phone: p.Mobile || p.LandLine1 || null,
        DomainName: domains[i].Name,
        CoversYour: [...holders.get(n)!].sort(),
        AreaUnits: domains[i].Units.map((u) => u.AreaUnit),
      },
    ];
  });
  return { YourUnits: units, Liaisons: liaisons.sort((a, b) => a.FullName.localeCompare(b.FullName)) };
}

/**
 * Sends a structured 'suspected bee poisoning / drift incident' report to a spray liaison of the
 * caller's area as a portal message from the caller (role-screens §3.1). NotFoundError when the
 * liaison does not cover the caller's area.
 */
export async function reportBeePoisoning(
  actor: Actor,
  input: z.output<typeof PoisoningReportRequest>,
): Promise<{ MessageId: string }> {
  const { Liaisons } = await localCoordinators(actor);
  const liaison = Liaisons.find((l) => l.UserName.toLowerCase() === input.LiaisonUserName.toLowerCase());
  if (!liaison) throw new NotFoundError(SprayNetMsg.liaisonNotYours);
  const sender = await getProfile(actor.userName);
  const MessageId = ulid();
  const body = [
    `Suspected bee poisoning / drift incident`,
    `Date: ${input.IncidentDate}`,
    `Place: ${input.Place}`,
    `Product (if known): ${input.Product || '-'}`,
    '',
    input.Description,
  ].join('\n');
  await deliverDeviceMessage({
    MessageId,
    ToUserName: liaison.UserName,
    To: liaison.FullName,
    FromUserName: actor.userName,
    From: sender?.FullName || actor.userName,
    Title: `Suspected bee poisoning report (${input.IncidentDate})`,
    Body: body,
  });
  return { MessageId };
}
