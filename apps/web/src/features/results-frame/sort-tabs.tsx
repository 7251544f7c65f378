import { useTranslation } from '../../lib/translate';

export interface SortTab<T extends string> {
  /** The sort this tab shows first; choosing the tab again turns it round (`reverse`). */
  id: T;
  reverse?: T;
}

/**
 * The desktop's sort (issue 42): the ways of sorting as tabs above the list instead of the phone's
 * sheet. A radio group, since a sort is one choice among several; a tab chosen again sorts the other
 * way, and its label says which way it sorts now.
 */
export function SortTabs<T extends string>({
  tabs,
  selected,
  label,
  onPick,
}: {
  tabs: SortTab<T>[];
  selected: T;
  label(id: T): string;
  onPick(id: T): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('results.sort')}
      className="flex flex-wrap gap-1 rounded-2xl border border-line bg-surface p-1"
      data-testid="sort-tabs"
    >
      {tabs.map((tab) => {
        const on = selected === tab.id || selected === tab.reverse;
        const shown = on ? selected : tab.id;
        return (
          <button
            key={tab.id}
            type="button"
            role="radio"
            aria-checked={on}
            onClick={() => onPick(on && tab.reverse ? (selected === tab.id ? tab.reverse : tab.id) : tab.id)}
            className={`min-h-10 flex-1 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors ${on ? 'bg-brand-600 text-white' : 'text-ink/80 hover:bg-brand-50 hover:text-brand-700'}`}
          >
            {label(shown)}
          </button>
        );
      })}
    </div>
  );
}
