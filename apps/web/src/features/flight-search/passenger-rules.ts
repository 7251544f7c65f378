import { MAX_FLIGHT_PASSENGERS } from '@yolcu/contract';

export type PaxCounts = { adult: number; child: number; infant: number; senior: number };
export type PaxType = keyof PaxCounts;

const seated = (p: PaxCounts) => p.adult + p.child + p.senior;
const carers = (p: PaxCounts) => p.adult + p.senior;

/** 01 §5: at most 7 non-infants; infants never more than adults plus seniors. */
export function canIncrement(p: PaxCounts, type: PaxType): boolean {
  if (type === 'infant') return p.infant < carers(p);
  return seated(p) < MAX_FLIGHT_PASSENGERS;
}

/** The last adult-or-senior cannot go, nor one whose infant would be left without a lap. */
export function canDecrement(p: PaxCounts, type: PaxType): boolean {
  if (p[type] === 0) return false;
  if (type === 'adult' || type === 'senior') {
    if (carers(p) === 1) return false;
    if (p.infant > carers(p) - 1) return false;
  }
  if (type === 'child' && seated(p) === 1) return false;
  return true;
}

export const totalPassengers = (p: PaxCounts) => seated(p) + p.infant;
