import type { FlightDirection } from '@yolcu/contract/flight-payment';
import { useTranslation } from '../../../lib/translate';

type Fare = FlightDirection['info']['alternative_price'];

const Tick = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden>
    <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const Cross = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden>
    <path d="M5.5 5.5l9 9M14.5 5.5l-9 9" strokeLinecap="round" />
  </svg>
);

/**
 * What was bought on one way (03 §14): the fare package by name, its baggage and what it leaves
 * out. Included lines carry a tick, left-out ones a cross and the words say it too.
 */
export function FarePackage({ fare }: { fare: Fare }) {
  const { t } = useTranslation();
  const lines: Array<[included: boolean, text: string]> = [
    fare.hand_luggage_allowance > 0
      ? [true, t('trips_web.hand_luggage', { kg: fare.hand_luggage_allowance })]
      : [false, t('trips_web.no_hand_luggage')],
    fare.luggage_allowance > 0
      ? [true, t('trips_web.checked_baggage', { kg: fare.luggage_allowance })]
      : [false, t('trips_web.no_checked_baggage')],
    fare.free_change ? [true, t('trips_web.free_change')] : [false, t('trips_web.no_free_change')],
    fare.free_cancel ? [true, t('trips_web.free_cancel')] : [false, t('trips_web.no_free_cancel')],
  ];
  return (
    <div className="border-t border-dashed border-line px-4 py-3" data-testid="fare-package">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('trips_web.fare_package')}
        {fare.name && <span className="ms-1.5 text-sm tracking-normal text-ink normal-case">{fare.name}</span>}
      </h3>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {lines.map(([included, text]) => (
          <li key={text} className={`flex items-start gap-2 ${included ? '' : 'text-muted'}`}>
            <span className={`mt-0.5 shrink-0 ${included ? 'text-success' : 'text-muted'}`}>
              {included ? <Tick /> : <Cross />}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
