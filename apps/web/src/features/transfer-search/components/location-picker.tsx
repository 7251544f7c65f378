import { AIRPORT_SEARCH_MIN_CHARS, LOADING_FLAG_DELAY_MS, SEARCH_DELAY_MS, type TransferLocation } from '@yolcu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/icons';
import { Sheet } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/skeleton';
import { get } from '../../../lib/api/client';
import { useSettings } from '../../../lib/settings-store';
import { useDebounced, useDelayedFlag } from '../../../lib/use-debounced';

/** A sheet with a search box and the popular places; each entry shows name and address (01 §2). */
export function LocationPicker({ title, otherEnd, onPick, onClose }: { title: string; otherEnd: TransferLocation | null; onPick(l: TransferLocation): void; onClose(): void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const searching = keyword.length >= AIRPORT_SEARCH_MIN_CHARS;
  const query = useQuery<TransferLocation[]>({
    queryKey: ['transfer-locations', language, searching ? keyword.toLocaleLowerCase('tr') : ''],
    queryFn: ({ signal }) => get<{ results: TransferLocation[] }>('/api/transfer/location/', searching ? { keyword } : {}, signal).then((r) => r.results),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const slow = useDelayedFlag(query.isFetching, LOADING_FLAG_DELAY_MS);
  const results = query.data ?? [];
  return (
    <Sheet isOpen onOpenChange={(o) => !o && onClose()} title={title}>
      <div className="sticky top-0 z-10 bg-surface pb-3">
        <label className="flex h-12 items-center gap-2 rounded-xl border border-line bg-canvas px-3 focus-within:border-brand-500">
          <SearchIcon width={20} height={20} className="text-muted" />
          <input
            // biome-ignore lint/a11y/noAutofocus: the sheet exists to type a place
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('transfer_search.location_placeholder')}
            aria-label={t('transfer_search.location_placeholder')}
            className="h-full w-full bg-transparent text-[16px] outline-none"
          />
        </label>
        <p className="mt-2 text-xs font-semibold tracking-wide text-muted uppercase">{searching ? t('transfer_search.matching') : t('transfer_search.popular')}</p>
      </div>
      {slow && <Spinner label={t('common.loading')} />}
      {!query.isFetching && searching && results.length === 0 && <p className="py-6 text-center text-muted">{t('transfer_search.no_location')}</p>}
      <ul className="divide-y divide-line" aria-label={title}>
        {results.map((l) => (
          <li key={l.id}>
            <button type="button" disabled={otherEnd?.id === l.id} onClick={() => onPick(l)} className="block w-full py-3 text-start disabled:opacity-40">
              <span className="block font-medium">{l.name}</span>
              <span className="block text-sm text-muted">{l.address}</span>
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
