import type { DomainUnit, InspectorDomainSummary } from '@beewatch/shared';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from '@/lib/csv';
import { summaryTable } from './inspector-domain-summary';

/** The inspector's domain summary CSV (role-screens §8.2 'export summary'). */
const unit = (AreaUnit: string, PlaceName: string): DomainUnit => ({
  AreaUnit,
  PlaceName,
  Country: 'GB',
  Latitude: 51.2,
  Longitude: -0.5,
});
const counts = (n: number) => ({
  Beekeepers: n,
  Apiaries: n + 1,
  Colonies: n + 2,
  InspectionsThisSeason: n + 3,
  OpenStandstills: n % 2,
});
const SUMMARY: InspectorDomainSummary = {
  DomainName: 'Test',
  Season: 2026,
  Units: [
    { AreaUnit: 'GU1', ...counts(1) },
    { AreaUnit: 'GU2', ...counts(2) },
  ],
  Totals: counts(3),
  NeighbourRadiusKm: 10,
  Neighbours: [],
};

describe('summaryTable', () => {
  it('writes a line per unit with its place and counts, then the totals, under the given headers', () => {
    const csv = csvText(
      summaryTable(SUMMARY, [unit('GU1', 'Guildford'), unit('GU2', 'Guildford West')], (k) => `H ${k}`, {
        unit: 'Area unit',
        place: 'Place',
        total: 'Total',
      }),
    );
    expect(csv.split('\r\n')).toHaveLength(4);
    expect(Papa.parse<string[]>(csv).data).toEqual([
      [
        'Area unit',
        'Place',
        'H Beekeepers',
        'H Apiaries',
        'H Colonies',
        'H InspectionsThisSeason',
        'H OpenStandstills',
      ],
      ['GU1', 'Guildford', '1', '2', '3', '4', '1'],
      ['GU2', 'Guildford West', '2', '3', '4', '5', '0'],
      ['Total', '', '3', '4', '5', '6', '1'],
    ]);
  });

  it('escapes a cell that a spreadsheet would read as a formula', () => {
    const csv = csvText(
      summaryTable(SUMMARY, [unit('GU1', '=HYPERLINK("x")')], (k) => k, {
        unit: 'u',
        place: 'p',
        total: 't',
      }),
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
