import { type CalendarDate, endOfMonth, parseDate, startOfMonth } from '@internationalized/date';
import { lastTravelDate } from '@yolcu/contract/dates';
import { type ReactNode, useEffect, useState } from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  I18nProvider,
  Button as AriaButton,
} from 'react-aria-components';
import { useTranslation } from '../../lib/translate';
import { useHolidays } from '../../lib/api/holidays';
import { type CalendarRoute, cheapDays, usePriceCalendar } from '../../lib/api/price-calendar';
import { useCurrency } from '../../lib/api/queries';
import { currencySymbol, formatMoney, formatShortMoney } from '../../lib/format';
import { useSettings } from '../../lib/settings-store';
import { dateTimeFormat } from '../../lib/intl-cache';
import { useDesktop } from '../../lib/use-desktop';
import { BackIcon, ChevronRightIcon } from './icons';
import { Sheet } from './sheet';

interface DateSheetProps {
  title: string;
  value: string;
  /** The first selectable day, YYYY-MM-DD (today, or the departure for a return). */
  min: string;
  onPick(date: string): void;
  onClose(): void;
  /** A round trip's departure and return (YYYY-MM-DD): the days between are shaded and both ends named. */
  range?: { start: string; end: string };
  /** A flight route: each day of the month shown carries its lowest one-adult price (03 §15). */
  prices?: CalendarRoute | null;
  /** A message above the calendar, e.g. why a return must be chosen again. */
  note?: string;
}

/**
 * A month calendar with past days (and days not yet on sale) disabled and Turkey's holidays marked in their colours (01 §5).
 * Weeks start on Monday with three-letter weekdays (Pzt … Paz, Mon … Sun: one-letter ones repeat),
 * in the interface language whatever the browser's; the selected day takes focus when it opens.
 */
