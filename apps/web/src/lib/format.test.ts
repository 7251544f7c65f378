import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, formatShortMoney } from './format';

// Intl puts a no-break space in some forms; compare what a reader sees.
const seen = (s: string) => s.replace(/\s/g, ' ');

describe('money and numbers follow the interface language', () => {
  it('writes English money the English way and Turkish money the Turkish way', () => {
    expect(seen(formatMoney(4927.56, 'TRY', 1, 'en'))).toBe('₺4,927.56');
    expect(seen(formatMoney(4927.56, 'TRY', 1, 'tr'))).toBe('₺4.927,56');
  });

  it('shows other currencies with their plain symbol, converted at the rate', () => {
    expect(formatMoney(3500, 'EUR', 35, 'en')).toBe('€100.00');
    expect(formatMoney(3200, 'USD', 32, 'en')).toBe('$100.00');
    expect(formatMoney(3200, 'USD', 32, 'tr')).toBe('$100,00');
    expect(currencySymbol('TRY', 'en')).toBe('₺');
    expect(currencySymbol('USD', 'en')).toBe('$');
  });

  it('writes short prices with the language’s thousands', () => {
    expect(formatShortMoney(1234, 'TRY', 1, 'en')).toBe('1,234');
    expect(formatShortMoney(1234, 'TRY', 1, 'tr')).toBe('1.234');
    expect(seen(formatShortMoney(12_345, 'TRY', 1, 'tr'))).toBe('12,3 B');
    expect(formatShortMoney(12_345, 'TRY', 1, 'en')).toMatch(/^12\.3k$/i);
  });
});
