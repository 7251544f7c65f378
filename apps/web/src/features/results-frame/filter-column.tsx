import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { ListSkeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/translate';

/**
 * The desktop's filters beside the list (issue 42): the same panel as the phone's sheet, applied as
 * it changes, under a heading with Clear. Sticky under the results header, scrolling on its own
 * when it is taller than the window.
 */
export function FilterColumn({
  activeFilters,
  onClear,
  children,
}: {
  activeFilters: number;
  onClear(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The list is what the traveller came for: it is drawn first, the filters in the next task, so no
  // single long task holds the page while both are built (total blocking time).
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => startTransition(() => setDrawn(true)));
    return () => clearTimeout(id);
  }, []);
  return (
    <aside
      aria-labelledby="filter-column-title"
      className="sticky top-[var(--results-top)] max-h-[calc(100dvh-var(--results-top)-1rem)] self-start overflow-y-auto rounded-2xl border border-line bg-surface p-4"
      data-testid="filter-column"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="filter-column-title" className="text-lg font-semibold">
          {t('results.filter')}
          {activeFilters > 0 && <span className="text-muted"> ({activeFilters})</span>}
        </h2>
        {activeFilters > 0 && (
          <button
            type="button"
            onClick={onClear}
            className="min-h-10 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('results.clear_filters')}
          </button>
        )}
      </div>
      {drawn ? children : <ListSkeleton rows={4} />}
    </aside>
  );
}
