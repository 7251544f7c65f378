import type { Bill, BillInput, Coupon, PassengerInput, SavedPassenger } from '@yolcu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post, put } from '../../../lib/api/client';
import { useSettings } from '../../../lib/settings-store';

/** Query keys start with `user-` so signing out drops them all (lib/session). */
const keys = { passengers: 'user-passengers', bills: 'user-bills', coupons: 'user-coupons' } as const;

function useList<T>(key: string, path: string) {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: [key, language],
    queryFn: () => get<{ results: T[] }>(path).then((r) => r.results),
    staleTime: 0,
  });
}

/** Create, update and delete of one kind of record; every change refreshes its list. */
function useCrud<Input>(key: string, createPath: string, itemPath: (id: number) => string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: [key] });
  return {
    create: useMutation({ mutationFn: (body: Input) => post<unknown>(createPath, body), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: Input }) => put<unknown>(itemPath(id), body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => del<void>(itemPath(id)), onSuccess: refresh }),
  };
}

export const usePassengers = () => useList<SavedPassenger>(keys.passengers, '/api/user/passengers/');
export const usePassengerCrud = () =>
  useCrud<PassengerInput>(keys.passengers, '/api/user/passenger/', (id) => `/api/user/passenger/${id}/`);
export const useBills = () => useList<Bill>(keys.bills, '/api/user/bills/');
export const useBillCrud = () => useCrud<BillInput>(keys.bills, '/api/user/bill/', (id) => `/api/user/bill/${id}/`);
export const useCoupons = () => useList<Coupon>(keys.coupons, '/api/user/coupons/');
