import { SPLASH } from '@yolcu/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Button } from '../../components/ui/button';
import { Popup } from '../../components/ui/popup';
import { useAppInfo } from '../../lib/api/queries';
import { platform } from '../../lib/platform';

/** Native shell only (01 §4, 03 §10): the splash, and the update dialogs driven by app info. */
export function NativeStartup() {
  return (
    <>
      <Splash />
      <UpdateDialogs />
    </>
  );
}

/**
 * How long the splash stays once it is on screen (01 §4, §9): until 2000 ms after the app started,
 * and never less than 1500 ms, so a slow start (catalogue download) still shows it long enough to read.
 */
export function splashDelay(shownAtMs: number): number {
  return Math.max(SPLASH.hideAfterMs - shownAtMs, SPLASH.minDisplayMs);
}

function Splash() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    // performance.now() counts from the start of the page, i.e. the app's start in the shell.
    const timer = setTimeout(() => setVisible(false), splashDelay(performance.now()));
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  // The brand colour is there at once (it takes over from the native splash of the same colour);
  // the mark fades in over 1200 ms.
  return (
    <div data-testid="splash" className="fixed inset-0 z-[70] grid place-items-center bg-brand-600">
      <div
        className="flex flex-col items-center gap-3 text-white"
        style={{ animation: `fade-in ${SPLASH.fadeInMs}ms ease-out` }}
      >
        <img src="/favicon.svg" alt="" width={72} height={72} />
        <span className="text-2xl font-bold">Yolcu</span>
      </div>
    </div>
  );
}

function UpdateDialogs() {
  const { t } = useTranslation();
  const info = useAppInfo();
  const [dismissed, setDismissed] = useState(false);
  const storeUrl = info.data ? (platform.isAndroid ? info.data.google_play : info.data.app_store) : '';
  const openStore = () => window.open(storeUrl, '_blank', 'noopener');

  if (info.isError) {
    return (
      <Popup
        isOpen
        title={t('startup.offline_title')}
        blocking
        actions={<Button onPress={() => window.location.reload()}>{t('common.retry')}</Button>}
      >
        {t('error.network')}
      </Popup>
    );
  }
  if (!info.data) return null;
  if (!info.data.is_usable) {
    return (
      <Popup
        isOpen
        blocking
        title={t('startup.update_title')}
        actions={<Button onPress={openStore}>{t('startup.update_now')}</Button>}
      >
        {t('startup.update_required', { version: info.data.version })}
      </Popup>
    );
  }
  if (!info.data.is_suported && !dismissed) {
    return (
      <Popup
        isOpen
        onOpenChange={(o) => !o && setDismissed(true)}
        title={t('startup.update_title')}
        actions={
          <>
            <Button variant="secondary" onPress={() => setDismissed(true)}>
              {t('startup.continue')}
            </Button>
            <Button onPress={openStore}>{t('startup.update_now')}</Button>
          </>
        }
      >
        {t('startup.update_optional', { version: info.data.version })}
      </Popup>
    );
  }
  return null;
}
