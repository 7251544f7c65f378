import { type CalendarDate, parseDate } from '@internationalized/date';
import { Calendar, CalendarCell, CalendarGrid, Heading, Button as AriaButton } from 'react-aria-components';
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
}

/** A month calendar with past days disabled and Turkey's holidays marked in their colours (01 §5). */
export function DateSheet({ title, value, min, onPick, onClose }: DateSheetProps) {
  const { t } = useTranslation();
  const year = Number(min.slice(0, 4));
  const holidays = useHolidays([year, year + 1]);
  const legend = [...new Map([...holidays.values()].map((h) => [h.name, h.color])).entries()];
  return (
    <Sheet isOpen onOpenChange={(o) => !o && onClose()} title={title}>
      <Calendar
        aria-label={title}
        value={parseDate(value < min ? min : value)}
        minValue={parseDate(min)}
        onChange={(d: CalendarDate) => onPick(d.toString())}
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
        <CalendarGrid className="w-full border-separate border-spacing-y-1">
          {(date) => {
            const mark = holidays.get(date.toString());
            return (
              <CalendarCell
                date={date}
                aria-label={mark ? `${date.toString()} ${mark.name}` : undefined}
                className="relative mx-auto grid size-11 place-items-center rounded-full text-[15px] outline-none data-[disabled]:text-muted/40 data-[outside-month]:invisible data-[selected]:bg-brand-600 data-[selected]:font-semibold data-[selected]:text-white data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 hover:bg-brand-50"
                style={mark ? { color: mark.color, fontWeight: 600 } : undefined}
              >
                {({ formattedDate, isSelected }) => (
                  <>
                    <span style={isSelected ? { color: '#fff' } : undefined}>{formattedDate}</span>
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
