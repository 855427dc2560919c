/**
 * The SPA's place-name folding against the shared table of folding cases, which the geocoder's
 * `fold` and the database's `libas_fold` pass too (tests/server/arabic-folding.test.ts).
 */
import { describe, it, expect } from 'vitest';
import { foldPlace } from '@/lib/shipping-address';
import { ARABIC_FOLDING_CASES, expectedFold } from '../fixtures/arabic-folding-cases';

describe('foldPlace', () => {
  it.each(ARABIC_FOLDING_CASES.map((c) => [c.name, c] as const))('folds %s', (_name, foldCase) => {
    expect(foldPlace(foldCase.input)).toBe(expectedFold(foldCase, 'address'));
  });
});

describe('the table of folding cases', () => {
  it('says why wherever a runtime differs, and a difference is a real one', () => {
    for (const foldCase of ARABIC_FOLDING_CASES) {
      const differs = Object.values(foldCase.differs ?? {});
      expect(Boolean(foldCase.why), foldCase.name).toBe(differs.length > 0);
      for (const value of differs) expect(value, foldCase.name).not.toBe(foldCase.expected);
    }
  });

  it('has distinct names, so a failure names its case', () => {
    const names = ARABIC_FOLDING_CASES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
