import { DEFAULT_PICKUP_TIME, type TransferLocation } from '@yolcu/contract';
import { todayInTurkey } from '@yolcu/contract/dates';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

const tomorrow = () => new Date(Date.parse(`${todayInTurkey()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export interface TransferSearchState {
  from: TransferLocation | null;
  to: TransferLocation | null;
  date: string;
  time: string;
  passengers: number;
  baggage: number;
  set(patch: Partial<Omit<TransferSearchState, 'set' | 'swap' | 'normaliseDate'>>): void;
  swap(): void;
  /** 01 §5: a kept date in the past is reset to today, and the form says so. */
  normaliseDate(): boolean;
}

/** The last transfer search is kept on the device. */
export const useTransferSearch = create<TransferSearchState>()(
  persist(
    (set, get) => ({
      from: null,
      to: null,
      date: tomorrow(),
      time: DEFAULT_PICKUP_TIME,
      passengers: 1,
      baggage: 1,
      set: (patch) => set(patch),
      swap: () => set((s) => ({ from: s.to, to: s.from })),
      normaliseDate: () => {
        const today = todayInTurkey();
        if (get().date >= today) return false;
        set({ date: today });
        return true;
      },
    }),
    { name: 'yolcu.transfer_search', partialize: ({ set: _s, swap: _w, normaliseDate: _n, ...data }) => data },
  ),
);
