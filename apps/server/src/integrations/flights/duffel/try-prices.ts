import { round2 } from '../../../lib/money.js';

/** TRY for one unit of a currency (the `currencies` table's selling rate), or null when it has none. */
export type SellingRate = (currency: string) => Promise<number | null>;

/** Converts one currency's amounts to TRY; null when the currency has no rate. */
export type ToTry = (amount: string | number | null | undefined, currency: string | null | undefined) => number | null;

/**
 * Duffel prices in the airline's or the account's currency; the product charges TRY (03 §18). An
 * amount in another currency is converted at the stored selling rate plus FX_MARGIN_PERCENT, to
 * the kuruş. TRY amounts pass unchanged. The rates are read once per search or quote, not per offer.
 */
export class TryPrices {
  constructor(
    private readonly rateOf: SellingRate,
    private readonly marginPercent: number,
  ) {}

  /** A converter for the currencies given (read now, used for a whole answer). */
  async converter(currencies: Iterable<string>): Promise<ToTry> {
    const rates = new Map<string, number | null>();
    for (const code of new Set(currencies)) {
      if (code !== 'TRY') rates.set(code, await this.rateOf(code));
    }
    const factor = 1 + this.marginPercent / 100;
    return (amount, currency) => {
      if (amount === null || amount === undefined || !currency) return null;
      const value = Number(amount);
      if (!Number.isFinite(value)) return null;
      if (currency === 'TRY') return round2(value);
      const rate = rates.get(currency);
      return rate ? round2(value * rate * factor) : null;
    };
  }
}
