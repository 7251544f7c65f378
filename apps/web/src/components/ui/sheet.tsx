import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons';

interface SheetProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /**
   * Sheets use 40% or 80% of the screen height (01 §2). A half sheet grows to fit what it holds (up
   * to 90%) so that no row hides below its footer on a short phone; a tall one keeps its height.
   */
  size?: 'half' | 'tall';
  children: ReactNode;
  footer?: ReactNode;
  /** As a desktop's dialog, wide enough for two months of a calendar side by side. */
  wide?: boolean;
}

/** A bottom sheet: slides up, traps focus, closes on Escape or a tap outside; a centred dialog on a desktop. */
export function Sheet({ isOpen, onOpenChange, title, size = 'tall', children, footer, wide = false }: SheetProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 bg-ink/40 data-[entering]:animate-[fade-in_200ms] data-[exiting]:animate-[fade-in_150ms_reverse]"
    >
      <Modal
        // On a desktop (issue 42) the same sheet is a centred dialog that fades in, sized to what it holds.
        className={`fixed inset-x-0 bottom-0 mx-auto flex max-w-lg flex-col rounded-t-3xl bg-surface shadow-2xl data-[entering]:animate-[slide-up_250ms_ease-out] data-[exiting]:animate-[slide-up_200ms_ease-in_reverse] lg:inset-x-auto lg:top-1/2 lg:bottom-auto lg:left-1/2 lg:-translate-x-1/2 ${wide ? 'lg:w-[46rem] lg:max-w-[calc(100vw-3rem)]' : 'lg:w-[32rem]'} lg:-translate-y-1/2 lg:rounded-3xl lg:data-[entering]:animate-[fade-in_200ms] lg:data-[exiting]:animate-[fade-in_150ms_reverse] ${size === 'half' ? 'min-h-[40dvh] max-h-[90dvh] lg:min-h-0 lg:max-h-[80dvh]' : 'h-[80dvh] lg:h-[min(80dvh,42rem)]'}`}
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <div className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-line lg:invisible" aria-hidden />
              <div className="flex items-center justify-between px-5 pt-2 pb-3">
                <Heading slot="title" className="text-lg font-semibold">
                  {title}
                </Heading>
                <button
                  type="button"
                  onClick={close}
                  className="-me-2 grid size-11 place-items-center rounded-full text-muted hover:bg-canvas"
                  aria-label={t('common.close')}
                >
                  <CloseIcon />
                </button>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4">{children}</div>
              {footer && (
                <div className="border-t border-line px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
                  {footer}
                </div>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
