import { todayInTurkey } from '@yolcu/contract/dates';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { SheetSkeleton } from '../../../components/ui/skeleton';
import type { FlightSearchOption } from '../types';

const DateSheet = lazy(() => import('../../../components/ui/date-sheet').then((m) => ({ default: m.DateSheet })));

/**
 * The calendar for other dates of the same search. Other dates start a new search; the same dates do
 * nothing. A departure picked past the return asks for the return first: the return is never moved
 * silently.
 */
export function FlightDatePicker({
  option,
  panel,
  onPanel,
  onRerun,
}: {
  option: FlightSearchOption;
  panel: 'departure' | 'return' | null;
  onPanel(panel: 'departure' | 'return' | null): void;
  onRerun(departure: string, returnDate: string | null): void;
}) {
  const { t } = useTranslation();
  /** A departure picked past the return: the return is asked for before anything is searched. */
  const [pendingDeparture, setPendingDeparture] = useState<string | null>(null);
  if (!panel) return null;
  const title = t(panel === 'departure' ? 'flight_search.departure_date' : 'flight_search.return_date');
  return (
    <Suspense fallback={<SheetSkeleton title={title} />}>
      <DateSheet
        title={title}
        value={
          panel === 'departure'
            ? option.departure_date
            : (pendingDeparture ?? option.return_date ?? option.departure_date)
        }
        min={panel === 'departure' ? todayInTurkey() : (pendingDeparture ?? option.departure_date)}
        range={option.return_date ? { start: option.departure_date, end: option.return_date } : undefined}
        prices={
          panel === 'departure'
            ? { from: option.departure_airport.id, to: option.arrival_airport.id }
            : { from: option.arrival_airport.id, to: option.departure_airport.id }
        }
        note={pendingDeparture && panel === 'return' ? t('search.return_before_departure') : undefined}
        onPick={(d) => {
          onPanel(null);
          if (panel === 'departure') {
            if (d === option.departure_date) return;
            if (option.return_date && d > option.return_date) {
              setPendingDeparture(d);
              onPanel('return');
              return;
            }
            onRerun(d, option.return_date);
          } else {
            const departure = pendingDeparture ?? option.departure_date;
            setPendingDeparture(null);
            if (departure !== option.departure_date || d !== option.return_date) onRerun(departure, d);
          }
        }}
        onClose={() => {
          onPanel(null);
          setPendingDeparture(null);
        }}
      />
    </Suspense>
  );
}
