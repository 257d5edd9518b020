import { describe, expect, it } from 'vitest';
import {
  AUTHORISATION_FORMATS,
  beeToxicityOf,
  mixtureLightOf,
  pesticideTypeOfFunctions,
  ProductInput,
  trafficLightOf,
} from './pesticides.js';

describe('pesticideTypeOfFunctions (EU function codes → spec §3 types)', () => {
  it.each([
    ['HB', 1],
    ['IN', 2],
    ['AC', 2],
    ['AC,IN', 2],
    ['FU', 3],
    ['BA,FU', 3],
    ['RO', 4],
    ['MO', 5],
    ['PG', 6],
    ['AT', 6],
    [null, 6],
    ['FU, HB', 1],
  ])('%s → %i', (codes, type) => expect(pesticideTypeOfFunctions(codes)).toBe(type));
});

describe('beeToxicityOf (Atkins 1981 classes on the lower LD50, µg/bee)', () => {
  it.each([
    [1.99, null, 'High'],
    [null, 2, 'Moderate'],
    [10.99, 50, 'Moderate'],
    [11, 11, 'Low'],
    [40, 0.5, 'High'],
    [null, null, 'Unknown'],
  ] as const)('contact %s, oral %s → %s', (c, o, cls) => expect(beeToxicityOf(c, o)).toBe(cls));
});

describe('trafficLightOf', () => {
  const light = (
    Country: string,
    Statements: string[],
    Toxicities: ('High' | 'Moderate' | 'Low' | 'Unknown')[] = [],
  ) => trafficLightOf({ Country, Statements, Toxicities });
  it('red for SPe 8, high risk, dangerous, B1 or a highly toxic substance', () => {
    for (const s of ['SPe8', 'HighRisk', 'Dangerous', 'B1']) expect(light('GB', [s]).Light).toBe('red');
    expect(light('GB', [], ['Low', 'High'])).toEqual({ Light: 'red', Reasons: ['substanceHigh'] });
  });
  it('amber for harmful, apply outside flight, B2, a moderately toxic substance or FR without mention abeille', () => {
    for (const s of ['Harmful', 'ApplyOutsideFlight', 'B2']) expect(light('GB', [s]).Light).toBe('amber');
    expect(light('GB', [], ['Moderate']).Light).toBe('amber');
    expect(light('FR', [])).toEqual({ Light: 'amber', Reasons: ['frNoMention'] });
    expect(light('FR', ['MentionAbeille']).Light).toBe('green');
  });
  it('green otherwise (B3, B4, low toxicity)', () => {
    expect(light('DE', ['B4'], ['Low'])).toEqual({ Light: 'green', Reasons: ['none'] });
  });
});

describe('mixtureLightOf', () => {
  it('is the worst part', () => {
    expect(
      mixtureLightOf([
        { Light: 'green', SubstanceNames: ['Glyphosate'] },
        { Light: 'amber', SubstanceNames: ['Pirimicarb'] },
      ]),
    ).toEqual({ Light: 'amber', Reasons: [] });
  });
  it('raises a pyrethroid with an azole one step (B4 + B4 → B2), never above red', () => {
    expect(
      mixtureLightOf([
        { Light: 'green', SubstanceNames: ['lambda-Cyhalothrin'] },
        { Light: 'green', SubstanceNames: ['Tebuconazole'] },
      ]),
    ).toEqual({ Light: 'amber', Reasons: ['pyrethroidAzole'] });
    expect(
      mixtureLightOf([
        { Light: 'red', SubstanceNames: ['tau-Fluvalinate'] },
        { Light: 'green', SubstanceNames: ['Prochloraz'] },
      ]).Light,
    ).toBe('red');
  });
});

describe('ProductInput', () => {
  const base = {
    Name: 'X',
    Country: 'GB',
    AuthorisationNumber: '17522',
    Substances: [{ SubstanceID: 'EU779', Concentration: 250, Unit: 'g/l' }],
    PesticideType: 3,
    ExpiryDate: '2028-01-31',
  };
  it('checks the authorisation number against the country', () => {
    expect(ProductInput.safeParse(base).success).toBe(true);
    expect(ProductInput.safeParse({ ...base, Country: 'FR' }).success).toBe(false);
    expect(ProductInput.safeParse({ ...base, Country: 'FR', AuthorisationNumber: '2100173' }).success).toBe(
      true,
    );
    expect(AUTHORISATION_FORMATS.GB.test('ABC')).toBe(false);
  });
  it('refuses a JSON string for a concentration (strict body)', () => {
    const r = ProductInput.safeParse({
      ...base,
      Substances: [{ SubstanceID: 'EU779', Concentration: '250', Unit: 'g/l' }],
    });
    expect(r.success).toBe(false);
  });
});
