import { useTranslation } from '../../lib/translate';
import { Sheet } from '../../components/ui/sheet';

const pill = 'min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/** The line above the list: how many were found, Filter (with how many filters are on) and Sort. */
export function ResultsToolbar({
  summary,
  activeFilters,
  sortLabel,
  onFilter,
  onSort,
}: {
  summary: string;
  activeFilters: number;
  sortLabel: string;
  onFilter(): void;
  onSort(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between px-4 pt-3 pb-2">
      <p className="text-sm text-muted">{summary}</p>
      <div className="flex">
        <button type="button" onClick={onFilter} className={pill}>
          {t('results.filter')}
          {activeFilters > 0 && ` (${activeFilters})`}
        </button>
        <button type="button" onClick={onSort} className={pill}>
          {sortLabel}
        </button>
      </div>
    </div>
  );
}

/** The sort sheet: one radio a way of sorting; picking one closes the sheet. */
export function SortSheet<T extends string>({
  isOpen,
  onOpenChange,
  options,
  selected,
  onPick,
}: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  options: Array<{ id: T; label: string }>;
  selected: T;
  onPick(id: T): void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet isOpen={isOpen} onOpenChange={onOpenChange} title={t('results.sort')}>
      <div className="space-y-2" role="radiogroup" aria-label={t('results.sort')}>
        {options.map((o) => (
          <button
            key={o.id}
            type="button"
            role="radio"
            aria-checked={o.id === selected}
            onClick={() => {
              onPick(o.id);
              onOpenChange(false);
            }}
            className={`flex min-h-12 w-full items-center rounded-xl border px-4 text-[15px] ${o.id === selected ? 'border-brand-500 bg-brand-50 font-semibold' : 'border-line'}`}
          >
            {o.label}
          </button>
        ))}
      </div>
    </Sheet>
  );
}

/** "Show more" under the list; it also loads the next page when it comes within reach (02 §9). */
export function ShowMore({
  sentinelRef,
  onMore,
  shown,
  total,
}: {
  sentinelRef(el: HTMLElement | null): void;
  onMore(): void;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <div ref={sentinelRef} className="px-4 pt-3 lg:px-0">
      <button
        type="button"
        onClick={onMore}
        className="min-h-11 w-full rounded-xl border border-line text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('results2.show_more', { shown, total })}
      </button>
    </div>
  );
}
