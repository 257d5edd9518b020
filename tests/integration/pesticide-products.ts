import { ProductInput } from '@beewatch/shared';
import { saveProduct } from '../../functions/src/pesticides/service.js';
import { getProduct } from '../../functions/src/pesticides/repository.js';

/**
 * Catalogue products of the integration tests (GENERATED, on the real substance tebuconazole,
 * EU id 779): schedules must name a catalogue product, and the spray-alert tests find their
 * alerts by the product's name, so each test has its own.
 */
export const TEST_PRODUCTS = {
  'Product-A1': '01JT35TPRD0000000000000001',
  'Product-B2': '01JT35TPRD0000000000000002',
  'Product-X': '01JT35TPRD0000000000000003',
  'Product-bad': '01JT35TPRD0000000000000004',
  'Dashboard test product': '01JT35TPRD0000000000000005',
  'Reg test product': '01JT35TPRD0000000000000006',
} as const;

export async function seedTestProducts(): Promise<void> {
  let n = 98000;
  for (const [name, id] of Object.entries(TEST_PRODUCTS)) {
    n += 1;
    if (await getProduct(id)) continue;
    const input = ProductInput.parse({
      Name: name,
      Country: 'GB',
      AuthorisationNumber: String(n),
      Substances: [{ SubstanceID: 'EU779', Concentration: 250, Unit: 'g/l' }],
      PesticideType: 3,
      ExpiryDate: '2030-12-31',
      Notes: 'Integration-test product (generated)',
    });
    await saveProduct(input, new Date(), { id, demo: true });
  }
}
