import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface PopupProps {
  isOpen: boolean;
  onOpenChange?(open: boolean): void;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** A blocking popup cannot be dismissed by a tap outside or Escape. */
  blocking?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** A centred dialog that fades in; used for confirmations and alerts. */
export function Popup({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  blocking = false,
  role = 'alertdialog',
}: PopupProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!blocking}
      isKeyboardDismissDisabled={blocking}
      className="fixed inset-0 z-50 grid place-items-center bg-ink/40 p-6 data-[entering]:animate-[fade-in_200ms] data-[exiting]:animate-[fade-in_150ms_reverse]"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-surface p-5 shadow-2xl">
        <Dialog role={role} className="outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {title}
          </Heading>
          <div className="mt-2 text-[15px] text-muted">{children}</div>
          <div className="mt-5 flex justify-end gap-2">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
