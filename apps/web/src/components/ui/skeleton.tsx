/** Grey placeholders while data loads: never a blank screen. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded-lg bg-line/70 ${className}`} aria-hidden />;
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="space-y-3" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-4 text-muted" role="status">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" aria-hidden />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/**
 * The frame of a sheet whose code is still loading: it shows at the tap, titled, with grey rows,
 * so that a slow network never leaves a tap without an answer. Plain elements only: it is on the
 * page before the dialog library has arrived.
 */
export function SheetSkeleton({ title, size = 'tall' }: { title: string; size?: 'half' | 'tall' }) {
  return (
    <div className="fixed inset-0 z-40 bg-ink/40">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={title}
        aria-busy="true"
        className={`fixed inset-x-0 bottom-0 mx-auto flex max-w-lg flex-col rounded-t-3xl bg-surface shadow-2xl motion-safe:animate-[slide-up_250ms_ease-out] lg:inset-x-auto lg:top-1/2 lg:bottom-auto lg:left-1/2 lg:w-[32rem] lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-3xl lg:motion-safe:animate-[fade-in_200ms] ${size === 'half' ? 'h-[40dvh]' : 'h-[80dvh] lg:h-[min(80dvh,42rem)]'}`}
      >
        <div className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-line" aria-hidden />
        <p className="px-5 pt-2 pb-3 text-lg leading-11 font-semibold">{title}</p>
        <div className="px-5">
          <ListSkeleton rows={size === 'half' ? 2 : 5} />
        </div>
      </div>
    </div>
  );
}
