/** The BINs the fake knows: a credit card each of three programmes, and a debit card. */
const CARDS: Record<string, { bankName: string; cardFamilyName: string; cardType: string; association: string }> = {
  '411111': { bankName: 'Garanti Bankası', cardFamilyName: 'Bonus', cardType: 'CREDIT_CARD', association: 'VISA' },
  '555555': { bankName: 'Yapı Kredi', cardFamilyName: 'World', cardType: 'CREDIT_CARD', association: 'MASTER_CARD' },
  '552608': { bankName: 'Akbank', cardFamilyName: 'Axess', cardType: 'CREDIT_CARD', association: 'MASTER_CARD' },
  '535805': { bankName: 'iyzico', cardFamilyName: 'iyzico DC', cardType: 'DEBIT_CARD', association: 'MASTER_CARD' },
};

/** The bank's charge by count: what a plan's total adds to the price. */
const CHARGE: Record<number, number> = { 1: 0, 2: 0.0203, 3: 0.0306, 6: 0.0612, 9: 0.0918 };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** /payment/iyzipos/installment's installmentDetails for a BIN and a price (none for an unknown BIN). */
export function installmentDetails(bin: string, price: number) {
  const card = CARDS[bin];
  if (!card) return [];
  const counts = card.cardType === 'CREDIT_CARD' ? [1, 2, 3, 6, 9] : [1];
  return [
    {
      binNumber: bin,
      price,
      cardType: card.cardType,
      cardAssociation: card.association,
      cardFamilyName: card.cardFamilyName,
      force3ds: 0,
      bankCode: 62,
      bankName: card.bankName,
      forceCvc: 0,
      commercial: 0,
      installmentPrices: counts.map((n) => {
        const totalPrice = round2(price * (1 + CHARGE[n]!));
        return { installmentNumber: n, totalPrice, installmentPrice: round2(totalPrice / n) };
      }),
    },
  ];
}
