import { useTranslation } from '../../lib/translate';
import { useOnline } from '../../lib/network';
import { useAppUpdate } from './update-store';

/** A slim line under the navbar while the device has no network (issue 12). */
export function OfflineBar() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <p
      role="status"
      data-testid="offline-bar"
      className="mx-auto max-w-lg bg-ink px-4 py-2 text-center text-sm font-medium text-white"
    >
      {t('offline.banner')}
    </p>
  );
}

/**
 * "A new version is ready · Reload" when a new deployment's service worker waits (issue 12).
 * It never blocks the page: the traveller reloads when it suits them, or the next visit updates.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const activate = useAppUpdate((s) => s.activate);
  if (!activate) return null;
  return (
    <div className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-lg justify-center px-4">
      <div
        role="status"
        className="flex items-center gap-3 rounded-full bg-ink py-1.5 ps-4 pe-1.5 text-sm font-medium text-white shadow-lg"
      >
        <span>{t('offline.update_ready')}</span>
        <button
          type="button"
          onClick={() => {
            useAppUpdate.setState({ activate: null });
            activate();
          }}
          className="min-h-11 rounded-full bg-white px-4 font-semibold text-brand-700"
        >
          {t('offline.update_reload')}
        </button>
      </div>
    </div>
  );
}