export function DateSheet({ title, value, min, onPick, onClose, range, prices: route, note }: DateSheetProps) {
  const { t, i18n } = useTranslation();
  // Trips are sold up to a year ahead (issue 36): later days are disabled like past ones. A first
  // day already past it (a return after a kept departure) stays the only one, never an empty range.
  const last = lastTravelDate();
  const max = min > last ? min : last;
  const start = parseDate(value < min ? min : value > max ? max : value);
  // The month on screen follows the focused day; only its days are asked for, and prices fill in
  // when they come (the sheet never waits for them).
  const [focused, setFocused] = useState<CalendarDate>(start);
  // A desktop (issue 42) shows two months side by side; their prices come in one call (62 days at most).
  const desktop = useDesktop();
  const months = desktop ? 2 : 1;
  const [shown, setShown] = useState<CalendarDate>(startOfMonth(start));
  const first = desktop ? shown : startOfMonth(focused);
  const { currency, language } = useSettings();
  const rate = useCurrency(currency).data?.value ?? 1;
  const { prices, isFetching } = usePriceCalendar(
    route,
    first.toString(),
    endOfMonth(first.add({ months: months - 1 })).toString(),
  );
  const monthName = dateTimeFormat(i18n.language === 'tr' ? 'tr-TR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const cheap = cheapDays(prices);
  const locale = i18n.language === 'tr' ? 'tr-TR' : 'en-GB';
  const year = Number(min.slice(0, 4));
  const holidays = useHolidays([year, year + 1]);
  const legend = [...new Map([...holidays.values()].map((h) => [h.name, h.color])).entries()];
  // A day's label is React Aria's own (the whole date, "selected"); what else a day is — the trip's
  // departure or return, a holiday — is its description.
  return (
    <Sheet isOpen onOpenChange={(o) => !o && onClose()} title={title} wide={desktop}>
      {note && (
        <p
          className="mx-auto mb-3 max-w-sm rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
          role="alert"
        >
          {note}
        </p>
      )}
      <I18nProvider locale={locale}>
        <Calendar
          aria-label={title}
          value={start}
          minValue={parseDate(min)}
          maxValue={parseDate(max)}
          focusedValue={focused}
          onFocusChange={setFocused}
          onChange={(d: CalendarDate) => onPick(d.toString())}
          firstDayOfWeek="mon"
          autoFocus
          visibleDuration={{ months }}
          className={desktop ? 'mx-auto' : 'mx-auto max-w-sm'}
        >
          {({ state }) => (
            <>
              <ShownMonth start={state.visibleRange.start} onChange={setShown} />
              <header className="mb-2 flex items-center justify-between">
                <AriaButton
                  slot="previous"
                  className="grid size-11 place-items-center rounded-full hover:bg-canvas disabled:opacity-30"
                  aria-label={t('calendar.previous_month')}
                >
                  <BackIcon width={20} height={20} />
                </AriaButton>
                <Heading className="font-semibold" />
                <AriaButton
                  slot="next"
                  className="grid size-11 place-items-center rounded-full hover:bg-canvas"
                  aria-label={t('calendar.next_month')}
                >
                  <ChevronRightIcon width={20} height={20} />
                </AriaButton>
              </header>
              {Array.from({ length: months }, (_, i) => {
                const month = state.visibleRange.start.add({ months: i });
                return (
                  <div key={month.toString()} className={desktop ? 'inline-block w-1/2 px-3 align-top' : undefined}>
                    {desktop && (
                      <p className="mb-1 text-center font-semibold" aria-hidden>
                        {monthName.format(month.toDate('UTC'))}
                      </p>
                    )}
                    <CalendarGrid
                      weekdayStyle="short"
                      offset={{ months: i }}
                      className="w-full border-separate border-spacing-y-1"
                    >
                      {(date) => {
                        const day = date.toString();
                        const mark = holidays.get(day);
                        const inRange = range !== undefined && day >= range.start && day <= range.end;
                        const end =
                          range && day === range.start
                            ? t('flight_search.departure_date')
                            : range && day === range.end
                              ? t('flight_search.return_date')
                              : null;
                        const price = prices.get(day);
                        const isCheap = cheap.has(day);
                        // The price is part of the day's name, as it is of what the cell shows (issue 41);
                        // what the day is beyond that (an end of the trip, a holiday, the cheapest) is its description.
                        const priceName =
                          price === undefined
                            ? null
                            : price === null
                              ? t('plan_web.calendar_no_flight')
                              : formatMoney(price, currency, rate, language);
                        const description = [
                          end,
                          mark?.name,
                          price != null && isCheap ? t('plan_web.calendar_cheap') : null,
                        ]
                          .filter(Boolean)
                          .join(', ');
                        return (
                          <CalendarCell
                            date={date}
                            className={`relative mx-auto flex ${route ? 'h-12 rounded-xl' : 'h-10 min-[370px]:h-11 rounded-full'} w-10 min-[370px]:w-11 flex-col items-center justify-center text-[15px] leading-none outline-none data-[disabled]:text-muted/40 data-[outside-month]:invisible data-[selected]:bg-brand-600 data-[selected]:font-semibold data-[selected]:text-white data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 hover:bg-brand-50 ${inRange ? 'bg-brand-50' : ''} ${end ? 'ring-2 ring-brand-500 ring-inset' : ''} ${price === null ? 'text-muted/60' : ''}`}
                            style={mark ? { color: mark.color, fontWeight: 600 } : undefined}
                            data-price={
                              price === undefined ? undefined : price === null ? 'none' : isCheap ? 'cheap' : 'some'
                            }
                          >
                            {({ formattedDate, isSelected }) => (
                              <>
                                <span
                                  // React Aria keeps aria-* of a cell for itself, so the note goes on from inside.
                                  ref={(el) => {
                                    const cell = el?.parentElement;
                                    if (!cell) return;
                                    if (description) cell.setAttribute('aria-description', description);
                                    else cell.removeAttribute('aria-description');
                                    nameWithPrice(cell, priceName);
                                  }}
                                  style={isSelected ? { color: '#fff' } : undefined}
                                >
                                  {formattedDate}
                                </span>
                                {route && (
                                  <span
                                    className={`mt-1 h-3 text-[10px] min-[370px]:text-[11px] font-medium tabular-nums ${isSelected ? 'text-white' : isCheap ? 'font-semibold text-success' : 'text-muted'}`}
                                    aria-hidden
                                    data-testid="day-price"
                                  >
                                    {price === undefined
                                      ? ''
                                      : price === null
                                        ? '–'
                                        : formatShortMoney(price, currency, rate, language)}
                                  </span>
                                )}
                                {mark && (
                                  <span
                                    className={`absolute ${route ? 'top-1 end-1' : 'bottom-1'} size-1.5 rounded-full`}
                                    style={{ background: mark.color }}
                                    aria-hidden
                                  />
                                )}
                              </>
                            )}
                          </CalendarCell>
                        );
                      }}
                    </CalendarGrid>
                  </div>
                );
              })}
            </>
          )}
        </Calendar>
      </I18nProvider>
      {route && (
        <p
          className={`mx-auto mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted ${desktop ? 'px-3' : 'max-w-sm'}`}
        >
          <span>{t('plan_web.calendar_prices_note', { symbol: currencySymbol(currency, language) })}</span>
          {cheap.size > 0 && (
            <span className="flex items-center gap-1.5 font-medium text-success">
              <span className="size-2.5 rounded-full bg-success" aria-hidden />
              {t('plan_web.calendar_cheap')}
            </span>
          )}
          {isFetching && prices.size === 0 && <span aria-live="polite">{t('plan_web.calendar_loading')}</span>}
        </p>
      )}
      {legend.length > 0 && (
        <ul
          className={`mx-auto mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted ${desktop ? 'px-3' : 'max-w-sm'}`}
        >
          {legend.map(([name, color]) => (
            <li key={name} className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-full" style={{ background: color }} aria-hidden />
              {name}
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}

/** Tells the sheet which month the calendar shows first, so a desktop's two months get their prices. */
function ShownMonth({ start, onChange }: { start: CalendarDate; onChange(month: CalendarDate): void }): ReactNode {
  const key = start.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the month, by its value
  useEffect(() => onChange(startOfMonth(start)), [key]);
  return null;
}

/**
 * A priced day's name says its price after React Aria's own (its date, "selected", "today"):
 * "Monday, 1 December 2031, ₺1,000.00" (issue 41). React Aria keeps the cell's aria-label for
 * itself and writes it again when its own part changes; that is then the part the price follows.
 */
function nameWithPrice(cell: HTMLElement, price: string | null) {
  const now = cell.getAttribute('aria-label') ?? '';
  const own = cell.dataset.nameShown === now ? (cell.dataset.nameOwn ?? now) : now;
  const shown = price ? `${own}, ${price}` : own;
  cell.dataset.nameOwn = own;
  cell.dataset.nameShown = shown;
  if (shown !== now) cell.setAttribute('aria-label', shown);
}
