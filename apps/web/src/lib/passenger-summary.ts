import type { TFunction } from './translate';
/** Who a search is for, as people say it: "2 adults, 1 child" (each type with people in it). */
export function passengerSummary(p: { adult: number; child: number; infant: number; senior: number }, t: TFunction) {
  return (['adult', 'senior', 'child', 'infant'] as const)
    .filter((k) => p[k] > 0)
    .map((k) => t(`plan_web.pax_${k}`, { count: p[k] }))
    .join(', ');
}
