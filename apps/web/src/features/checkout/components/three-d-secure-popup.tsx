import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '../../../lib/translate';
import { CloseIcon, ShieldIcon } from '../../../components/ui/icons';
import { BankFrame } from './bank-frame';

/** The bank's 3-D Secure page in a frame (02 §2); closing it abandons this attempt. */
export function ThreeDSecurePopup({ url, onCancel }: { url: string; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-50 grid place-items-center bg-ink/50 p-3 data-[entering]:animate-[fade-in_200ms]"
    >
      <Modal className="flex h-[min(88dvh,44rem)] w-full max-w-md flex-col overflow-hidden rounded-2xl bg-surface shadow-2xl">
        <Dialog className="flex h-full flex-col outline-none">
          <div className="flex items-center gap-2 border-b border-line py-1 ps-4 pe-1">
            <ShieldIcon width={20} height={20} className="text-success" />
            <Heading slot="title" className="flex-1 text-base font-semibold">
              {t('checkout.secure_title')}
            </Heading>
            <button
              type="button"
              onClick={onCancel}
              className="grid size-11 place-items-center rounded-full text-muted hover:bg-canvas"
              aria-label={t('checkout.secure_cancel')}
            >
              <CloseIcon />
            </button>
          </div>
          {/* Its pages leave no entry in the browser's history (issue 41). */}
          <BankFrame url={url} title={t('checkout.secure_title')} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
