import type { Airport } from '@yolcu/contract';

/** The airports a picked place stands for: a city choice's airports, or the airport itself. */
const airportsOf = (a: Pick<Airport, 'code' | 'airports'>) => a.airports ?? [a.code];

/**
 * Whether two picked places are the same for a trip (01 §5): the same city, or a city choice and
 * one of its airports ("İstanbul (tüm havalimanları)" and SAW), which the server refuses too.
 */
export function samePlace(a: Airport, b: Airport): boolean {
  if (a.city.toLocaleLowerCase('tr') === b.city.toLocaleLowerCase('tr')) return true;
  const theirs = airportsOf(b);
  return airportsOf(a).some((code) => theirs.includes(code));
}
