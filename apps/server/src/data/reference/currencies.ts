/**
 * Selling rates in TRY. The product charges in TRY only; these rates convert prices for display.
 * Reference values for November 2026; a real deployment refreshes them from its bank's feed.
 */
export const CURRENCY_ROWS = [
  { code: 'TRY', nameEn: 'Turkish Lira', nameTr: 'Türk Lirası', icon: '₺', value: 1 },
  { code: 'USD', nameEn: 'US Dollar', nameTr: 'ABD Doları', icon: '$', value: 42.35 },
  { code: 'EUR', nameEn: 'Euro', nameTr: 'Euro', icon: '€', value: 49.1 },
  { code: 'GBP', nameEn: 'British Pound', nameTr: 'İngiliz Sterlini', icon: '£', value: 55.8 },
];
