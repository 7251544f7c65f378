import type { TFunction } from './translate';
/**
 * A round trip that does not start and end at the same airports (LGW out, LHR back): the sentences
 * that say so, empty when it does. Codes of the outbound's departure and arrival, and the return's.
 */
export function airportChanges(
  out: { from: string; to: string },
  back: { from: string; to: string },
  t: TFunction,
): string[] {
  const notes: string[] = [];
  if (out.from !== back.to) notes.push(t('plan_web.airport_change_home', { out: out.from, back: back.to }));
  if (out.to !== back.from) notes.push(t('plan_web.airport_change_away', { arrive: out.to, leave: back.from }));
  return notes;
}
