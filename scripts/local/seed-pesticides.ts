import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { EU_SUBSTANCES_SOURCE, type ProductInput } from '@beewatch/shared';
import path from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { documentClient } from '../../functions/src/lib/aws.js';
import { batchWriteAll } from '../../functions/src/lib/dynamo.js';
import { env } from '../../functions/src/lib/env.js';
import { substancesFromEuExport } from '../../functions/src/pesticides/eu-import.js';
import { substanceItemOf, type StoredSubstance } from '../../functions/src/pesticides/pesticide-entity.js';
import { getProduct } from '../../functions/src/pesticides/repository.js';
import { saveProduct } from '../../functions/src/pesticides/service.js';
import { ProductInput as ProductInputSchema } from '@beewatch/shared';

import { seedMarkerKey } from './seed-marker-entity.js';

export const EU_EXPORT_FILE = 'eu_pesticides_active_substances_2025-03-24_ccby.xlsx';

/** Marks an import done, so a restart does not write 1,465 items again (admin edits stay). */
const importMarkerKey = seedMarkerKey('SUBSTANCEIMPORT-EU', EU_SUBSTANCES_SOURCE.Date);

/**
 * Imports the EU Pesticides Database export (../shared/data, CC BY 4.0) into the site table:
 * every substance with its type from the function codes. Runs once per export file; also the
 * deploy-time import (scripts/import-substances.ts points it at the deployed site table).
 * @returns the substances of the file (imported now or before).
 */
export async function importEuSubstances(
  sharedData: string,
  { force = false, table = env().SITE_TABLE }: { force?: boolean; table?: string } = {},
): Promise<StoredSubstance[]> {
  const sheets = await readXlsxFile(path.join(sharedData, EU_EXPORT_FILE));
  const rows =
    Array.isArray(sheets) && sheets[0] && 'data' in (sheets[0] as object)
      ? (sheets[0] as { data: unknown[][] }).data
      : (sheets as unknown as unknown[][]);
  const substances = substancesFromEuExport(rows);
  const done = await documentClient().send(new GetCommand({ TableName: table, Key: importMarkerKey }));
  if (done.Item && !force) return substances;
  await batchWriteAll(
    table,
    substances.map((s) => ({ PutRequest: { Item: substanceItemOf(s) } })),
  );
  await documentClient().send(
    new PutCommand({
      TableName: table,
      Item: { ...importMarkerKey, Count: substances.length, ImportedAt: new Date().toISOString() },
    }),
  );
  return substances;
}

/** A demo product: GENERATED (no national product register is available offline), on real substances. */
interface DemoProduct {
  id: string;
  input: Omit<ProductInput, 'Substances'> & {
    Substances: { name: string; Concentration: number; Unit: 'g/l' | 'g/kg' }[];
  };
}

