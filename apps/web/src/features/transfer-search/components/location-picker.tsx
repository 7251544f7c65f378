import {
  AIRPORT_SEARCH_MIN_CHARS,
  LOADING_FLAG_DELAY_MS,
  SEARCH_DELAY_MS,
  type TransferLocation,
} from '@yolcu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { PickerSearch } from '../../../components/ui/picker-search';
import { Sheet } from '../../../components/ui/sheet';
import { PickerStatus } from '../../../components/ui/picker-status';
import { get } from '../../../lib/api/client';
import { useSettings } from '../../../lib/settings-store';
import { useDebounced, useDelayedFlag } from '../../../lib/use-debounced';

/** A sheet with a search box and the popular places; each entry shows name and address (01 §2). */
export function LocationPicker({
  title,
  otherEnd,
  onPick,
  onClose,
}: {
  title: string;
  otherEnd: TransferLocation | null;
  onPick(l: TransferLocation): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const searching = keyword.length >= AIRPORT_SEARCH_MIN_CHARS;
  const query = useQuery<TransferLocation[]>({
    queryKey: ['transfer-locations', language, searching ? keyword.toLocaleLowerCase('tr') : ''],
    queryFn: ({ signal }) =>
      get<{ results: TransferLocation[] }>('/api/transfer/location/', searching ? { keyword } : {}, signal).then(
        (r) => r.results,
      ),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const slow = useDelayedFlag(query.isFetching, LOADING_FLAG_DELAY_MS);
  const results = query.data ?? [];
  return (
    <Sheet isOpen onOpenChange={(o) => !o && onClose()} title={title}>
      <PickerSearch
        value={text}
        onChange={setText}
        placeholder={t('transfer_search.location_placeholder')}
        caption={searching ? t('transfer_search.matching') : t('transfer_search.popular')}
        label={title}
        items={results}
        textOf={(l) => `${l.name} ${l.address}`}
        isDisabled={(l) => otherEnd?.id === l.id}
        onPick={onPick}
        status={
          <PickerStatus
            query={query}
            showLoading={slow}
            searching={searching}
            emptyText={t('transfer_search.no_location')}
          />
        }
        renderItem={(l) => (
          <div className={`block w-full py-3 text-start ${otherEnd?.id === l.id ? 'opacity-40' : ''}`}>
            <span className="block font-medium">{l.name}</span>
            <span className="block text-sm text-muted">{l.address}</span>
          </div>
        )}
      />
    </Sheet>
  );
}
