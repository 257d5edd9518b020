import { describe, expect, it } from 'vitest';
import { foldForSort, indexOf } from './keys.js';

describe('sort keys', () => {
  it('folds case and accents so Genève sorts with geneve', () => {
    expect(foldForSort('Genève, Switzerland')).toBe('geneve, switzerland');
    expect(foldForSort('NEUCHÂTEL')).toBe('neuchatel');
  });

  it('sorts records without a value last ascending', () => {
    const keys = [foldForSort(null), foldForSort('Zurich'), foldForSort('')];
    expect([...keys].sort()).toEqual(['zurich', '~', '~']);
  });

  it('keeps the key separator out of values', () => {
    expect(foldForSort('a#b')).toBe('a b');
  });

  it('names the index for each filter and sort', () => {
    expect(indexOf(false, 'Date')).toBe('allByDate');
    expect(indexOf(true, 'Location')).toBe('catByLocation');
  });
});
