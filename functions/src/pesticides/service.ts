import {
  PesticideMsg,
  ProductInput,
  ProductListQuery,
  SubstanceInput,
  SubstanceListQuery,
  beeToxicityOf,
  mixtureLightOf,
  trafficLightOf,
  type Product,
  type ProductSubstance,
  type Substance,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import type { StoredProduct, StoredSubstance } from './pesticide-entity.js';
import * as repo from './repository.js';

/** yyyy-mm-dd of `now` in UTC: a product is usable through its expiry day. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Authorised and not past its expiry on `today`. */
export const isUsable = (p: Pick<StoredProduct, 'Status' | 'ExpiryDate'>, today: string) =>
  p.Status === 'Authorised' && p.ExpiryDate >= today;

export const productOf = (p: StoredProduct, today: string): Product => ({ ...p, Usable: isUsable(p, today) });

// ── substances (admin/pesticidelist) ──

/**
 * admin/PesticideList: a page of substances by name (prefix search on the name), of one type
 * (its own index partition) or all; status and bee-toxicity filters apply within the Query.
 */
export async function substanceList(q: z.output<typeof SubstanceListQuery>) {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (q.Status) {
    parts.push('#st = :st');
    names['#st'] = 'Status';
    values[':st'] = q.Status;
  }
  if (q.BeeToxicity) {
    parts.push('#bt = :bt');
    names['#bt'] = 'BeeToxicity';
    values[':bt'] = q.BeeToxicity;
  }
  const filter = parts.length ? { expression: parts.join(' AND '), names, values } : undefined;
  const page = await repo.listSubstances({
    search: q.Search,
    type: q.PesticideType,
    filter,
    size: q.RecordPerPage,
    token: q.NextToken,
  });
  return { rows: page.items as Substance[], next: page.next };
}

export async function getSubstance(id: string): Promise<Substance> {
  const s = await repo.getSubstance(id);
  if (!s) throw new NotFoundError(PesticideMsg.substanceNotFound);
  return s;
}

/** Products' substance lines and lights from the current substances. */
function substanceLines(
  input: readonly { SubstanceID: string; Concentration: number; Unit: string }[],
  substances: Map<string, StoredSubstance>,
): ProductSubstance[] {
  return input.map((line) => {
    const s = substances.get(line.SubstanceID);
    if (!s) throw new ValidationError(`${PesticideMsg.substanceNotFound}: ${line.SubstanceID}`);
    return {
      SubstanceID: s.SubstanceID,
      Name: s.Name,
      Concentration: line.Concentration,
      Unit: line.Unit,
      BeeToxicity: s.BeeToxicity,
    };
  });
}

function withLight(p: Omit<StoredProduct, 'TrafficLight' | 'LightReasons'>): StoredProduct {
  const { Light, Reasons } = trafficLightOf({
    Country: p.Country,
    Statements: p.BeeHazardStatements,
    Toxicities: p.Substances.map((s) => s.BeeToxicity),
  });
  return { ...p, TrafficLight: Light, LightReasons: Reasons };
}

/**
 * admin/AddOrUpdatePesticide: adds a substance (source 'Admin') or edits one (imported rows
 * keep their EU source); a change of bee toxicity re-evaluates the light of every product
 * holding it. @throws NotFoundError (unknown id), ConflictError (changed meanwhile).
 */
export async function saveSubstance(
  input: z.output<typeof SubstanceInput>,
  now = new Date(),
): Promise<Substance> {
  const previous = input.SubstanceID ? await repo.getSubstance(input.SubstanceID) : undefined;
  if (input.SubstanceID && !previous) throw new NotFoundError(PesticideMsg.substanceNotFound);
  const next: StoredSubstance = {
    SubstanceID: previous?.SubstanceID ?? ulid(),
    Name: input.Name,
    CasNumber: input.CasNumber || null,
    PesticideType: input.PesticideType,
    Functions: previous?.Functions ?? null,
    Status: input.Status,
    ApprovalDate: previous?.ApprovalDate ?? null,
    ExpiryDate: input.ExpiryDate ?? null,
    CandidateForSubstitution: previous?.CandidateForSubstitution ?? false,
    LowRisk: previous?.LowRisk ?? false,
    AuthorisedIn: previous?.AuthorisedIn ?? null,
    ContactLd50: input.ContactLd50,
    OralLd50: input.OralLd50,
    BeeToxicity: beeToxicityOf(input.ContactLd50, input.OralLd50),
    Source: previous?.Source ?? 'Admin',
    SourceDate: previous?.SourceDate ?? dayOf(now),
    UpdatedDate: now.toISOString(),
  };
  if (!(await repo.putSubstance(next, previous?.UpdatedDate ?? null)))
    throw new ConflictError(PesticideMsg.changedMeanwhile);
  if (previous && (previous.BeeToxicity !== next.BeeToxicity || previous.Name !== next.Name)) {
    const products = await repo.getProducts(await repo.productsUsing(next.SubstanceID));
    for (const p of products.values()) {
      const updated = withLight({
        ...p,
        Substances: p.Substances.map((s) =>
          s.SubstanceID === next.SubstanceID ? { ...s, Name: next.Name, BeeToxicity: next.BeeToxicity } : s,
        ),
      });
      // A product edited at this very moment is re-evaluated by that save instead.
      await repo.rewriteProduct(p, { ...updated, UpdatedDate: now.toISOString() });
    }
  }
  return next;
}

// ── products (admin/pesticideproducts, admin/addproduct; the finder) ──

/** The product list's filters as a DynamoDB filter (country, type, availability, light). */
function productFilter(q: z.output<typeof ProductListQuery>, today: string): repo.Filter | undefined {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const add = (attr: string, value: unknown) => {
    const n = `#${attr}`;
    names[n] = attr;
    values[`:${attr}`] = value;
    parts.push(`${n} = :${attr}`);
  };
  if (q.Country) add('Country', q.Country);
  if (q.PesticideType) add('PesticideType', q.PesticideType);
  if (q.TrafficLight) add('TrafficLight', q.TrafficLight);
  if (q.Availability !== 'all') {
    names['#Status'] = 'Status';
    names['#Expiry'] = 'ExpiryDate';
    values[':authorised'] = 'Authorised';
    values[':today'] = today;
    parts.push(
      q.Availability === 'usable'
        ? '#Status = :authorised AND #Expiry >= :today'
        : '(#Status <> :authorised OR #Expiry < :today)',
    );
  }
  return parts.length ? { expression: parts.join(' AND '), names, values } : undefined;
}

/** A page of the catalogue by name (prefix of the name), filtered. */
export async function productList(q: z.output<typeof ProductListQuery>, now = new Date()) {
  const today = dayOf(now);
  const page = await repo.listProducts({
    search: q.Search,
    filter: productFilter(q, today),
    size: q.RecordPerPage,
    token: q.NextToken,
  });
  return { rows: page.items.map((p) => productOf(p, today)), next: page.next };
}

export async function getProduct(id: string, now = new Date()): Promise<Product> {
  const p = await repo.getProduct(id);
  if (!p) throw new NotFoundError(PesticideMsg.productNotFound);
  return productOf(p, dayOf(now));
}

/**
 * admin/AddOrUpdateProduct: the product as given, its substances named from the list and its
 * light computed (trafficLightOf). The authorisation number is unique per country.
 * @throws ValidationError (unknown substance, number taken), NotFoundError, ConflictError.
 */
export async function saveProduct(
  input: z.output<typeof ProductInput>,
  now = new Date(),
  /** Seeding only: the demo product's fixed id, and its demo label. */
  seed?: { id: string; demo: boolean },
): Promise<Product> {
  const previous = input.ProductID ? await repo.getProduct(input.ProductID) : undefined;
  if (input.ProductID && !previous) throw new NotFoundError(PesticideMsg.productNotFound);
  if (previous && input.SeenUpdatedDate && input.SeenUpdatedDate !== previous.UpdatedDate)
    throw new ConflictError(PesticideMsg.changedMeanwhile);
  const substances = await repo.getSubstances(input.Substances.map((s) => s.SubstanceID));
  const next = withLight({
    ProductID: previous?.ProductID ?? seed?.id ?? ulid(),
    Name: input.Name,
    Country: input.Country,
    AuthorisationNumber: input.AuthorisationNumber.toUpperCase(),
    Holder: input.Holder,
    Formulation: input.Formulation.toUpperCase(),
    Substances: substanceLines(input.Substances, substances),
    PesticideType: input.PesticideType,
    Uses: input.Uses,
    Status: input.Status,
    ExpiryDate: input.ExpiryDate,
    BeeHazardStatements: [...new Set(input.BeeHazardStatements)],
    BeeHazardText: input.BeeHazardText,
    LabelUrl: input.LabelUrl,
    Notes: input.Notes,
    Demo: previous?.Demo ?? seed?.demo ?? false,
    LastChecked: dayOf(now),
    UpdatedDate: now.toISOString(),
  });
  const outcome = await repo.saveProduct(previous, next);
  if (outcome === 'numberTaken') throw new ValidationError(PesticideMsg.numberTaken);
  if (outcome === 'changed') throw new ConflictError(PesticideMsg.changedMeanwhile);
  return productOf(next, dayOf(now));
}

/** admin/RetireProduct: the product stays (past schedules keep it) but cannot be chosen again. */
export async function retireProduct(id: string, now = new Date()): Promise<Product> {
  const p = await repo.getProduct(id);
  if (!p) throw new NotFoundError(PesticideMsg.productNotFound);
  const next: StoredProduct = { ...p, Status: 'Retired', UpdatedDate: now.toISOString() };
  if (!(await repo.rewriteProduct(p, next))) throw new ConflictError(PesticideMsg.changedMeanwhile);
  return productOf(next, dayOf(now));
}

export { mixtureLightOf };
