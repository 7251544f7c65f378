import type { FlightPaymentData } from '@yolcu/contract';

export interface PriceLines {
  /** The tax column shows only when the first group's total tax is not zero (02 §2). */
  showTax: boolean;
  rows: Array<{ paxType: string; label: string; count: number; base: number; tax: number; fee: number }>;
  /** The coupon as a negative amount, never more than the price. */
  coupon: { code: string; amount: number } | null;
  total: number;
}

/** The price table of the payment page; the server computes the real charge, this is display only. */
export function priceLines(data: Pick<FlightPaymentData, 'group_tickets' | 'price'>, coupon: { code: string; value: number } | null): PriceLines {
  const total = data.price.total;
  const off = coupon ? Math.min(coupon.value, total) : 0;
  return {
    showTax: (data.group_tickets[0]?.total_tax ?? 0) !== 0,
    rows: data.group_tickets.map((g) => ({ paxType: g.pax_type, label: g.pax_name, count: g.count, base: g.total_base, tax: g.total_tax, fee: g.total_service_fee })),
    coupon: coupon ? { code: coupon.code, amount: -off } : null,
    total: Math.round((total - off) * 100) / 100,
  };
}
