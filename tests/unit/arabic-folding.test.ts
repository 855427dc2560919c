/**
 * The fold the shop and the API share (shared/fold.ts) against the table of folding cases, which
 * the database's `libas_fold` passes too (tests/server/arabic-folding.test.ts).
 */
import { describe, it, expect } from 'vitest';
import { fold, placeKey } from '@shared/fold';
import { ARABIC_FOLDING_CASES, expectedFold } from '../fixtures/arabic-folding-cases';

const cases = ARABIC_FOLDING_CASES.map((c) => [c.name, c] as const);

describe('fold', () => {
  it.each(cases)('folds %s', (_name, foldCase) => {
    expect(fold(foldCase.input)).toBe(expectedFold(foldCase, 'fold'));
  });
});

describe('placeKey', () => {
  it.each(cases)('folds %s', (_name, foldCase) => {
    expect(placeKey(foldCase.input)).toBe(expectedFold(foldCase, 'place'));
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
