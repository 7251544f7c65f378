import type { Airport } from '@yolcu/contract';
import { todayInTurkey } from '@yolcu/contract/dates';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PaxCounts, PaxType } from './passenger-rules';

/** The later of two YYYY-MM-DD dates (they compare as text). */
export const laterDate = (a: string, b: string) => (a < b ? b : a);
import { canDecrement, canIncrement } from './passenger-rules';

export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export interface FlightSearchState {
  flyType: 'OW' | 'RT';
  directOnly: boolean;
  from: Airport | null;
  to: Airport | null;
  departureDate: string;
  /** YYYY-MM-DD, or '' while a round trip's return is still to be chosen. */
  returnDate: string;
  pax: PaxCounts;
  flightClass: 'ECONOMY' | 'BUSINESS';
  set(patch: Partial<Omit<FlightSearchState, 'set'>>): void;
  swap(): void;
  step(type: PaxType, delta: 1 | -1): void;
  /** Says whether a round trip's return had to be cleared (it fell before the new departure). */
  setDeparture(date: string): { returnCleared: boolean };
  setReturn(date: string): void;
  /** Applies the date rules of 01 §5 to a kept search (it may be days old). */
  normaliseDates(): { departureReset: boolean };
}

/** The last search is kept on the device, so a traveller who comes back finds it filled in. */
export const useFlightSearch = create<FlightSearchState>()(
  persist(
    (set, get) => ({
      flyType: 'OW',
      directOnly: false,
      from: null,
      to: null,
      departureDate: addDays(todayInTurkey(), 1),
      returnDate: addDays(todayInTurkey(), 3),
      pax: { adult: 1, child: 0, infant: 0, senior: 0 },
      flightClass: 'ECONOMY',
      set: (patch) => set(patch),
      swap: () => set((s) => ({ from: s.to, to: s.from })),
      step: (type, delta) => {
        const { pax } = get();
        if (delta === 1 ? canIncrement(pax, type) : canDecrement(pax, type))
          set({ pax: { ...pax, [type]: pax[type] + delta } });
      },
      // A round trip's return is never moved behind the traveller's back: kept while it is still on
      // or after the new departure, otherwise cleared so that the form asks for it (issue 20).
      setDeparture: (date) => {
        const s = get();
        const returnCleared = s.flyType === 'RT' && s.returnDate !== '' && s.returnDate < date;
        set({
          departureDate: date,
          returnDate: s.flyType === 'RT' ? (returnCleared ? '' : s.returnDate) : laterDate(s.returnDate, date),
        });
        return { returnCleared };
      },
      // Choosing a return date makes the trip a round trip (01 §4).
      setReturn: (date) => set((s) => ({ returnDate: laterDate(date, s.departureDate), flyType: 'RT' })),
      normaliseDates: () => {
        const today = todayInTurkey();
        const s = get();
        const departureReset = s.departureDate < today;
        const departureDate = departureReset ? today : s.departureDate;
        set({ departureDate, returnDate: s.returnDate ? laterDate(s.returnDate, departureDate) : '' });
        return { departureReset };
      },
    }),
    {
      name: 'yolcu.flight_search',
      partialize: ({ set: _s, swap: _w, step: _p, setDeparture: _d, setReturn: _r, normaliseDates: _n, ...data }) =>
        data,
    },
  ),
);