/**
 * Demo products, labelled 'DEMO' in their names and notes: made-up trade names and numbers in
 * the 99xxx range (no real MAPP/AMM number is claimed) built on real EU active substances.
 * Chosen to show every light and state: red (SPe 8), amber (apply outside bee flight), green,
 * a French product with its 'mention abeille', an expired one and a withdrawn one; a pyrethroid
 * and an azole to show the tank-mix rule.
 */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    id: '01JD3M0PRD0000000000000001',
    input: {
      Name: 'DEMO Cyhalo 100 CS',
      Country: 'GB',
      AuthorisationNumber: '99001',
      Holder: 'Demo Agro Ltd (generated)',
      Formulation: 'CS',
      Substances: [{ name: 'lambda-Cyhalothrin', Concentration: 100, Unit: 'g/l' }],
      PesticideType: 2,
      Uses: 'Winter wheat, oilseed rape (demo)',
      Status: 'Authorised',
      ExpiryDate: '2027-06-30',
      BeeHazardStatements: ['SPe8', 'HighRisk'],
      BeeHazardText:
        'High risk to bees. Do not apply to crops in flower or to those in which bees are actively foraging.',
    },
  },
  {
    id: '01JD3M0PRD0000000000000002',
    input: {
      Name: 'DEMO Tebucon 250 EW',
      Country: 'GB',
      AuthorisationNumber: '99002',
      Holder: 'Demo Agro Ltd (generated)',
      Formulation: 'EW',
      Substances: [{ name: 'Tebuconazole', Concentration: 250, Unit: 'g/l' }],
      PesticideType: 3,
      Uses: 'Cereals, oilseed rape (demo)',
      Status: 'Authorised',
      ExpiryDate: '2028-08-31',
      BeeHazardStatements: [],
      BeeHazardText: '',
    },
  },
  {
    id: '01JD3M0PRD0000000000000003',
    input: {
      Name: 'DEMO Fluva 240 EW',
      Country: 'GB',
      AuthorisationNumber: '99003',
      Holder: 'Demo Crop Care (generated)',
      Formulation: 'EW',
      Substances: [{ name: 'tau-Fluvalinate', Concentration: 240, Unit: 'g/l' }],
      PesticideType: 2,
      Uses: 'Oilseed rape, peas (demo)',
      Status: 'Authorised',
      ExpiryDate: '2027-01-31',
      BeeHazardStatements: ['ApplyOutsideFlight'],
      BeeHazardText: 'Apply only after the daily flight of bees has ended.',
    },
  },
  {
    id: '01JD3M0PRD0000000000000004',
    input: {
      Name: 'DEMO Glypho 360',
      Country: 'GB',
      AuthorisationNumber: '99004',
      Holder: 'Demo Crop Care (generated)',
      Formulation: 'SL',
      Substances: [{ name: 'Glyphosate', Concentration: 360, Unit: 'g/l' }],
      PesticideType: 1,
      Uses: 'Stubble, pre-drilling (demo)',
      Status: 'Authorised',
      ExpiryDate: '2028-12-15',
      BeeHazardStatements: [],
      BeeHazardText: '',
    },
  },
  {
    id: '01JD3M0PRD0000000000000005',
    input: {
      Name: 'DEMO Acetami 20 SG',
      Country: 'FR',
      AuthorisationNumber: '9900005',
      Holder: 'Démo Agri SAS (généré)',
      Formulation: 'SG',
      Substances: [{ name: 'Acetamiprid', Concentration: 200, Unit: 'g/kg' }],
      PesticideType: 2,
      Uses: 'Colza, arboriculture (démo)',
      Status: 'Authorised',
      ExpiryDate: '2027-12-31',
      BeeHazardStatements: ['MentionAbeille'],
      BeeHazardText:
        'Mention abeilles : emploi autorisé durant la floraison, en dehors de la présence d’abeilles.',
    },
  },
  {
    id: '01JD3M0PRD0000000000000006',
    input: {
      Name: 'DEMO Cyper 100 EC (expired)',
      Country: 'GB',
      AuthorisationNumber: '99006',
      Holder: 'Demo Agro Ltd (generated)',
      Formulation: 'EC',
      Substances: [{ name: 'Cypermethrin', Concentration: 100, Unit: 'g/l' }],
      PesticideType: 2,
      Uses: 'Cereals (demo)',
      Status: 'Authorised',
      ExpiryDate: '2024-12-31',
      BeeHazardStatements: ['SPe8', 'Dangerous'],
      BeeHazardText: 'Dangerous to bees.',
    },
  },
  {
    id: '01JD3M0PRD0000000000000007',
    input: {
      Name: 'DEMO Pirimi 50 WG (withdrawn)',
      Country: 'NI',
      AuthorisationNumber: '99007',
      Holder: 'Demo Crop Care (generated)',
      Formulation: 'WG',
      Substances: [{ name: 'Pirimicarb', Concentration: 500, Unit: 'g/kg' }],
      PesticideType: 2,
      Uses: 'Brassicas (demo)',
      Status: 'Withdrawn',
      ExpiryDate: '2027-05-31',
      BeeHazardStatements: ['Harmful'],
      BeeHazardText: 'Harmful to bees.',
    },
  },
];

/** Seeds the substances, then the demo products (kept when they exist: admin edits stay). */
export async function seedPesticides(sharedData: string, now = new Date()): Promise<void> {
  const substances = await importEuSubstances(sharedData);
  const byName = new Map(substances.map((s) => [s.Name.toLowerCase(), s.SubstanceID]));
  for (const demo of DEMO_PRODUCTS) {
    if (await getProduct(demo.id)) continue;
    const lines = demo.input.Substances.map((l) => {
      const id = byName.get(l.name.toLowerCase());
      if (!id) throw new Error(`demo product ${demo.input.Name}: no substance '${l.name}' in the EU export`);
      return { SubstanceID: id, Concentration: l.Concentration, Unit: l.Unit };
    });
    const input = ProductInputSchema.parse({
      ...demo.input,
      Substances: lines,
      Notes: 'DEMO product generated for the local portal: not a real authorisation.',
    });
    // A fixed id, so tests and restarts find the same demo products.
    await saveProduct({ ...input, ProductID: undefined }, now, { id: demo.id, demo: true });
  }
}
