import type { Airport } from '@yolcu/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { PickerSearch } from '../../../components/ui/picker-search';
import { Sheet } from '../../../components/ui/sheet';
import { PickerStatus } from '../../../components/ui/picker-status';
import { useAirportSearch } from '../api/airports';
import { samePlace } from '../same-place';

interface AirportPickerProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The airport at the other end: one in its city is refused (01 §5). */
  otherEnd: Airport | null;
  onPick(airport: Airport): void;
}

/** Buildings of a city: marks the choice that stands for all of a city's airports. */
const CityIcon = () => (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d="M3 21h18M5 21V7l6-3v17M11 21V9l8 3v9M8 9v.01M8 12v.01M8 15v.01M15 14v.01M15 17v.01" />
  </svg>
);

/**
 * A sheet with a search box and the popular list; each entry shows code, name, city and country. A
 * city of several airports comes as one choice, marked with a city icon and its number of airports.
 */
export function AirportPicker({ isOpen, onOpenChange, title, otherEnd, onPick }: AirportPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useAirportSearch(text);
  const results = search.data ?? [];
  const refused = (a: Airport) => otherEnd !== null && samePlace(a, otherEnd);
  return (
    <Sheet isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
      <PickerSearch
        value={text}
        onChange={setText}
        placeholder={t('flight_search.airport_placeholder')}
        caption={search.searching ? t('flight_search.matching') : t('flight_search.popular')}
        label={title}
        items={results}
        textOf={(a) => `${a.code} ${a.city} ${a.name}`}
        isDisabled={refused}
        onPick={(a) => {
          onPick(a);
          setText('');
        }}
        status={
          <PickerStatus
            query={search}
            showLoading={search.showLoading}
            searching={search.searching}
            emptyText={t('flight_search.no_airport')}
          />
        }
        renderItem={(a) => {
          const city = a.type === 'city';
          return (
            <div className={refused(a) ? 'opacity-40' : undefined}>
              <div className="flex w-full items-center gap-3 py-3 text-start">
                <span
                  className={`grid h-10 w-14 shrink-0 place-items-center rounded-lg font-bold ${city ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'}`}
                >
                  {city ? <CityIcon /> : a.code}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{city ? a.name : a.city}</span>
                  <span className="block truncate text-sm text-muted">
                    {city
                      ? `${t('airports.airport_count', { count: a.airports?.length ?? 0 })} · ${a.airports?.join(', ')}`
                      : a.name}
                  </span>
                </span>
                <span className="text-sm font-semibold text-muted" title={a.country}>
                  {a.country_code}
                </span>
              </div>
              {refused(a) && <p className="pb-2 text-xs text-danger">{t('flight_search.same_city')}</p>}
            </div>
          );
        }}
      />
    </Sheet>
  );
}
