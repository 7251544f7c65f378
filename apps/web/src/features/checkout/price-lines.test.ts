import { describe, expect, it } from 'vitest';
import { priceLines } from './price-lines';
import { paymentData } from './test-fixtures';

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
    expect(priceLines(paymentData(), { code: 'YAZ100', value: 100 })).toMatchObject({ coupon: { code: 'YAZ100', amount: -100 }, total: 2625 });
    expect(priceLines(paymentData(), { code: 'BIG', value: 5000 })).toMatchObject({ coupon: { amount: -2725 }, total: 0 });
  });
});
