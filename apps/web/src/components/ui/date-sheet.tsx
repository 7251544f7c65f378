import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  I18nProvider,
  Button as AriaButton,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useHolidays } from '../../lib/api/holidays';
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
}

/**
 * A month calendar with past days disabled and Turkey's holidays marked in their colours (01 §5).
 * Weeks start on Monday with three-letter weekdays (Pzt … Paz, Mon … Sun: one-letter ones repeat),
 * in the interface language whatever the browser's; the selected day takes focus when it opens.
 */
export function DateSheet({ title, value, min, onPick, onClose, range }: DateSheetProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'tr' ? 'tr-TR' : 'en-GB';
  const year = Number(min.slice(0, 4));
  const holidays = useHolidays([year, year + 1]);
  const legend = [...new Map([...holidays.values()].map((h) => [h.name, h.color])).entries()];
  // A day's label is React Aria's own (the whole date, "selected"); what else a day is — the trip's
  // departure or return, a holiday — is its description.
  return (
    <Sheet isOpen onOpenChange={(o) => !o && onClose()} title={title}>
      <I18nProvider locale={locale}>
        <Calendar
          aria-label={title}
          value={parseDate(value < min ? min : value)}
          minValue={parseDate(min)}
          onChange={(d: CalendarDate) => onPick(d.toString())}
          firstDayOfWeek="mon"
          autoFocus
          className="mx-auto max-w-sm"
        >
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
          <CalendarGrid weekdayStyle="short" className="w-full border-separate border-spacing-y-1">
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
              const description = [end, mark?.name].filter(Boolean).join(', ');
              return (
                <CalendarCell
                  date={date}
                  className={`relative mx-auto grid size-10 min-[370px]:size-11 place-items-center rounded-full text-[15px] outline-none data-[disabled]:text-muted/40 data-[outside-month]:invisible data-[selected]:bg-brand-600 data-[selected]:font-semibold data-[selected]:text-white data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 hover:bg-brand-50 ${inRange ? 'bg-brand-50' : ''} ${end ? 'ring-2 ring-brand-500 ring-inset' : ''}`}
                  style={mark ? { color: mark.color, fontWeight: 600 } : undefined}
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
                        }}
                        style={isSelected ? { color: '#fff' } : undefined}
                      >
                        {formattedDate}
                      </span>
                      {mark && (
                        <span
                          className="absolute bottom-1 size-1.5 rounded-full"
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
        </Calendar>
      </I18nProvider>
      {legend.length > 0 && (
        <ul className="mx-auto mt-4 flex max-w-sm flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
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
