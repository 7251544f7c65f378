import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import { FilterFooter } from '../../../components/ui/filter-footer';
import { Sheet } from '../../../components/ui/sheet';
import { useDuration } from '../../../lib/duration';
import { RangeFilter } from '../../results-frame/range-filter';
import { type Filters, NO_FILTERS, type SideFilters, type TimeOfDay } from '../filtering';
import type { FlightResult } from '../types';

const TIMES: TimeOfDay[] = ['night', 'morning', 'afternoon', 'evening'];

interface FilterSheetProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The outbound side of every result, to offer only what exists. */
  outbound: FlightResult[];
  /** The return side of packaged results; empty otherwise. */
  inbound: FlightResult[];
  /** Prices of the results as listed (packaged totals included). */
  prices: number[];
  filters: Filters;
  onChange(next: Filters): void;
  formatPrice(n: number): string;
}

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

function Chip({ on, onClick, children }: { on: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      className={`min-h-11 rounded-full border px-3 text-sm ${on ? 'border-brand-500 bg-brand-50 font-semibold text-brand-700' : 'border-line'}`}
    >
      {children}
    </button>
  );
}

/** Stops, airlines, times of day and duration for one direction of travel. */
function SideSection({
  title,
  results,
  value,
  onChange,
}: {
  title?: string;
  results: FlightResult[];
  value: SideFilters;
  onChange(v: SideFilters): void;
}) {
  const { t } = useTranslation();
  const duration = useDuration();
  const airlines = [...new Map(results.map((r) => [r.airline.code, r.airline.name])).entries()];
  const stopCounts = [...new Set(results.map((r) => Math.min(r.information.total_transfer_count, 2)))].sort();
  const durations = results.map((r) => r.information.duration);
  const durMin = Math.min(...durations);
  const durMax = Math.max(...durations);
  const section = 'space-y-2 border-b border-line pb-4';
  return (
    <div className="space-y-4">
      {title && <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>}
      <section className={section}>
        <h4 className="font-semibold">{t('results.filter_stops')}</h4>
        <div className="flex flex-wrap gap-2">
          {stopCounts.map((n) => (
            <Chip
              key={n}
              on={value.stops.includes(n)}
              onClick={() => onChange({ ...value, stops: toggle(value.stops, n) })}
            >
              {n === 0 ? t('results.direct') : n === 1 ? t('results.stops', { count: 1 }) : t('results.two_plus_stops')}
            </Chip>
          ))}
        </div>
      </section>
      <section className={section}>
        <h4 className="font-semibold">{t('results.filter_airlines')}</h4>
        {airlines.map(([code, name]) => (
          <label key={code} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={value.airlines.includes(code)}
              onChange={() => onChange({ ...value, airlines: toggle(value.airlines, code) })}
            />
            {name}
          </label>
        ))}
      </section>
      {(['departure', 'arrival'] as const).map((side) => (
        <section key={side} className={section}>
          <h4 className="font-semibold">
            {t(side === 'departure' ? 'results.filter_departure' : 'results.filter_arrival')}
          </h4>
          <div className="grid grid-cols-2 gap-2">
            {TIMES.map((time) => (
              <Chip
                key={time}
                on={value[side].includes(time)}
                onClick={() => onChange({ ...value, [side]: toggle(value[side], time) })}
              >
                {t(`results.time_${time}`)}
              </Chip>
            ))}
          </div>
        </section>
      ))}
      <RangeFilter
        label={t('results.filter_duration')}
        min={durMin}
        max={durMax}
        step={5}
        value={value.duration}
        onChange={(d) => onChange({ ...value, duration: d })}
        format={duration}
      />
    </div>
  );
}

type FilterPanelProps = Omit<FilterSheetProps, 'isOpen' | 'onOpenChange'>;

/**
 * Filters of 02 §9, with the return half of packaged round trips filtered on its own. Each change
 * applies at once; the phone shows this panel in a sheet, a desktop beside the list (issue 42).
 */
export function FlightFilterPanel({ outbound, inbound, prices, filters, onChange, formatPrice }: FilterPanelProps) {
  const { t } = useTranslation();
  const priceMin = Math.floor(Math.min(...prices));
  const priceMax = Math.ceil(Math.max(...prices));
  const packaged = inbound.length > 0;
  return (
    <div className="space-y-6">
      <RangeFilter
        label={t('results.filter_price')}
        min={priceMin}
        max={priceMax}
        step={1}
        value={filters.price}
        onChange={(price) => onChange({ ...filters, price })}
        format={formatPrice}
      />
      <SideSection
        title={packaged ? t('results.outbound') : undefined}
        results={outbound}
        value={filters.outbound}
        onChange={(v) => onChange({ ...filters, outbound: v })}
      />
      {packaged && (
        <SideSection
          title={t('results.return')}
          results={inbound}
          value={filters.inbound}
          onChange={(v) => onChange({ ...filters, inbound: v })}
        />
      )}
    </div>
  );
}

/** The phone's filter sheet: the panel, with Clear and Show results under it. */
export function FilterSheet({ isOpen, onOpenChange, ...panel }: FilterSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('results.filter')}
      footer={<FilterFooter onClear={() => panel.onChange(NO_FILTERS)} onDone={() => onOpenChange(false)} />}
    >
      <FlightFilterPanel {...panel} />
    </Sheet>
  );
}
