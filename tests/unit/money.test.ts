import fc from 'fast-check';
import { formatSar, fromHalalas, toHalalas } from '@/lib/money';

describe('money (R8)', () => {
  it('converts SAR to integer halalas without float drift', () => {
    expect(toHalalas(0.1 + 0.2)).toBe(30);
    expect(toHalalas(289.95)).toBe(28_995);
    expect(toHalalas(1.005)).toBe(101);
    expect(toHalalas(-2.5)).toBe(-250);
    expect(fromHalalas(28_995)).toBe(289.95);
  });

  it('round-trips any amount with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (halalas) => {
        expect(toHalalas(fromHalalas(halalas))).toBe(halalas);
      }),
    );
  });

  it('formats SAR with Latin digits in both languages', () => {
    const en = formatSar(1234.5, 'en');
    const ar = formatSar(1234.5, 'ar');
    expect(en).toMatch(/SAR/);
    expect(en).toMatch(/1,234\.5/);
    expect(ar).toMatch(/ر\.س/);
    expect(ar).toMatch(/1,234\.5/);
    expect(ar).not.toMatch(/[٠-٩]/);
  });
});
