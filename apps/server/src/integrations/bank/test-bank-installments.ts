import type { InstallmentOffer } from './bank.js';

/**
 * The test bank's card programmes by BIN (03 §18), so that the built-in default shows installment
 * plans as iyzico does: two or three at the cash price (as Turkish banks' campaigns often are),
 * longer ones with the bank's charge. A debit card pays at once; an unknown BIN is not known.
 */
const PROGRAMMES: Record<string, Omit<InstallmentOffer, 'options'> & { charges: Record<number, number> }> = {
  // The test Visa of 03 §7.
  '411111': {
    bankName: 'Yolcu Test Bank',
    cardFamily: 'Bonus',
    cardType: 'CREDIT_CARD',
    charges: { 1: 0, 2: 0, 3: 0, 6: 0.045, 9: 0.0725 },
  },
  // The test Mastercard.
  '555555': {
    bankName: 'Yolcu Test Bank',
    cardFamily: 'World',
    cardType: 'CREDIT_CARD',
    charges: { 1: 0, 3: 0, 6: 0.049, 12: 0.1025 },
  },
  '402277': { bankName: 'Yolcu Test Bank', cardFamily: 'Bankamatik', cardType: 'DEBIT_CARD', charges: { 1: 0 } },
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export function testBankInstallments(bin: string, amount: number): InstallmentOffer | null {
  const programme = PROGRAMMES[bin];
  if (!programme) return null;
  const { charges, ...card } = programme;
  return {
    ...card,
    options: Object.entries(charges).map(([count, charge]) => {
      const total = round2(amount * (1 + charge));
      return { count: Number(count), monthly: round2(total / Number(count)), total };
    }),
  };
}
