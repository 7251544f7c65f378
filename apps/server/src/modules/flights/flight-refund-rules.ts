import type { Language } from '@yolcu/contract';
import type { FareFamily, FlightLeg, RefundRule } from '../../integrations/flights/supplier.js';
import { instantOf } from '../../integrations/flights/builtin/geo-time.js';
import { translate } from '../../lib/i18n.js';
import type { RefundTerms } from '../bookings/fulfilment.js';
import { formatLira, round2 } from '../../lib/money.js';
import type { DirectionSnapshot } from './flight-offer-view.js';

/**
 * The fare's cancellation rules as shown at purchase. Bookings made before the rules were kept
 * get what their fare's texts promised then: Flex fare and taxes until departure, others the taxes.
 */
export function rulesOf(fare: FareFamily): RefundRule[] {
  if (fare.refund_rules?.length) return fare.refund_rules;
  return [{ until_minutes_before: 0, refund: fare.features.free_cancel ? 'all' : 'taxes', penalty: 0 }];
}

/** What a rule gives back of the direction's fare and taxes (never the service fee). */
export const refundUnder = (rule: RefundRule, fare: FareFamily) =>
  rule.refund === 'all' ? round2(Math.max(0, fare.base + fare.tax - rule.penalty)) : fare.tax;

/**
 * An airline's own refund terms in short (a supplier's fare): what cancelling before departure
 * keeps, or that nothing comes back. The product's families are told by their code instead.
 */
export function airlineRefundOf(fare: FareFamily): { refundable: boolean; penalty: number } {
  const rule = rulesOf(fare)[0]!;
  const back = refundUnder(rule, fare);
  return { refundable: rule.refund === 'all' && back > 0, penalty: rule.refund === 'all' ? rule.penalty : 0 };
}

/** The one line the results and the payment page say of an airline's own refund terms. */
export function airlineRefundLine(terms: { refundable: boolean; penalty: number }, lang: Language): string {
  if (!terms.refundable) return translate(lang, 'duffel38.rule_none');
  if (terms.penalty <= 0) return translate(lang, 'duffel38.rule_free');
  return translate(lang, `duffel38.rule_penalty|${formatLira(lang, terms.penalty)}`);
}

/** The departure instant of a leg; `zoneOf` serves legs kept before the instant was. */
export function departureOf(leg: FlightLeg, zoneOf: (airportCode: string) => string | undefined): number {
  if (leg.departs_at) return Date.parse(leg.departs_at);
  const minutes = Number(leg.departure_time.slice(0, 2)) * 60 + Number(leg.departure_time.slice(3, 5));
  return instantOf(leg.departure_date, minutes, zoneOf(leg.departure_airport.code) ?? 'Europe/Istanbul');
}

const boundaryText = (lang: Language, minutesBefore: number) =>
  minutesBefore === 0
    ? translate(lang, 'cancel.until_departure')
    : minutesBefore % 1440 === 0
      ? translate(lang, `cancel.days_before|${minutesBefore / 1440}`)
      : translate(lang, `cancel.hours_before|${Math.round(minutesBefore / 60)}`);

/**
 * 02 §3 `cancelation_policies` and their texts for one direction: one range per rule, from `from`
 * (now on the payment page, the purchase on a ticket) to the rule's end before departure.
 */
export function policyView(d: DirectionSnapshot, from: number, lang: Language) {
  const departs = departureOf(d.legs[0]!, () => undefined);
  let start = from;
  const policies = rulesOf(d.fare).map((rule) => {
    const end = departs - rule.until_minutes_before * 60_000;
    const range = {
      refundable: rule.refund === 'all',
      amount: refundUnder(rule, d.fare),
      datetime_from: new Date(Math.min(start, end)).toISOString(),
      datetime_to: new Date(end).toISOString(),
    };
    start = end;
    return range;
  });
  const texts = rulesOf(d.fare).map((rule) => {
    const until = boundaryText(lang, rule.until_minutes_before);
    const amount = formatLira(lang, refundUnder(rule, d.fare));
    if (rule.refund === 'taxes') return translate(lang, `cancel.rule_taxes|${until}|${amount}`);
    if (rule.penalty > 0)
      return translate(lang, `cancel.rule_penalty|${until}|${amount}|${formatLira(lang, rule.penalty)}`);
    return translate(lang, `cancel.rule_all|${until}|${amount}`);
  });
  texts.push(translate(lang, `cancel.rule_service_fee|${formatLira(lang, d.fare.service_fee)}`));
  return { policies, texts: texts.map((description) => ({ description })) };
}

/**
 * What cancelling the flight gives back now (03 §13): each direction under the rule of the range
 * it is in; nothing once the first flight has left.
 */
export function flightRefundTerms(
  directions: DirectionSnapshot[],
  now: number,
  zoneOf: (airportCode: string) => string | undefined,
): RefundTerms | null {
  const departures = directions.map((d) => departureOf(d.legs[0]!, zoneOf));
  if (now >= departures[0]!) return null;
  let refundable = 0;
  const kept = { service_fee: 0, fare_penalty: 0, non_refundable: 0 };
  directions.forEach((d, i) => {
    const rules = rulesOf(d.fare);
    const minutesLeft = (departures[i]! - now) / 60_000;
    // The range it is in: the first whose end is still ahead; past the last one, the last one.
    const rule = rules.find((r) => minutesLeft > r.until_minutes_before) ?? rules[rules.length - 1]!;
    const back = refundUnder(rule, d.fare);
    refundable += back;
    kept.service_fee += d.fare.service_fee;
    if (rule.refund === 'all') kept.fare_penalty += d.fare.base + d.fare.tax - back;
    else kept.non_refundable += d.fare.base;
  });
  return {
    gross: round2(directions.reduce((s, d) => s + d.fare.total, 0)),
    refundable: round2(refundable),
    // Rounded before the filter: a fare's parts in floating point leave a penalty of 1e-14, which
    // was shown to the traveller as "Cancellation penalty of the fare: ₺0.00".
    kept: Object.entries(kept)
      .map(([reason, amount]) => ({ reason: reason as keyof typeof kept, amount: round2(amount) }))
      .filter(({ amount }) => amount > 0),
    deadline: departures[0]!,
  };
}
