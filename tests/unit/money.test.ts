import fc from 'fast-check';
import { beforeVatAtLeast, beforeVatAtMost, formatSar, fromHalalas, lineAmount, orderAmounts, shownPrice, toHalalas, withVat } from '@/lib/money';
import { VAT_CASES } from '../fixtures/vat-cases';
import { orderTotal } from '@/lib/orders/order-total';

describe('money', () => {
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

  it('formats SAR with Latin digits in both languages: whole riyals, or two decimals when there are halalas', () => {
    expect(formatSar(193.5, 'en')).toBe('SAR\u00A0193.50');
    expect(formatSar(1234.05, 'en')).toBe('SAR\u00A01,234.05');
    expect(formatSar(1483, 'en')).toBe('SAR\u00A01,483');
    const ar = formatSar(1234.5, 'ar');
    expect(ar).toMatch(/ر\.س/);
    expect(ar).toMatch(/1,234\.50/);
    expect(ar).not.toMatch(/[٠-٩]/);
  });

  it('writes two decimals on whole riyals too when asked, for a column where another amount has halalas', () => {
    expect(formatSar(1539, 'en', { cents: true })).toBe('SAR\u00A01,539.00');
    expect(formatSar(1539, 'ar', { cents: true })).toMatch(/1,539\.00/);
    expect(formatSar(1633.11, 'en', { cents: true })).toBe('SAR\u00A01,633.11');
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

describe('orderAmounts: prices with VAT (docs/product.md, "Prices and VAT")', () => {
  it.each(VAT_CASES)('$name: the same amounts as the server', ({ lines, couponPercent, delivery, codFee, expected }) => {
    const amounts = orderAmounts(
      lines.map((line) => ({ price: fromHalalas(line.price), quantity: line.quantity })),
      couponPercent,
      'included',
      { cost: fromHalalas(delivery + codFee), codFee: fromHalalas(codFee) },
    );
    expect({ items: amounts.items, discount: amounts.discount, shipping: amounts.shipping, codFee: amounts.codFee, total: amounts.total, vat: amounts.vat }).toEqual(expected);
  });

  it('shows a price with VAT: SAR 1,150 is SAR 1,322.50', () => {
    expect(withVat(115_000)).toBe(132_250);
    expect(shownPrice(1150)).toBe(1322.5);
    expect(formatSar(shownPrice(1290), 'en')).toBe('SAR\u00A01,483.50');
    expect(lineAmount({ price: 0.1, quantity: 3 })).toBe(36);
  });

  it('adds up to the halala for any cart, coupon and shipping: the lines as shown, less the coupon, plus shipping, are the total charged', () => {
    const line = fc.record({ price: fc.integer({ min: 1, max: 10_000_000 }).map(fromHalalas), quantity: fc.integer({ min: 1, max: 50 }) });
    const charge = fc.option(fc.record({ delivery: fc.integer({ min: 0, max: 100_000 }), cod: fc.integer({ min: 0, max: 5000 }) }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 100 }), charge, (lines, percent, fee) => {
        const a = orderAmounts(lines, percent, 'included', fee ? { cost: fromHalalas(fee.delivery + fee.cod), codFee: fromHalalas(fee.cod) } : null);
        for (const value of [a.items, a.discount, a.shipping, a.codFee, a.vat, a.total, a.beforeVat]) expect(Number.isInteger(value)).toBe(true);
        expect(a.items).toBe(lines.reduce((sum, l) => sum + lineAmount(l), 0));
        expect(a.total).toBe(a.items - a.discount + a.shipping);
        expect(a.beforeVat + a.vat).toBe(a.total);
        expect(Math.abs(a.vat - (a.total * 15) / 115)).toBeLessThanOrEqual(0.5);
        expect(a.discount).toBeLessThanOrEqual(a.items);
        expect(a.shipping).toBe(fee ? withVat(fee.delivery) + withVat(fee.cod) : 0);
      }),
    );
  });

  it("keeps the original contract's arithmetic for an API that adds VAT: 15 % of the discounted subtotal, none on shipping", () => {
    const a = orderAmounts(
      [
        { price: 289.95, quantity: 2 },
        { price: 59, quantity: 1 },
      ],
      10,
      'added',
      { cost: 25 },
    );
    expect(a).toEqual({ rule: 'added', items: 63_890, discount: 6389, shipping: 2500, codFee: 0, vat: 8625, total: 68_626, beforeVat: 60_001 });
    // 0.05 SAR × 15 % = 0.0075 → 1 halala; 33 % of 1.01 = 0.3333 → 33 halalas.
    expect(orderAmounts([{ price: 0.05, quantity: 1 }], 0, 'added').vat).toBe(1);
    expect(orderAmounts([{ price: 1.01, quantity: 1 }], 33, 'added').discount).toBe(33);
    expect(orderAmounts([], 25, 'added')).toMatchObject({ items: 0, discount: 0, vat: 0, total: 0 });
  });

  it('turns a price filter shown with VAT back into the bounds before VAT that select the same products', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (bound, price) => {
        expect(withVat(price) >= bound).toBe(price >= beforeVatAtLeast(bound));
        expect(withVat(price) <= bound).toBe(price <= beforeVatAtMost(bound));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('orderTotal', () => {
  it('adds the shipping cost in halalas, and is total_price alone when an API leaves it out', () => {
    expect(orderTotal({ total_price: 402.5, shippment_cost: 25 })).toBe(427.5);
    expect(orderTotal({ total_price: 0.1, shippment_cost: 0.2 })).toBe(0.3);
    expect(orderTotal({ total_price: 402.5 })).toBe(402.5);
    expect(orderTotal({ total_price: 402.5, shippment_cost: null })).toBe(402.5);
  });
});
