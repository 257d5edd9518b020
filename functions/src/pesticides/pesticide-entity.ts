import { Mixture, Product, Substance } from '@beewatch/shared';
import * as z from 'zod/mini';

/**
 * The pesticide reference entities of the site table:
 * - substance `SUBSTANCE#<id>` / `SUBSTANCE`, listed by name on byKind (`SUBSTANCE`,
 *   `<folded name>#<id>`: the name search is a begins_with on it) and by type on byOwner
 *   (`SUBSTANCETYPE#<type>`, same sort), so the list and its type filter are each one Query;
 * - product `PRODUCT#<id>` / `PRODUCT`, by name on byKind (`PRODUCT`, `<folded name>#<id>`);
 * - authorisation number guard `PRODUCTNO#<country>#<number>` / `PRODUCTNO`: one product per
 *   number and country, written in the product's transaction;
 * - substance use `SUBSTANCEUSE#<substance id>` / `PRODUCT#<product id>`: which products hold a
 *   substance (re-evaluating their light when its bee toxicity changes), written with the product;
 * - tank mix `MIX#<id>` / `MIX`, the owner's on byOwner (`MIX#<user>`, `<folded name>#<id>`).
 */
/** Tank mixes name their owner: erased with the account (erasure registry). */
export const PERSONAL_DATA = 'TankMix';

export const SUBSTANCE = 'SUBSTANCE';
export const PRODUCT = 'PRODUCT';
export const MIX = 'MIX';

/** Lower case without accents: the sort and search form of a name. */
export const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export const substanceKey = (id: string) => ({ pk: `SUBSTANCE#${id}`, sk: SUBSTANCE });
export const substanceTypePartition = (type: number) => `SUBSTANCETYPE#${type}`;
export const productKey = (id: string) => ({ pk: `PRODUCT#${id}`, sk: PRODUCT });
export const productNumberKey = (country: string, number: string) => ({
  pk: `PRODUCTNO#${country}#${number.toUpperCase()}`,
  sk: 'PRODUCTNO',
});
export const substanceUseKey = (substanceId: string, productId: string) => ({
  pk: `SUBSTANCEUSE#${substanceId}`,
  sk: `PRODUCT#${productId}`,
});
export const substanceUsePartition = (substanceId: string) => `SUBSTANCEUSE#${substanceId}`;
export const mixtureKey = (id: string) => ({ pk: `MIX#${id}`, sk: MIX });
export const mixtureOwner = (userName: string) => `MIX#${userName.toLowerCase()}`;

/** A substance as stored: its API shape. */
export const StoredSubstance = Substance;
export type StoredSubstance = z.infer<typeof StoredSubstance>;

export function substanceItemOf(s: StoredSubstance) {
  const sort = `${fold(s.Name)}#${s.SubstanceID}`;
  return {
    ...substanceKey(s.SubstanceID),
    ...s,
    kind: SUBSTANCE,
    kindSort: sort,
    owner: substanceTypePartition(s.PesticideType),
    ownerSort: sort,
  };
}

/**
 * A product as stored: its API shape without what is computed on reading (Usable depends on
 * the day).
 */
export const StoredProduct = z.omit(Product, { Usable: true });
export type StoredProduct = z.infer<typeof StoredProduct>;

export function productItemOf(p: StoredProduct) {
  return { ...productKey(p.ProductID), ...p, kind: PRODUCT, kindSort: `${fold(p.Name)}#${p.ProductID}` };
}

/** A tank mix as stored: its name, the products in it and its owner. */
export const StoredMixture = z.extend(z.pick(Mixture, { MixtureID: true, Name: true, CreatedDate: true }), {
  ProductIDs: z.array(z.string()),
  OwnerUserName: z.string(),
});
export type StoredMixture = z.infer<typeof StoredMixture>;

export function mixtureItemOf(m: StoredMixture) {
  return {
    ...mixtureKey(m.MixtureID),
    ...m,
    owner: mixtureOwner(m.OwnerUserName),
    ownerSort: `${fold(m.Name)}#${m.MixtureID}`,
  };
}
