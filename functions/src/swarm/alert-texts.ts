import { BeeOption, SwarmType } from '@beewatch/shared';
import type { SwarmItem } from './reports-repository.js';

/**
 * Texts of the swarm alerts (bilingual, English then French in one message, as the other alerts).
 * Privacy: what collectors are sent names the post-code district and place only —
 * never the reporter's name, phone or address; those go to the adopter and the coordinator.
 * `{Name}`, `{Link}` and `{DistanceKm}` are filled per recipient by the alert worker.
 */
type Bilingual = { en: string; fr: string };

function typeOf(r: Pick<SwarmItem, 'TypeOption' | 'Other'>): Bilingual {
  if (r.TypeOption === SwarmType.Wasps) return { en: 'Wasps', fr: 'Guêpes' };
  if (r.TypeOption === SwarmType.Other) return { en: `Other: ${r.Other}`, fr: `Autre : ${r.Other}` };
  return { en: 'Bees', fr: 'Abeilles' };
}

function whereOf(r: Pick<SwarmItem, 'BeeOption'>): Bilingual {
  return r.BeeOption === BeeOption.Inside
    ? { en: 'inside a building structure', fr: "à l'intérieur d'un bâtiment" }
    : { en: 'outside a building structure', fr: "à l'extérieur d'un bâtiment" };
}

const placeOf = (r: Pick<SwarmItem, 'District' | 'PlaceName'>) => `${r.District} ${r.PlaceName}`;

/** What every alert about a report says: its type, where it is, the place and whether a photo is in. */
const factsOf = (r: SwarmItem) => ({
  type: typeOf(r),
  where: whereOf(r),
  place: placeOf(r),
  image: r.ImageState === 'checked',
});

/** The alert to matched collectors (first round and re-notifications). */
export function collectorAlertTexts(r: SwarmItem, renotify: boolean) {
  const { type, where, place, image } = factsOf(r);
  return {
    Subject: {
      en: `${renotify ? 'Swarm available again' : 'Swarm reported'} near ${place}`,
      fr: `${renotify ? 'Essaim de nouveau disponible' : 'Essaim signalé'} près de ${place}`,
    },
    Body: {
      en: [
        `Hello {Name},`,
        renotify
          ? `A swarm reported near ${place} was given up by the collector who adopted it and is available again.`
          : `A member of the public has reported a swarm near ${place}, about {DistanceKm} km from the centre of your collection area.`,
        `Type: ${type.en}. Location: ${where.en}. Photo: ${image ? 'yes' : 'no'}.`,
        `Description: ${r.Description}`,
        `The first collector to adopt it gets the reporter's contact details: {Link}`,
      ].join('\n\n'),
      fr: [
        `Bonjour {Name},`,
        renotify
          ? `Un essaim signalé près de ${place} a été abandonné par l'apiculteur qui l'avait adopté et est de nouveau disponible.`
          : `Un particulier a signalé un essaim près de ${place}, à environ {DistanceKm} km du centre de votre zone de collecte.`,
        `Type : ${type.fr}. Emplacement : ${where.fr}. Photo : ${image ? 'oui' : 'non'}.`,
        `Description : ${r.Description}`,
        `Le premier apiculteur qui l'adopte reçoit les coordonnées de la personne : {Link}`,
      ].join('\n\n'),
    },
    Sms: {
      en: `Bee.Watch: swarm (${type.en}) near ${place}, {DistanceKm} km from you. Adopt: {Link}`,
      fr: `Bee.Watch : essaim (${type.fr}) près de ${place}, à {DistanceKm} km. Adopter : {Link}`,
    },
  };
}

/** To the other alerted collectors once one adopts it (email and inbox; no SMS). */
export function takenTexts(r: SwarmItem) {
  const place = placeOf(r);
  return {
    Subject: { en: `Swarm near ${place} adopted`, fr: `Essaim près de ${place} adopté` },
    Body: {
      en: `Hello {Name},\n\nThe swarm reported near ${place} has been adopted by another collector. Nothing more is needed from you. {Link}`,
      fr: `Bonjour {Name},\n\nL'essaim signalé près de ${place} a été adopté par un autre apiculteur. Vous n'avez rien à faire. {Link}`,
    },
    Sms: {
      en: `Bee.Watch: the swarm near ${place} has been adopted by another collector.`,
      fr: `Bee.Watch : l'essaim près de ${place} a été adopté par un autre apiculteur.`,
    },
  };
}

/** To the reporter, by SMS, when a collector adopts the swarm. Names the collector only. */
export function reporterTexts(r: SwarmItem, collectorName: string) {
  const place = placeOf(r);
  return {
    Subject: { en: 'Your swarm report was adopted', fr: 'Votre signalement d’essaim a été adopté' },
    Body: {
      en: `Bee.Watch: your swarm report near ${place} was adopted by ${collectorName}, a local swarm collector, who will contact you.`,
      fr: `Bee.Watch : votre signalement d'essaim près de ${place} a été adopté par ${collectorName}, apiculteur local, qui va vous contacter.`,
    },
    Sms: {
      en: `Bee.Watch: your swarm report was adopted by ${collectorName}, a local swarm collector, who will contact you.`,
      fr: `Bee.Watch : votre essaim a été adopté par ${collectorName}, apiculteur local, qui va vous contacter.`,
    },
  };
}

/**
 * To the swarm coordinators when no collector's area covers a report: the same facts as the
 * collectors' alert (district and place, no reporter details) and the coordinator's list, where
 * the report and its contact details are.
 */
export function coordinatorAlertTexts(r: SwarmItem, link: string) {
  const { type, where, place, image } = factsOf(r);
  return {
    Subject: {
      en: `Swarm reported near ${place}: no collector covers it`,
      fr: `Essaim signalé près de ${place} : aucun apiculteur ne couvre ce secteur`,
    },
    Body: {
      en: [
        `Hello {Name},`,
        `A member of the public has reported a swarm near ${place}. No registered swarm collector's area covers it, so the reporter was told that their report is with the local swarm coordinator.`,
        `Type: ${type.en}. Location: ${where.en}. Photo: ${image ? 'yes' : 'no'}.`,
        `Description: ${r.Description}`,
        `The report and the reporter's contact details: ${link}`,
      ].join('\n\n'),
      fr: [
        `Bonjour {Name},`,
        `Un particulier a signalé un essaim près de ${place}. Aucune zone de collecte d'apiculteur ne le couvre : la personne a été informée que son signalement est transmis au coordinateur local des essaims.`,
        `Type : ${type.fr}. Emplacement : ${where.fr}. Photo : ${image ? 'oui' : 'non'}.`,
        `Description : ${r.Description}`,
        `Le signalement et les coordonnées de la personne : ${link}`,
      ].join('\n\n'),
    },
    Sms: {
      en: `Bee.Watch: swarm (${type.en}) near ${place}, no collector covers it. ${link}`,
      fr: `Bee.Watch : essaim (${type.fr}) près de ${place}, aucun apiculteur ne le couvre. ${link}`,
    },
  };
}
