import { useTranslation } from '../../../lib/translate';
import { tripDay } from '../../../lib/day-format';
import { useSettings } from '../../../lib/settings-store';
import type { FlightResult } from '../types';

/** The outbound of a leg-by-leg round trip, chosen: when, which fare, and the total so far. */
export function ChosenOutbound({
  result,
  fareName,
  price,
  onChange,
}: {
  result: FlightResult;
  fareName: string;
  /** The chosen fare's price, already formatted. */
  price: string;
  onChange(): void;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <div
      className="mx-4 mt-3 rounded-2xl border border-brand-500 bg-brand-50 p-3 text-sm lg:mx-0 lg:mt-0 lg:px-4"
      data-testid="chosen-outbound"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {t('results.chosen_outbound')} · {tripDay(result.departure.date, language)}
          </p>
          <p>
            {result.departure.time} {result.departure.airport_code} → {result.arrival.time}{' '}
            {result.arrival.airport_code} · {result.airline.name}
          </p>
          <p className="text-muted">
            {fareName} · {price}
          </p>
        </div>
        <button type="button" className="min-h-11 shrink-0 px-2 font-semibold text-brand-700" onClick={onChange}>
          {t('results.change')}
        </button>
      </div>
      <p className="mt-2 flex justify-between border-t border-brand-500/30 pt-2 font-semibold">
        <span>{t('results3.total_so_far')}</span>
        <span data-testid="running-total">{price}</span>
      </p>
    </div>
  );
}
