import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab kept in the address as `?tab=…`, so Back returns to the same tab. The first id is
 * the default and leaves the address bare; choosing replaces the history entry.
 */
export function useUrlTab<T extends string>(ids: readonly [T, ...T[]]): [T, (id: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = ids.find((id) => id === raw) ?? ids[0];
  const select = (id: T) => setParams(id === ids[0] ? {} : { tab: id }, { replace: true });
  return [tab, select];
}

export type TabsProps<T extends string> = {
  /** Ids are `${idPrefix}-tab-${id}` and `${idPrefix}-panel-${id}`. */
  idPrefix: string;
  label: string;
  tabs: readonly (readonly [id: T, content: ReactNode])[];
  selected: T;
  onSelect(id: T): void;
  /** The open tab's panel (only that one is rendered). */
  children: ReactNode;
};

/**
 * Plain ARIA tabs (tablist, tab, tabpanel; ←/→ move and select): a few buttons need no widget
 * library, and the home page, the first download, uses this, so the styles come from the caller
 * (`PillTabs` in ./pill-tabs for the ordinary look) to keep them out of that download.
 */
export function Tabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  className,
  tabClassName,
  panelClassName,
  children,
}: TabsProps<T> & { className: string; tabClassName: string; panelClassName: string }) {
  return (
    <>
      <div role="tablist" aria-label={label} className={className}>
        {tabs.map(([id, content], i) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${id}`}
            aria-selected={selected === id}
            aria-controls={`${idPrefix}-panel-${id}`}
            tabIndex={selected === id ? 0 : -1}
            data-selected={selected === id || undefined}
            onClick={() => onSelect(id)}
            onKeyDown={(e) => {
              const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = tabs[(i + step + tabs.length) % tabs.length]?.[0] ?? id;
              onSelect(next);
              document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
            }}
            className={tabClassName}
          >
            {content}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
