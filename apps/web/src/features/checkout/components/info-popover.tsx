import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';

// The popover itself (React Aria's overlay code) loads on the chip's first press (issue 21): the
// chips are on the payment page's first view, their notes are read by few.
const InfoPopoverPanel = lazy(() => import('./info-popover-panel').then((m) => ({ default: m.InfoPopoverPanel })));

/** A small chip that opens a popover with a titled note (charter notice, rules, fare package). */
export function InfoPopover({
  label,
  title,
  children,
  tone = 'neutral',
}: {
  label: ReactNode;
  title: string;
  children: ReactNode;
  tone?: 'neutral' | 'warning';
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const chip =
    tone === 'warning'
      ? 'border-accent/40 bg-accent/10 text-ink hover:bg-accent/20'
      : 'border-line bg-surface text-brand-700 hover:bg-brand-50';
  return (
    <>
      <AriaButton
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 ${chip}`}
      >
        {label}
      </AriaButton>
      {opened && (
        <Suspense fallback={null}>
          <InfoPopoverPanel triggerRef={trigger} isOpen={open} onOpenChange={setOpen} title={title}>
            {children}
          </InfoPopoverPanel>
        </Suspense>
      )}
    </>
  );
}
