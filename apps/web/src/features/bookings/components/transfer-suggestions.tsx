import type { TransferSuggestion } from '@yolcu/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translate';
import { Link } from 'react-router';
import { CarIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { useSettings } from '../../../lib/settings-store';
import { rememberTrip, suggestionHref, tripOf } from '../../../lib/trip-transfer';
import { hhmm, longDay } from '../dates';

/** One ride the flight offers: where from or to, the suggested pick-up, why then, and the way to book it. */
function SuggestionCard({ suggestion: s }: { suggestion: TransferSuggestion }) {
  const { t } = useTranslation();
  const language = useSettings((st) => st.language);
  const id = useId();
  const from = s.kind === 'from_airport';
  const title = t(from ? 'trips_web.from_airport' : 'trips_web.to_airport', { place: s.location.name });
  const why = from
    ? t('trips_web.why_landing', { time: hhmm(s.flight_time) })
    : t('trips_web.why_leaving', { flight: s.flight_number, time: hhmm(s.flight_time) });
  return (
    <li className="rounded-2xl border border-brand-100 bg-brand-50 p-4" data-testid="transfer-suggestion">
      <div className="flex gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface text-brand-600" aria-hidden>
          <CarIcon width={20} height={20} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-semibold leading-snug break-words">
            {title}
          </h3>
          <p className="mt-0.5 text-sm font-medium">
            {t('trips_web.pickup_at', { day: longDay(s.date, language), time: hhmm(s.time) })}
          </p>
          <p className="mt-0.5 text-sm text-muted">{why}</p>
        </div>
      </div>
      <Link
        to={suggestionHref(s)}
        state={{ tripPlace: s.location }}
        onClick={() => rememberTrip(tripOf(s))}
        // Named by its ride first ("Transfer from Antalya Airport, Find a transfer"): two cards, two names.
        aria-labelledby={`${id}-title ${id}-action`}
        className="mt-3 flex min-h-11 w-full items-center justify-center gap-1 rounded-xl bg-brand-600 px-4 text-[15px] font-semibold text-white hover:bg-brand-700"
      >
        <span id={`${id}-action`}>{t('trips_web.find_transfer')}</span>
        <ChevronRightIcon width={18} height={18} />
      </Link>
    </li>
  );
}

/**
 * The rides a completed flight offers (03 §14): from the arrival airport after landing and, for a
 * round trip, back to the airport before the return. Each opens the transfer search prefilled.
 */
export function TransferSuggestions({ suggestions }: { suggestions: TransferSuggestion[] }) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="trip-transfers">
      <h2 id="trip-transfers" className="mb-2 font-semibold">
        {t('trips_web.suggestions_title')}
      </h2>
      <ul className="space-y-3">
        {suggestions.map((s) => (
          <SuggestionCard key={`${s.kind}-${s.location.id}`} suggestion={s} />
        ))}
      </ul>
    </section>
  );
}
