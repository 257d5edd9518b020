import { describe, expect, it } from 'vitest';
import { euDate, substancesFromEuExport } from './eu-import.js';

const HEADER = [
  'Active Substance ID',
  'Substance',
  'CAS Number',
  'Status under Reg. (EC) No 1107/2009',
  'Date of approval',
  'Expiration of approval',
  'Candidate for substitution',
  'Low-risk a.s.',
  'Authorised',
  'Functions',
];

describe('substancesFromEuExport', () => {
  it('reads the rows under the header (title rows above it), mapping functions to types', () => {
    const rows = [
      ['Pesticides Database - Active Substances (File created on 24/03/2025)'],
      [],
      HEADER,
      [
        259,
        'lambda-Cyhalothrin',
        '91465-08-6',
        'Approved',
        '01/04/2016',
        '31/08/2026',
        null,
        null,
        'AT, BE',
        'IN',
      ],
      [1062, '(3E)-dec-3-en-2-one', 'No CAS allocated', 'Pending', null, null, 'low ADI', 'Yes', null, null],
      [null, 'no id', null, null, null, null, null, null, null, null],
    ];
    const out = substancesFromEuExport(rows, new Date('2026-01-01T00:00:00Z'));
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({
      SubstanceID: 'EU259',
      CasNumber: '91465-08-6',
      PesticideType: 2,
      Status: 'Approved',
      ApprovalDate: '2016-04-01',
      ExpiryDate: '2026-08-31',
      CandidateForSubstitution: false,
      AuthorisedIn: 'AT, BE',
      BeeToxicity: 'Unknown',
      Source: 'EU',
    });
    expect(out[1]).toMatchObject({
      CasNumber: null,
      PesticideType: 6,
      Status: 'Pending',
      CandidateForSubstitution: true,
      LowRisk: true,
    });
  });
  it('fails loudly without the header', () => {
    expect(() => substancesFromEuExport([['x']])).toThrow(/no header/);
  });
  it('reads dd/mm/yyyy dates', () => {
    expect(euDate('15/08/2026')).toBe('2026-08-15');
    expect(euDate('')).toBeNull();
  });
});
