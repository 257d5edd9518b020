import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FR_CODES_POSTAUX_FILE, readGazetteerFiles, UK_DISTRICTS_FILE } from './gazetteer-files.js';

const DATA = path.resolve(__dirname, '../../../../shared/data');

describe('readGazetteerFiles', () => {
  it('reads every row of the shipped files by column name, quoted town lists whole', () => {
    const { uk, fr } = readGazetteerFiles(DATA);
    expect(uk).toHaveLength(2856);
    expect(fr).toHaveLength(39192);
    // A quoted field holds commas: the town list stays one column, the next columns keep their place.
    expect(uk.find((r) => r.postcode === 'EH10')).toMatchObject({
      town: 'Morningside, Braid Hill and Swanston',
      region: 'City of Edinburgh',
      latitude: '55.92077',
    });
    expect(fr.find((r) => r.Code_postal === '50590')).toMatchObject({
      Nom_commune: 'HAUTEVILLE SUR MER',
      coordonnees_gps: '48.9741132204,-1.54436628419',
    });
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'bw-gazetteer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads quotes, empty fields and a final newline as RFC 4180 says, and fails when a file is missing', () => {
    writeFileSync(path.join(dir, UK_DISTRICTS_FILE), 'postcode,town\r\nAB1,"St ""Old"" Town"\r\nAB2,\r\n');
    expect(() => readGazetteerFiles(dir)).toThrow(/ENOENT/);
    writeFileSync(
      path.join(dir, FR_CODES_POSTAUX_FILE),
      'Code_postal;Nom_commune\n01000;"BOURG; EN BRESSE"\n',
    );
    const { uk, fr } = readGazetteerFiles(dir);
    expect(uk.map((r) => ({ ...r }))).toEqual([
      { postcode: 'AB1', town: 'St "Old" Town' },
      { postcode: 'AB2', town: '' },
    ]);
    expect(fr.map((r) => ({ ...r }))).toEqual([{ Code_postal: '01000', Nom_commune: 'BOURG; EN BRESSE' }]);
  });
});
