import type { FlightPaymentData, TransferPaymentData } from '@yolcu/contract';

type CouponLine = { code: string; amount: number } | null;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The coupon as a negative amount, never more than the price, and what is left to pay. */
function applyCoupon(
  total: number,
  coupon: { code: string; value: number } | null,
): { coupon: CouponLine; total: number } {
  const off = coupon ? Math.min(coupon.value, total) : 0;
  return { coupon: coupon ? { code: coupon.code, amount: -off } : null, total: round2(total - off) };
}

export interface PriceLines {
  /** The tax column shows only when the first group's total tax is not zero (02 §2). */
  showTax: boolean;
  rows: Array<{ paxType: string; label: string; count: number; base: number; tax: number; fee: number }>;
  coupon: CouponLine;
  total: number;
}

/** The price table of the flight payment page; the server computes the real charge, this is display only. */
export function priceLines(
  data: Pick<FlightPaymentData, 'group_tickets' | 'price'>,
  coupon: { code: string; value: number } | null,
): PriceLines {
  return {
    showTax: (data.group_tickets[0]?.total_tax ?? 0) !== 0,
    rows: data.group_tickets.map((g) => ({
      paxType: g.pax_type,
      label: g.pax_name,
      count: g.count,
      base: g.total_base,
      tax: g.total_tax,
      fee: g.total_service_fee,
    })),
    ...applyCoupon(data.price.total, coupon),
  };
}

export interface TransferPriceLines {
  vehicle: number;
  discount: number;
  extras: number;
  /** VAT shows only when it is not zero (02 §2). */
  tax: number;
  coupon: CouponLine;
  total: number;
}

/**
 * 02 §4 "Transfer payment prices": the extras are price × quantity of what is chosen, recomputed on
 * every change, and the total is vehicle − discount + extras + VAT, as the server will charge it.
 */
export function transferPriceLines(
  data: Pick<TransferPaymentData, 'price' | 'extra_products'>,
  quantities: Record<string, number>,
  coupon: { code: string; value: number } | null,
): TransferPriceLines {
  const { base, discount, tax } = data.price;
  const extras = round2(data.extra_products.reduce((sum, e) => sum + e.price * (quantities[String(e.id)] ?? 0), 0));
  return { vehicle: base, discount, extras, tax, ...applyCoupon(round2(base - discount + extras + tax), coupon) };
}
