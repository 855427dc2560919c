import fc from 'fast-check';
import { cartTotals, formatSar, fromHalalas, priceWithVat, toHalalas } from '@/lib/money';
import { orderTotal } from '@/lib/order-total';

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

  it('formats SAR with Latin digits in both languages: whole riyals, or two decimals when there are halalas (R31)', () => {
    expect(formatSar(193.5, 'en')).toBe('SAR\u00A0193.50');
    expect(formatSar(1234.05, 'en')).toBe('SAR\u00A01,234.05');
    expect(formatSar(1483, 'en')).toBe('SAR\u00A01,483');
    const ar = formatSar(1234.5, 'ar');
    expect(ar).toMatch(/ر\.س/);
    expect(ar).toMatch(/1,234\.50/);
    expect(ar).not.toMatch(/[٠-٩]/);
  });

  // Except that an amount rounding to zero is never written "-0".
  it('writes exactly what Intl.NumberFormat writes, in both languages', () => {
    const options = (halalas: number) => ({ style: 'currency', currency: 'SAR', minimumFractionDigits: halalas % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }) as const;
    const intl = {
      en: (halalas: number) => new Intl.NumberFormat('en-SA', options(halalas)),
      ar: (halalas: number) => new Intl.NumberFormat('ar-SA-u-nu-latn', options(halalas)),
    };
    const amounts = fc.oneof(
      fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map(fromHalalas),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.constantFrom(0, -0, 0.005, 1.005, 0.1 + 0.2, 999.995, 1000, 100000, -0.004),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom('ar' as const, 'en' as const), (sar, language) => {
        const halalas = toHalalas(sar);
        expect(formatSar(sar, language)).toBe(intl[language](halalas).format(fromHalalas(halalas) + 0));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cartTotals (spec §9, R8)', () => {
  it('computes subtotal, coupon, VAT on the discounted subtotal and total in halalas', () => {
    const totals = cartTotals(
      [
        { price: 289.95, quantity: 2 },
        { price: 59, quantity: 1 },
      ],
      10,
    );
    expect(totals).toEqual({ subtotal: 63_890, discount: 6_389, discountedSubtotal: 57_501, tax: 8_625, total: 66_126 });
  });

  it('rounds each step to the nearest halala, halves up', () => {
    // 0.05 SAR × 15 % = 0.0075 → 1 halala; 33 % of 1.01 = 0.3333 → 33 halalas.
    expect(cartTotals([{ price: 0.05, quantity: 1 }]).tax).toBe(1);
    expect(cartTotals([{ price: 1.01, quantity: 1 }], 33).discount).toBe(33);
  });

  it("gives a unit price with the VAT the cart adds, R31's example among them", () => {
    expect(priceWithVat(1290)).toBe(148_350);
    expect(formatSar(fromHalalas(priceWithVat(1290)), 'en')).toBe('SAR\u00A01,483.50');
    expect(priceWithVat(0.05)).toBe(6);
    expect(priceWithVat(130)).toBe(cartTotals([{ price: 130, quantity: 1 }]).total);
  });

  it('has no discount and no tax for an empty cart', () => {
    expect(cartTotals([], 25)).toEqual({ subtotal: 0, discount: 0, discountedSubtotal: 0, tax: 0, total: 0 });
  });

  it('always adds up, in whole halalas, for any cart and coupon', () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 10_000_000 }).map((h) => h / 100),
      quantity: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 100 }), (lines, percent) => {
        const t = cartTotals(lines, percent);
        for (const value of Object.values(t)) expect(Number.isInteger(value)).toBe(true);
        expect(t.subtotal).toBe(lines.reduce((s, l) => s + Math.round(l.price * 100) * l.quantity, 0));
        expect(t.discountedSubtotal).toBe(t.subtotal - t.discount);
        expect(t.total).toBe(t.discountedSubtotal + t.tax);
        expect(Math.abs(t.discount - (t.subtotal * percent) / 100)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(t.tax - (t.discountedSubtotal * 15) / 100)).toBeLessThanOrEqual(0.5);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
      }),
    );
  });
});

describe('orderTotal (spec §2, R1)', () => {
  it('adds the shipping cost in halalas, and is total_price alone when an API leaves it out (spec §3 Order)', () => {
    expect(orderTotal({ total_price: 402.5, shippment_cost: 25 })).toBe(427.5);
    expect(orderTotal({ total_price: 0.1, shippment_cost: 0.2 })).toBe(0.3);
    expect(orderTotal({ total_price: 402.5 })).toBe(402.5);
    expect(orderTotal({ total_price: 402.5, shippment_cost: null })).toBe(402.5);
  });
});
