import { useEffect, useRef } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/skeleton';
import { type InAppBrowser, openInAppBrowser } from '../../../lib/in-app-browser';

interface Props {
  url: string;
  /** The traveller gave up this attempt. */
  onCancel(): void;
  /** A page loaded in the in-app browser: the bank may have reached its finish page. */
  onPageLoaded(): void;
  /** The traveller closed the in-app browser. */
  onClosed(): void;
}

/**
 * The native shell's 3-D Secure step (issue 12, 02 §4 "Payment send"): the bank's page opens in
 * the in-app browser, and the app waits behind it. The payment's state decides what follows; the
 * browser closes when this panel goes (the payment ended or the traveller cancelled).
 */
export function BankBrowserPanel({ url, onCancel, onPageLoaded, onClosed }: Props) {
  const { t } = useTranslation();
  const browser = useRef<Promise<InAppBrowser> | null>(null);
  const events = useRef({ onPageLoaded, onClosed });
  events.current = { onPageLoaded, onClosed };

  const open = () => {
    const previous = browser.current;
    browser.current = (previous ? previous.then((b) => b.close()) : Promise.resolve()).then(() =>
      openInAppBrowser(url, {
        onPageLoaded: () => events.current.onPageLoaded(),
        onClosed: () => events.current.onClosed(),
      }),
    );
    browser.current.catch(() => undefined);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one browser per bank page
  useEffect(() => {
    open();
    return () => {
      void browser.current?.then((b) => b.close()).catch(() => undefined);
      browser.current = null;
    };
  }, [url]);

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-50 grid place-items-center bg-ink/50 p-6 data-[entering]:animate-[fade-in_200ms]"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-surface p-5 shadow-2xl">
        <Dialog className="space-y-4 outline-none" data-testid="bank-browser-panel">
          <div className="flex items-center gap-2">
            <ShieldIcon width={20} height={20} className="text-success" />
            <Heading slot="title" className="text-lg font-semibold">
              {t('checkout.secure_title')}
            </Heading>
          </div>
          <p className="text-[15px] text-muted">{t('native.bank_in_browser')}</p>
          <Spinner label={t('native.bank_waiting')} />
          <div className="flex flex-col gap-2">
            <Button variant="secondary" onPress={open}>
              {t('native.bank_reopen')}
            </Button>
            <Button variant="secondary" onPress={onCancel}>
              {t('checkout.secure_cancel')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
