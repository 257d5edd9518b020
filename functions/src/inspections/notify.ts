import { foulbroodBandOf, type FoulbroodNear } from '@beewatch/shared';
import { getProfiles, isReachable } from '../account/index.js';
import { publishAlert, type AlertRecipient } from '../alerts/index.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import type { Actor } from '../lib/actor.js';
import { diseaseAlertId, inspectionKey } from './inspection-entity.js';
import { apiariesNearCase, domainCase } from './service.js';

const E164 = /^\+[1-9]\d{6,14}$/;

/** A distance band in words, English and French. */
export const BAND_TEXT: Record<FoulbroodNear['Band'], { en: string; fr: string }> = {
  within1km: { en: 'within 1 km', fr: 'à moins de 1 km' },
  '1to2km': { en: 'between 1 and 2 km', fr: 'entre 1 et 2 km' },
  '2to3km': { en: 'between 2 and 3 km', fr: 'entre 2 et 3 km' },
};

const DISEASE_TEXT = {
  AFB: { en: 'American foulbrood (AFB)', fr: 'loque américaine (AFB)' },
  EFB: { en: 'European foulbrood (EFB)', fr: 'loque européenne (EFB)' },
} as const;

/**
 * inspector/NotifyBeekeepersNear (role-screens §8.1; NBU practice: every registered beekeeper with
 * an apiary within 3 km of a diseased apiary is told): one alert to each keeper of an apiary
 * within 3 km of the case — in or outside the domain — but the case's own keeper, by email, SMS
 * (when the profile has a mobile) and portal inbox, through the alert topic and worker. The text
 * gives the disease and the distance band of the keeper's nearest apiary, never the diseased
 * apiary, its keeper or its place. AlertId `DISEASE#<inspection id>`: asking twice sends nothing
 * twice. @returns how many beekeepers were alerted (0: none within 3 km) and when.
 */
export async function notifyBeekeepersNear(
  actor: Actor,
  inspectionId: string,
  now = new Date(),
): Promise<{ Notified: number; NotifiedAt: string }> {
  const { inspection, case: c } = await domainCase(actor, inspectionId);
  const near = await apiariesNearCase(c);
  const caseOwner = inspection.BeekeeperUserName.toLowerCase();
  const nearest = new Map<string, { userName: string; distanceM: number }>();
  for (const { item, distanceM } of near) {
    const key = item.OwnerUserName.toLowerCase();
    if (key !== caseOwner && !nearest.has(key)) nearest.set(key, { userName: item.OwnerUserName, distanceM });
  }
  const profiles = await getProfiles([...nearest.values()].map((n) => n.userName));
  const recipients: AlertRecipient[] = [...nearest.values()].flatMap((n) => {
    const p = profiles.get(n.userName.toLowerCase());
    const band = foulbroodBandOf(n.distanceM);
    if (!p || !isReachable(p) || !band) return [];
    const email = p.AlertEmail?.trim() || p.Email;
    return [
      {
        Name: p.FullName || p.UserName,
        UserName: p.UserName,
        Email: email || undefined,
        Mobile: p.Mobile && E164.test(p.Mobile) ? p.Mobile : undefined,
        Vars: { BandEn: BAND_TEXT[band].en, BandFr: BAND_TEXT[band].fr, SiteUrl: env().SITE_URL },
      },
    ];
  });
  const at = now.toISOString();
  if (recipients.length) {
    const d = DISEASE_TEXT[c.Disease];
    await publishAlert('Spray', {
      AlertId: diseaseAlertId(inspection.InspectionID),
      Kind: 'foulbrood-near',
      Subject: {
        en: `${d.en} confirmed near your apiary`,
        fr: `${d.fr} confirmée près de votre rucher`,
      },
      Body: {
        en:
          `A bee inspector has confirmed ${d.en} at an apiary {BandEn} from your nearest apiary. ` +
          'Please check your colonies for signs of foulbrood and tell your bee inspector if you ' +
          'suspect it. Do not move bees, combs or equipment from a suspect apiary. {SiteUrl}',
        fr:
          `Un inspecteur sanitaire a confirmé la ${d.fr} dans un rucher situé {BandFr} de votre ` +
          'rucher le plus proche. Veuillez examiner vos colonies et prévenir votre inspecteur en ' +
          'cas de doute. Ne déplacez ni abeilles, ni cadres, ni matériel d’un rucher suspect. {SiteUrl}',
      },
      Sms: {
        en: `Bee.Watch: ${d.en} confirmed {BandEn} from your apiary. Please check your colonies.`,
        fr: `Bee.Watch : ${d.fr} confirmée {BandFr} de votre rucher. Examinez vos colonies.`,
      },
      Recipients: recipients,
    });
  }
  await documentClient().send(
    new UpdateCommand({
      TableName: env().SITE_TABLE,
      Key: inspectionKey(inspection.InspectionID),
      UpdateExpression: 'SET NeighboursNotifiedAt = :at, NeighboursNotified = :n',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at, ':n': recipients.length },
    }),
  );
  return { Notified: recipients.length, NotifiedAt: at };
}
