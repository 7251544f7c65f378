import { useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { airportChanges } from '../../../lib/airport-change';
import { passengerSummary } from '../../../lib/passenger-summary';
import { type FlightResult, type FlightSearchOption, isPackaged, type PackagedResult } from '../types';
import { FlightCard } from './flight-card';

const ends = (r: FlightResult) => ({ from: r.departure.airport_code, to: r.arrival.airport_code });

/** The cards of one page of results; one details or fares box open at a time across them (02 §4). */
export function FlightList({
  results,
  option,
  outbound,
  money,
  choosing,
  onChoose,
}: {
  results: Array<FlightResult | PackagedResult>;
  option: FlightSearchOption;
  /** The chosen outbound of a leg-by-leg round trip, with its fare's price: the list is of returns. */
  outbound: { result: FlightResult; price: number } | null;
  money(amount: number): string;
  choosing: { id: string; fare: string } | null;
  onChoose(result: FlightResult, fare: string): void;
}) {
  const { t } = useTranslation();
  const [openBox, setOpenBox] = useState<{ id: string; box: 'details' | 'fares' } | null>(null);
  const passengers = option.total_passenger_count;
  /**
   * The party's total with what it covers (issue 20): what one adult pays, and the total for whom
   * ("2 adults, 1 child"). A result without per_adult (an older session) keeps the even split.
   */
  const priceNote = (price: { total: number; per_adult?: number }) => {
    if (price.per_adult === undefined || passengers === 1)
      return t('results2.price_split', {
        count: passengers,
        per: money(price.total / passengers),
        total: money(price.total),
      });
    const onlyAdults = option.child + option.infant + option.senior === 0;
    return t(onlyAdults ? 'plan_web.price_per_person' : 'plan_web.price_per_adult', {
      per: money(price.per_adult),
      total: money(price.total),
      who: passengerSummary(option, t),
    });
  };
  const notesOf = (r: FlightResult | PackagedResult) =>
    isPackaged(r)
      ? airportChanges(ends(r.departure), ends(r.return), t)
      : outbound
        ? airportChanges(ends(outbound.result), ends(r), t)
        : undefined;
  return (
    <ul className="space-y-3 px-4 lg:px-0">
      {results.map((r) => (
        <FlightCard
          key={r.product_id}
          legs={isPackaged(r) ? [r.departure, r.return] : [r]}
          price={money(r.price.total)}
          priceNote={priceNote(r.price)}
          totalNote={outbound ? t('results3.trip_total', { total: money(outbound.price + r.price.total) }) : undefined}
          airportNotes={notesOf(r)}
          fareNote={passengers > 1 ? t('plan_web.fare_total_for', { who: passengerSummary(option, t) }) : undefined}
          open={openBox?.id === r.product_id ? openBox.box : null}
          onToggle={(box) =>
            setOpenBox(openBox?.id === r.product_id && openBox.box === box ? null : { id: r.product_id, box })
          }
          fares={r.price.alternative_prices}
          formatPrice={money}
          onChooseFare={(fare) => onChoose(r as FlightResult, fare)}
          busy={choosing !== null}
          pending={choosing?.id === r.product_id ? { fare: choosing.fare, label: t('results3.choosing') } : null}
        />
      ))}
    </ul>
  );
}
