import { BEEKEEPER_ALERT_RADIUS_M, BYSTANDER_ALERT_RADIUS_M } from '@beewatch/shared';
import { getProfiles, isReachable } from '../../account/index.js';
import type { Profile } from '../../account/index.js';
import { publishAlert } from '../../alerts/index.js';
import type { AlertRecipient } from '../../alerts/index.js';
import { queryRadius } from '../../geo/index.js';
import { initialBearingDeg } from '../../geo/index.js';
import { env } from '../../lib/env.js';
import { APIARY, StoredApiary } from '../apiaries/repository.js';
import { HOME, StoredHome } from '../homes.js';
import { siteTable } from '../store.js';
import { compassPoint, sprayAlertTexts, type SprayAlertKind, type SprayFacts } from './texts.js';
import { sprayAlertId } from '../treatments/treatment-entity.js';
import { applyChannelPrefs, getContactPrefsOf, type StoredContactPrefs } from '../network/prefs.js';
import { recordSprayAlerted } from './alerted.js';

const E164 = /^\+[1-9]\d{6,14}$/;

/** Who is alerted about a treatment at a point, each user once, with their own place's bearing. */
export interface SprayRecipients {
  beekeepers: AlertRecipient[];
  bystanders: AlertRecipient[];
}

interface Near {
  userName: string;
  distanceM: number;
  bearing: number;
  place: { en: string; fr: string };
  /** The nearest own apiary of a beekeeper. */
  apiaryName?: string;
}

/**
 * Recipients of an alert for a treatment at (latitude, longitude), privacy policy §1: owners of an
 * apiary within 10 km (the nearest of their apiaries gives the distance and direction) and
 * bystanders whose home is within 1 km. Channels, from the profile: email to AlertEmail
 * (registration's Alert_Email_Address) when set, else the account Email; an SMS to Mobile when
 * the profile has one; always the portal inbox. Unsubscribed or unknown users are skipped, and so
 * is `exceptUserName` (the farmer). Two radius Queries on byCell, one BatchGet of profiles.
 */
export async function sprayRecipients(
  latitude: number,
  longitude: number,
  exceptUserName: string,
): Promise<SprayRecipients> {
  const [apiaries, homes] = await Promise.all([
    queryRadius({
      tableName: siteTable(),
      kind: APIARY,
      latitude,
      longitude,
      radiusM: BEEKEEPER_ALERT_RADIUS_M,
      parse: (i) => StoredApiary.parse(i),
    }),
    queryRadius({
      tableName: siteTable(),
      kind: HOME,
      latitude,
      longitude,
      radiusM: BYSTANDER_ALERT_RADIUS_M,
      parse: (i) => StoredHome.parse(i),
    }),
  ]);
  const except = exceptUserName.toLowerCase();
  const nearestByOwner = new Map<string, Near>();
  // found is nearest first, so the first apiary of an owner is their nearest.
  for (const { item, distanceM } of apiaries.found) {
    const key = item.OwnerUserName.toLowerCase();
    if (key === except || nearestByOwner.has(key)) continue;
    nearestByOwner.set(key, {
      userName: item.OwnerUserName,
      distanceM,
      bearing: initialBearingDeg(item.Latitude, item.Longitude, latitude, longitude),
      place: { en: `your apiary "${item.Name}"`, fr: `votre rucher « ${item.Name} »` },
      apiaryName: item.Name,
    });
  }
  const homeNear: Near[] = homes.found
    .filter(
      ({ item }) =>
        item.UserName.toLowerCase() !== except && !nearestByOwner.has(item.UserName.toLowerCase()),
    )
    .map(({ item, distanceM }) => ({
      userName: item.UserName,
      distanceM,
      bearing: initialBearingDeg(item.Latitude, item.Longitude, latitude, longitude),
      place: { en: `your home (${item.PostCode})`, fr: `votre domicile (${item.PostCode})` },
    }));
  const keepers = [...nearestByOwner.values()];
  const names = [...keepers, ...homeNear].map((n) => n.userName);
  const [profiles, prefs] = await Promise.all([getProfiles(names), getContactPrefsOf(names)]);
  const toRecipients = (list: Near[]) =>
    list.flatMap((n) => {
      const p = profiles.get(n.userName.toLowerCase());
      return p && isReachable(p) ? [recipientOf(p, n, prefs.get(n.userName.toLowerCase()))] : [];
    });
  return { beekeepers: toRecipients(keepers), bystanders: toRecipients(homeNear) };
}

function recipientOf(p: Profile, n: Near, prefs?: StoredContactPrefs): AlertRecipient {
  const dir = compassPoint(n.bearing);
  const email = p.AlertEmail?.trim() || p.Email;
  return {
    Name: p.FullName || p.UserName,
    UserName: p.UserName,
    // The contact's spray-alert preferences (network/prefs.ts) choose and override the channels.
    ...applyChannelPrefs(
      { Email: email || undefined, Mobile: p.Mobile && E164.test(p.Mobile) ? p.Mobile : undefined },
      prefs,
    ),
    Vars: {
      DistanceKm: (n.distanceM / 1000).toFixed(1),
      DirEn: dir.en,
      DirFr: dir.fr,
      PlaceEn: n.place.en,
      PlaceFr: n.place.fr,
      SiteUrl: env().SITE_URL,
      // Not in the texts: what the alerted-record of a beekeeper keeps (alerted-entity.ts).
      ...(n.apiaryName ? { ApiaryName: n.apiaryName, DistanceM: String(Math.round(n.distanceM)) } : {}),
    },
  };
}

/**
 * Publishes the alert of one version of a spray notification to its recipients (topic Spray).
 * AlertId per schedule version (treatment-entity.ts): a retried save of the same version sends
 * nothing twice.
 */
export async function publishSprayAlert(
  id: string,
  version: number,
  facts: SprayFacts,
  kind: SprayAlertKind,
  recipients: SprayRecipients,
): Promise<void> {
  const all = [...recipients.beekeepers, ...recipients.bystanders];
  if (!all.length) return;
  const alertedAt = new Date().toISOString();
  await recordSprayAlerted(
    recipients.beekeepers.flatMap((r) =>
      r.UserName && r.Vars?.ApiaryName
        ? [
            {
              SprayNotificationID: id,
              UserName: r.UserName,
              ApiaryName: r.Vars.ApiaryName,
              DistanceM: Number(r.Vars.DistanceM ?? 0),
              TreatmentDate: facts.TreatmentDate,
              Version: version,
              AlertedAt: alertedAt,
            },
          ]
        : [],
    ),
  );
  await publishAlert('Spray', {
    AlertId: sprayAlertId(id, version),
    Kind: 'spray-notification',
    ...sprayAlertTexts(facts, kind),
    Recipients: all,
  });
}
