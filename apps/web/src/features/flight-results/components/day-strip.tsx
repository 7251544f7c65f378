import { lastTravelDate, todayInTurkey } from '@yolcu/contract/dates';
import { useTranslation } from '../../../lib/translate';
import { addDays, type CalendarRoute, cheapDays, usePriceCalendar } from '../../../lib/api/price-calendar';
import { useCurrency } from '../../../lib/api/queries';
import { currencySymbol, formatShortMoney } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { dateTimeFormat } from '../../../lib/intl-cache';

interface DayStripProps {
  route: CalendarRoute;
  /** The searched day, YYYY-MM-DD. */
  date: string;
  /** The last day the departure may move to (a round trip's return), if any: a round trip's strip says its prices are one way. */
  max?: string | null;
  disabled: boolean;
  onPick(date: string): void;
}

/**
 * The three days either side of the searched one (a week from today when it is closer) with their lowest one-adult price (03 §15): one
 * tap searches that day. Past days, days not yet on sale and days after a round trip's return cannot be chosen.
 */
export function DayStrip({ route, date, max, disabled, onPick }: DayStripProps) {
  const { t } = useTranslation();
  const roundTrip = Boolean(max);
  const { currency, language } = useSettings();
  const rate = useCurrency(currency).data?.value ?? 1;
  const today = todayInTurkey();
  const last = lastTravelDate();
  // Three days either side; near today the week starts today instead of showing empty past days.
  const first = addDays(date, -3) < today ? today : addDays(date, -3);
  const { prices } = usePriceCalendar(route, first, addDays(first, 6));
  const cheap = cheapDays(prices);
  const locale = language === 'tr' ? 'tr-TR' : 'en-GB';
  const days = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(first, n));
  const symbol = currencySymbol(currency, language);
  return (
    <>
      <ul
        className="mt-1 grid grid-cols-7 gap-0.5 px-1"
        aria-label={t(roundTrip ? 'plan_web.days_around_one_way' : 'plan_web.days_around')}
        data-testid="day-strip"
      >
        {days.map((d) => {
          const at = new Date(`${d}T12:00:00Z`);
          const weekday = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(at);
          const month = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(at);
          const price = prices.get(d);
          const current = d === date;
          const off = d < today || d > last || (max != null && d > max);
          const priceText =
            price === undefined ? '' : price === null ? '–' : formatShortMoney(price, currency, rate, language);
          // What the chip shows is its name, in the order shown (axe's label-content-name-mismatch, issue 41):
          // "Mon 15 June 1,234 ₺, Cheapest days". The month, "no flights" and the cheapest are said, not shown.
          const said = [
            price === null ? t('plan_web.calendar_no_flight') : null,
            price != null && cheap.has(d) ? t('plan_web.calendar_cheap') : null,
          ].filter(Boolean);
          return (
            <li key={d} className="min-w-0">
              <button
                type="button"
                disabled={off || (disabled && !current)}
                aria-current={current ? 'date' : undefined}
                onClick={() => !current && !disabled && onPick(d)}
                data-testid="day-chip"
                data-date={d}
                className={`flex min-h-14 w-full flex-col items-center justify-center rounded-lg px-0.5 leading-tight ${current ? 'bg-brand-600 text-white' : 'hover:bg-brand-50'} disabled:opacity-40`}
              >
                <span className={`text-[11px] ${current ? 'text-white' : 'text-muted'}`}>{weekday}</span>{' '}
                <span className="text-sm font-bold tabular-nums">{Number(d.slice(8))}</span>{' '}
                <span className="sr-only">{month}</span>{' '}
                <span
                  className={`h-3.5 max-w-full truncate text-[10px] min-[370px]:text-[11px] tabular-nums ${current ? 'text-white' : price != null && cheap.has(d) ? 'font-semibold text-success' : 'text-muted'}`}
                  aria-hidden={price === null || undefined}
                >
                  {priceText}
                </span>
                {/* Said after the price it follows: its currency (the chip has no room to show it). */}
                {price != null && (
                  <>
                    {' '}
                    <span className="sr-only">{symbol}</span>
                  </>
                )}
                {said.length > 0 && (
                  <span className="sr-only">{`${price === null ? ' ' : ', '}${said.join(', ')}`}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {/* A round trip's results are priced both ways; the strip's are the outbound alone (issue 41). */}
      {roundTrip && (
        <p className="px-2 pt-0.5 text-[11px] text-muted" data-testid="day-strip-note">
          {t('plan_web.days_around_one_way')}
        </p>
      )}
    </>
  );
}
