import { bookablePickupTimes, RESULTS_PICKUP_TIMES } from '@yolcu/contract';
import { addDays, lastTravelDate } from '@yolcu/contract/dates';
import { useTranslation } from '../../../lib/translate';
import { tripDay } from '../../../lib/day-format';
import { useSettings } from '../../../lib/settings-store';

/** The day before and after, the date (opens the calendar) and the pick-up time of a transfer search. */
export function TransferDayBar({
  date,
  time,
  today,
  busy,
  onRerun,
  onOpenDate,
}: {
  date: string;
  time: string;
  today: string;
  busy: boolean;
  onRerun(date: string, time: string): void;
  onOpenDate(): void;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  return (
    <div className="mt-1 flex items-center justify-between gap-1 px-1">
      <button
        type="button"
        disabled={busy || date <= today}
        onClick={() => onRerun(addDays(date, -1), time)}
        className="min-h-11 rounded-full px-2 text-sm font-semibold text-brand-700 disabled:text-muted/50"
        aria-label={t('results.previous_day')}
      >
        ‹
      </button>
      <button
        type="button"
        onClick={onOpenDate}
        className="min-h-11 flex-1 rounded-full border border-line px-3 text-sm font-semibold"
      >
        {t('transfer_search.date')}: {tripDay(date, language)}
      </button>
      <label className="flex min-h-11 items-center gap-1 rounded-full border border-line px-3 text-sm font-semibold">
        <span className="sr-only">{t('transfer_search.pickup_time')}</span>
        <select
          value={time}
          disabled={busy}
          onChange={(e) => onRerun(date, e.target.value)}
          className="bg-transparent outline-none"
          aria-label={t('transfer_search.pickup_time')}
        >
          {bookablePickupTimes(date, RESULTS_PICKUP_TIMES).map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy || date >= lastTravelDate()}
        onClick={() => onRerun(addDays(date, 1), time)}
        className="min-h-11 rounded-full px-2 text-sm font-semibold text-brand-700 disabled:text-muted/50"
        aria-label={t('results.next_day')}
      >
        ›
      </button>
    </div>
  );
}
