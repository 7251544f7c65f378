import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';

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
  const chip =
    tone === 'warning'
      ? 'border-accent/40 bg-accent/10 text-ink hover:bg-accent/20'
      : 'border-line bg-surface text-brand-700 hover:bg-brand-50';
  return (
    <DialogTrigger>
      <AriaButton
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 ${chip}`}
      >
        {label}
      </AriaButton>
      <Popover
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
    </DialogTrigger>
  );
}
