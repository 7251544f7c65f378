import type { ReactNode, RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';

/** The note of an InfoPopover, beside its chip; loaded on the chip's first press. */
export function InfoPopoverPanel({
  triggerRef,
  isOpen,
  onOpenChange,
  title,
  children,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="top"
      offset={8}
      className="w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-line bg-surface p-4 shadow-2xl outline-none data-[entering]:animate-[fade-in_150ms] data-[exiting]:animate-[fade-in_100ms_reverse]"
      style={{ maxHeight: 'min(60dvh, var(--trigger-max-height, 60dvh))' }}
    >
      <Dialog className="outline-none">
        <Heading slot="title" className="mb-2 text-base font-semibold">
          {title}
        </Heading>
        <div className="space-y-2 text-sm text-ink/90">{children}</div>
      </Dialog>
    </Popover>
  );
}
