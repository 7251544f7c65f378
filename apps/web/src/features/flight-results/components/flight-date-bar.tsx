import { addDays, lastTravelDate, todayInTurkey } from '@yolcu/contract/dates';
import { useTranslation } from '../../../lib/translate';
import { tripDay } from '../../../lib/day-format';
import { useSettings } from '../../../lib/settings-store';
import type { FlightSearchOption } from '../types';
import { DayStrip } from './day-strip';

const pill = 'min-h-11 rounded-full border border-line px-3 text-sm font-semibold';
const dayButton = 'min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 disabled:text-muted/50';

/**
 * The dates of a flight search under the results header: the date being chosen for (departure, or
 * return once the outbound is chosen), the day strip and previous / next day (02 §2).
 */
export function FlightDateBar({
  option,
  choosingReturn,
  researching,
  onOpenDate,
  onRerun,
}: {
  option: FlightSearchOption;
  /** A leg-by-leg round trip whose outbound is chosen. */
  choosingReturn: boolean;
  researching: boolean;
  onOpenDate(which: 'departure' | 'return'): void;
  onRerun(departure: string, returnDate: string | null): void;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const day = (d: string) => tripDay(d, language);
  /** Previous / next day: the same search one day earlier or later, as a new session. */
  const shiftDay = (days: number) => onRerun(addDays(option.departure_date, days), option.return_date);
  return (
    <>
      <div className="mt-1 flex flex-wrap justify-center gap-2 px-2">
        {(!choosingReturn || option.is_packaged) && (
          <button type="button" onClick={() => onOpenDate('departure')} className={pill}>
            {t('flight_search.departure_date')}: {day(option.departure_date)}
          </button>
        )}
        {option.return_date && (choosingReturn || option.is_packaged) && (
          <button type="button" onClick={() => onOpenDate('return')} className={pill}>
            {t('flight_search.return_date')}: {day(option.return_date)}
          </button>
        )}
      </div>
      {!choosingReturn && (
        <DayStrip
          route={{ from: option.departure_airport.id, to: option.arrival_airport.id }}
          date={option.departure_date}
          max={option.return_date}
          disabled={researching}
          onPick={(d) => onRerun(d, option.return_date)}
        />
      )}
      {!option.is_packaged && !choosingReturn && (
        <div className="mt-1 flex justify-between px-2">
          <button
            type="button"
            disabled={option.departure_date <= todayInTurkey() || researching}
            onClick={() => shiftDay(-1)}
            className={dayButton}
          >
            ‹ {t('results.previous_day')}
          </button>
          <button
            type="button"
            disabled={
              researching ||
              option.departure_date >= lastTravelDate() ||
              (option.return_date !== null && option.departure_date >= option.return_date)
            }
            onClick={() => shiftDay(1)}
            className={dayButton}
          >
            {t('results.next_day')} ›
          </button>
        </div>
      )}
    </>
  );
}
