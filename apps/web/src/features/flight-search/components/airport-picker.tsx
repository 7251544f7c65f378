import type { Airport } from '@yolcu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerSearch } from '../../../components/ui/picker-search';
import { Sheet } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/skeleton';
import { useAirportSearch } from '../api/airports';

interface AirportPickerProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The airport at the other end: one in its city is refused (01 §5). */
  otherEnd: Airport | null;
  onPick(airport: Airport): void;
}

/** A sheet with a search box and the popular list; each entry shows code, name, city and country. */
export function AirportPicker({ isOpen, onOpenChange, title, otherEnd, onPick }: AirportPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useAirportSearch(text);
  const results = search.data ?? [];
  const sameCity = (a: Airport) =>
    otherEnd !== null && a.city.toLocaleLowerCase('tr') === otherEnd.city.toLocaleLowerCase('tr');
  return (
    <Sheet isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
      <PickerSearch
        value={text}
        onChange={setText}
        placeholder={t('flight_search.airport_placeholder')}
        caption={search.searching ? t('flight_search.matching') : t('flight_search.popular')}
      />
      {search.showLoading && <Spinner label={t('common.loading')} />}
      {!search.isFetching && search.searching && results.length === 0 && (
        <p className="py-6 text-center text-muted">{t('flight_search.no_airport')}</p>
      )}
      <ul className="divide-y divide-line" aria-label={title}>
        {results.map((a) => {
          const refused = sameCity(a);
          return (
            <li key={a.id}>
              <button
                type="button"
                disabled={refused}
                onClick={() => {
                  onPick(a);
                  setText('');
                }}
                className="flex w-full items-center gap-3 py-3 text-start disabled:opacity-40"
              >
                <span className="grid h-10 w-14 shrink-0 place-items-center rounded-lg bg-brand-50 font-bold text-brand-700">
                  {a.code}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{a.city}</span>
                  <span className="block truncate text-sm text-muted">{a.name}</span>
                </span>
                <span className="text-sm font-semibold text-muted">{a.country_code}</span>
              </button>
              {refused && <p className="pb-2 text-xs text-danger">{t('flight_search.same_city')}</p>}
            </li>
          );
        })}
      </ul>
    </Sheet>
  );
}
