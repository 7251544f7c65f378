import { useCurrency } from '../../../lib/api/queries';
import { formatMoney } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';

/** Amounts (in TRY) as the reader's currency shows them. */
export function useMoney() {
  const { currency, language } = useSettings();
  const rate = useCurrency(currency).data?.value ?? 1;
  return (amount: number) => formatMoney(amount, currency, rate, language);
}
