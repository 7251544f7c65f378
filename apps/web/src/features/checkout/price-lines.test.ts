import { describe, expect, it } from 'vitest';
import { priceLines, transferPriceLines } from './price-lines';
import { paymentData, transferPaymentData } from './test-fixtures';

describe('priceLines', () => {
  it('hides the tax column when the first group has no tax', () => {
    const lines = priceLines(paymentData(), null);
    expect(lines.showTax).toBe(false);
    expect(lines.rows.map((r) => [r.label, r.count, r.base, r.fee])).toEqual([
      ['Adult', 1, 1500, 50],
      ['Child', 1, 1125, 50],
    ]);
    expect(lines.total).toBe(2725);
    expect(lines.coupon).toBeNull();
  });

  it('shows the tax column when the first group has tax, even if a later group has none', () => {
    const data = paymentData();
    data.group_tickets[0] = { ...data.group_tickets[0]!, total_tax: 120 };
    data.group_tickets[1] = { ...data.group_tickets[1]!, total_tax: 0 };
    expect(priceLines(data, null).showTax).toBe(true);
  });

  it('looks only at the first group for the tax column', () => {
    const data = paymentData();
    data.group_tickets[1] = { ...data.group_tickets[1]!, total_tax: 90 };
    expect(priceLines(data, null).showTax).toBe(false);
  });

  it('takes a coupon off the total as a negative line, never below zero', () => {
    expect(priceLines(paymentData(), { code: 'YAZ100', value: 100 })).toMatchObject({
      coupon: { code: 'YAZ100', amount: -100 },
      total: 2625,
    });
    expect(priceLines(paymentData(), { code: 'BIG', value: 5000 })).toMatchObject({
      coupon: { amount: -2725 },
      total: 0,
    });
  });
});

describe('transferPriceLines', () => {
  it('is vehicle − discount + extras × quantity + VAT, recomputed from the quantities', () => {
    const data = transferPaymentData();
    expect(transferPriceLines(data, {}, null)).toMatchObject({
      vehicle: 1850,
      discount: 100,
      extras: 0,
      tax: 0,
      total: 1750,
    });
    expect(transferPriceLines(data, { '4': 2, '6': 1 }, null)).toMatchObject({ extras: 400, total: 2150 });
    const taxed = { ...data, price: { ...data.price, tax: 99.9 } };
    expect(transferPriceLines(taxed, { '4': 1 }, null).total).toBe(1999.9);
  });

  it('ignores quantities of extras the vehicle does not offer, and takes a coupon off the total', () => {
    expect(transferPriceLines(transferPaymentData(), { '99': 5 }, { code: 'YAZ250', value: 250 })).toMatchObject({
      extras: 0,
      coupon: { code: 'YAZ250', amount: -250 },
      total: 1500,
    });
  });
});
