import type { Bill, Coupon, SavedPassenger } from '@yolcu/contract';
import { todayInTurkey } from '@yolcu/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import { useSession } from '../../../lib/session';
import { useSettings } from '../../../lib/settings-store';

/**
 * The signed-in user's saved passengers, bills and coupons. Same keys as the profile pages (they
 * start with `user-`, so signing out drops them), fetched only when someone is signed in.
 */
function useUserList<T>(key: string, path: string) {
  const token = useSession((s) => s.token);
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: [key, language],
    queryFn: () => get<{ results: T[] }>(path).then((r) => r.results),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export const useSavedPassengers = () => useUserList<SavedPassenger>('user-passengers', '/api/user/passengers/');
export const useSavedBills = () => useUserList<Bill>('user-bills', '/api/user/bills/');
export const useUserCoupons = () => useUserList<Coupon>('user-coupons', '/api/user/coupons/');

/** A coupon can be used when it is not used yet and has not expired (03 §11). */
export const isUsableCoupon = (c: Coupon, today = todayInTurkey()) => !c.used && c.expried_date >= today;
