import {
  MixtureInput,
  PesticideMsg,
  PesticideType,
  mixtureLightOf,
  trafficLightOf,
  type Mixture,
  type ScheduleChoices,
  type TrafficLight,
  type TrafficLightData,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import type { Actor } from '../lib/actor.js';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import type { StoredMixture, StoredProduct } from './pesticide-entity.js';
import * as repo from './repository.js';
import { dayOf, isUsable } from './service.js';

const isOwner = (userName: string, m: StoredMixture) =>
  m.OwnerUserName.toLowerCase() === userName.toLowerCase();

/** The type of a mix: its products' type when they share one, else Other. */
function mixtureType(products: StoredProduct[]): number {
  const types = new Set(products.map((p) => p.PesticideType));
  return types.size === 1 ? [...types][0]! : PesticideType.Other;
}

/** A mix with its products' current state: light (mixtureLightOf), usable while all parts are. */
function mixtureOf(m: StoredMixture, products: Map<string, StoredProduct>, today: string): Mixture {
  const parts = m.ProductIDs.map((id) => products.get(id)).filter((p): p is StoredProduct => Boolean(p));
  const { Light, Reasons } = mixtureLightOf(
    parts.map((p) => ({ Light: p.TrafficLight, SubstanceNames: p.Substances.map((s) => s.Name) })),
  );
  return {
    MixtureID: m.MixtureID,
    Name: m.Name,
    Products: parts.map((p) => ({
      ProductID: p.ProductID,
      Name: p.Name,
      AuthorisationNumber: p.AuthorisationNumber,
      TrafficLight: p.TrafficLight,
      Usable: isUsable(p, today),
    })),
    TrafficLight: Light,
    LightReasons: [
      ...new Set([...parts.flatMap((p) => p.LightReasons.filter((r) => r !== 'none')), ...Reasons]),
    ],
    Usable: parts.length === m.ProductIDs.length && parts.every((p) => isUsable(p, today)),
    PesticideType: mixtureType(parts),
    CreatedDate: m.CreatedDate,
  };
}

/** pesticide/MyMixtures: the caller's tank mixes by name, each with its light now. */
export async function myMixtures(actor: Actor, now = new Date()): Promise<Mixture[]> {
  const mixes = await repo.listMixtures(actor.userName);
  const products = await repo.getProducts(mixes.flatMap((m) => m.ProductIDs));
  return mixes.map((m) => mixtureOf(m, products, dayOf(now)));
}

/**
 * pesticide/SaveMixture (spec §7.3): a named mix of 2–5 catalogue products that are all usable
 * (authorised, unexpired) today. Mixes are private: another user's id answers 404.
 * @throws ValidationError (a product unknown or not usable), NotFoundError.
 */
export async function saveMixture(
  actor: Actor,
  input: z.output<typeof MixtureInput>,
  now = new Date(),
): Promise<Mixture> {
  const previous = input.MixtureID ? await repo.getMixture(input.MixtureID) : undefined;
  if (input.MixtureID && (!previous || !isOwner(actor.userName, previous)))
    throw new NotFoundError(PesticideMsg.mixtureNotFound);
  const products = await repo.getProducts(input.ProductIDs);
  const today = dayOf(now);
  for (const id of input.ProductIDs) {
    const p = products.get(id);
    if (!p) throw new ValidationError(PesticideMsg.productNotFound);
    if (!isUsable(p, today)) throw new ValidationError(PesticideMsg.productNotAuthorised);
  }
  const next: StoredMixture = {
    MixtureID: previous?.MixtureID ?? ulid(),
    Name: input.Name,
    ProductIDs: input.ProductIDs,
    OwnerUserName: previous?.OwnerUserName ?? actor.userName,
    CreatedDate: previous?.CreatedDate ?? now.toISOString(),
  };
  if (!(await repo.putMixture(next, !previous))) throw new NotFoundError(PesticideMsg.mixtureNotFound);
  return mixtureOf(next, products, today);
}

export async function deleteMixture(actor: Actor, id: string): Promise<void> {
  if (!(await repo.deleteMixture(id, actor.userName))) throw new NotFoundError(PesticideMsg.mixtureNotFound);
}

const LIGHT_COLOURS: Record<TrafficLight, string> = { red: '#c62828', amber: '#f9a825', green: '#2e7d32' };

/** A small SVG traffic light with `light` lit, as a data: URL. */
export function trafficLightSvgUrl(light: TrafficLight): string {
  const lamp = (l: TrafficLight, cy: number) =>
    `<circle cx="12" cy="${cy}" r="7" fill="${l === light ? LIGHT_COLOURS[l] : '#d0d0d0'}" stroke="#333"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="64" viewBox="0 0 24 64">` +
    `<rect x="1" y="1" width="22" height="62" rx="6" fill="#222"/>` +
    `${lamp('red', 12)}${lamp('amber', 32)}${lamp('green', 52)}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * pesticide/GetTrafficLightUrl (spec §7.3; our reading): the bee-hazard light of a catalogue
 * product, or of one of the caller's mixes, with its reasons and a picture of it.
 */
export async function trafficLight(
  actor: Actor,
  q: { ProductID?: string; MixtureID?: string },
  now = new Date(),
): Promise<TrafficLightData> {
  if (q.ProductID) {
    const p = await repo.getProduct(q.ProductID);
    if (!p) throw new NotFoundError(PesticideMsg.productNotFound);
    const { Light, Reasons } = trafficLightOf({
      Country: p.Country,
      Statements: p.BeeHazardStatements,
      Toxicities: p.Substances.map((s) => s.BeeToxicity),
    });
    return { TrafficLight: Light, Reasons, Url: trafficLightSvgUrl(Light) };
  }
  const m = await repo.getMixture(q.MixtureID!);
  if (!m || !isOwner(actor.userName, m)) throw new NotFoundError(PesticideMsg.mixtureNotFound);
  const mix = mixtureOf(m, await repo.getProducts(m.ProductIDs), dayOf(now));
  return {
    TrafficLight: mix.TrafficLight,
    Reasons: mix.LightReasons,
    Url: trafficLightSvgUrl(mix.TrafficLight),
  };
}

/** The usable products of the catalogue (authorised, unexpired today), by name: one Query. */
async function usableProducts(today: string): Promise<StoredProduct[]> {
  return repo.allProducts({
    expression: '#s = :a AND #e >= :today',
    names: { '#s': 'Status', '#e': 'ExpiryDate' },
    values: { ':a': 'Authorised', ':today': today },
  });
}

/** pesticide/ScheduleProductChoices: what a new schedule may use — usable products and mixes. */
export async function scheduleChoices(actor: Actor, now = new Date()): Promise<ScheduleChoices> {
  const today = dayOf(now);
  const [products, mixes] = await Promise.all([usableProducts(today), myMixtures(actor, now)]);
  return {
    Products: products.map((p) => ({
      ProductID: p.ProductID,
      Name: p.Name,
      AuthorisationNumber: p.AuthorisationNumber,
      PesticideType: p.PesticideType,
      TrafficLight: p.TrafficLight,
    })),
    Mixtures: mixes
      .filter((m) => m.Usable)
      .map((m) => ({
        MixtureID: m.MixtureID,
        Name: m.Name,
        PesticideType: m.PesticideType,
        TrafficLight: m.TrafficLight,
      })),
  };
}

/** What a schedule records of the product or mix it sprays. */
export interface ScheduledProduct {
  ProductID: string | null;
  MixtureID: string | null;
  /** Name and authorisation number (a mix: its name and its products'). */
  Product: string;
  PesticideType: number;
}

/**
 * The product or mix a schedule may use (treatment schedules, spec §7.3
 * AddOrUpdateTreatmentSchedule): a catalogue product that is authorised and unexpired today and
 * through the treatment day, or one of the user's mixes whose products all are.
 * @throws ValidationError (none given, not usable, expires before the treatment), NotFoundError.
 */
export async function resolveScheduleProduct(
  userName: string,
  choice: { ProductID?: string | null; MixtureID?: string | null },
  treatmentDate: string,
  now = new Date(),
): Promise<ScheduledProduct> {
  const today = dayOf(now);
  const check = (p: StoredProduct | undefined) => {
    if (!p) throw new ValidationError(PesticideMsg.productNotFound);
    if (!isUsable(p, today)) throw new ValidationError(PesticideMsg.productNotAuthorised);
    if (p.ExpiryDate < treatmentDate) throw new ValidationError(PesticideMsg.productExpiresBefore);
    return p;
  };
  if (choice.ProductID && !choice.MixtureID) {
    const p = check(await repo.getProduct(choice.ProductID));
    return {
      ProductID: p.ProductID,
      MixtureID: null,
      Product: `${p.Name} (${p.Country} ${p.AuthorisationNumber})`,
      PesticideType: p.PesticideType,
    };
  }
  if (choice.MixtureID && !choice.ProductID) {
    const m = await repo.getMixture(choice.MixtureID);
    if (!m || !isOwner(userName, m)) throw new NotFoundError(PesticideMsg.mixtureNotFound);
    const products = await repo.getProducts(m.ProductIDs);
    const parts = m.ProductIDs.map((id) => check(products.get(id)));
    return {
      ProductID: null,
      MixtureID: m.MixtureID,
      Product: `${m.Name}: ${parts.map((p) => `${p.Name} (${p.AuthorisationNumber})`).join(' + ')}`.slice(
        0,
        200,
      ),
      PesticideType: mixtureType(parts),
    };
  }
  throw new ValidationError(PesticideMsg.productRequired);
}
