import type { FlightPriceAlert, TransferPriceAlert } from '@yolcu/contract/price-alerts';
import { useQuery } from '@tanstack/react-query';
import { del, get } from '../../../lib/api/client';
import { useSettings } from '../../../lib/settings-store';

export type AlertTab = 'flight' | 'transfer';

/**
 * The signed-in user's alerts of one product (03 §8), fetched again on every page open (02 §7):
 * the price-alert job may have moved a price since. Keys start with `user-` so signing out drops them.
 */
function useUserAlerts<T>(product: AlertTab, enabled: boolean) {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: [`user-${product}-price-alerts`, language],
    queryFn: () => get<{ results: T[] }>(`/api/user/${product}/price_alerts/`).then((r) => r.results),
    staleTime: 0,
    refetchOnMount: 'always',
    enabled,
  });
}

export const useFlightAlerts = (enabled = true) => useUserAlerts<FlightPriceAlert>('flight', enabled);
export const useTransferAlerts = (enabled = true) => useUserAlerts<TransferPriceAlert>('transfer', enabled);

/** An active alert re-runs its search; transfers through their own gate (03 §11). */
export const searchGatePath = (product: AlertTab, option: number) => `/${product}/search-gate/${option}`;

/** DELETE /api/user/{product}/price_alerts/{id}/ (03 §15): stops and removes the user's alert. */
export const deletePriceAlert = (product: AlertTab, id: number) => del(`/api/user/${product}/price_alerts/${id}/`);

/** The list of one product, for dropping a deleted alert from it at once. */
export const alertsKey = (product: AlertTab) => [`user-${product}-price-alerts`];
