import { useTranslation } from '../../lib/translate';

/**
 * The loader popup of 02 §2 while a flight search starts: what is being searched, while it is.
 * The home form and the results page's re-searches (another day, other dates) show the same one.
 */
export function SearchLoader({ route, lines }: { route: string; lines: string[] }) {
  const { t } = useTranslation();
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-ink/40 p-6"
      role="alertdialog"
      aria-busy="true"
      aria-label={t('results.searching')}
      data-testid="search-loader"
    >
      <div className="w-full max-w-sm rounded-2xl bg-surface p-5 text-center shadow-2xl">
        <span
          className="mx-auto block size-8 animate-spin rounded-full border-[3px] border-brand-500 border-t-transparent"
          aria-hidden
        />
        <p className="mt-3 text-lg font-bold">{route}</p>
        {lines.map((line) => (
          <p key={line} className="text-sm text-muted">
            {line}
          </p>
        ))}
        <p className="mt-2 text-sm">{t('results.searching')}</p>
      </div>
    </div>
  );
}
