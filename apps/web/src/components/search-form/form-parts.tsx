import type { ReactNode } from 'react';

/**
 * The pieces the home page's two search forms (flights, transfers) are built of, so that both
 * look and behave the same: a field that opens its sheet, the From/To pair with the swap button,
 * a field's message and the Search button.
 */

/** A tappable field: its label small above, the chosen value (or a muted placeholder) below. */
export function FieldButton({
  label,
  onPress,
  children,
  className = 'min-h-16 border-line',
}: {
  label: string;
  onPress(): void;
  children: ReactNode;
  /** Height and border; the default is a full-height field with a solid border. */
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      className={`flex w-full min-w-0 flex-col justify-center rounded-xl border px-3 text-start hover:border-brand-500 ${className}`}
    >
      <span className="text-xs font-medium text-muted">{label}</span>
      {children}
    </button>
  );
}

/** Where from and where to, one above the other (side by side on a desktop), with the swap button between them. */
export function EndsFields({
  from,
  to,
  swapLabel,
  onSwap,
  className = '',
}: {
  from: { label: string; value: ReactNode | null; placeholder: string; onPress(): void };
  to: { label: string; value: ReactNode | null; placeholder: string; onPress(): void };
  swapLabel: string;
  onSwap(): void;
  /** Where the pair sits in a desktop form's grid. */
  className?: string;
}) {
  return (
    <div className={`relative space-y-2 lg:flex lg:gap-4 lg:space-y-0 ${className}`}>
      {[from, to].map((end) => (
        <FieldButton key={end.label} label={end.label} onPress={end.onPress}>
          {end.value ?? <span className="text-[15px] text-muted">{end.placeholder}</span>}
        </FieldButton>
      ))}
      <button
        type="button"
        onClick={onSwap}
        aria-label={swapLabel}
        className="absolute end-3 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-line bg-white text-brand-700 shadow-sm hover:bg-brand-50 lg:end-auto lg:start-1/2 lg:size-9 lg:-translate-x-1/2"
      >
        <span className="lg:rotate-90" aria-hidden>
          ⇅
        </span>
      </button>
    </div>
  );
}

/** A rule the search broke, said under the fields it is about; nothing when there is none. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    // On a desktop's one-row form the messages gather under the row rather than break it.
    <p className="text-sm text-danger lg:order-last lg:col-span-full" role="alert">
      {message}
    </p>
  );
}

/** The form's Search button; it reads "Loading…" and waits while the search starts. */
export function SearchButton({
  busy,
  label,
  busyLabel,
  onPress,
  className = '',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onPress(): void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      disabled={busy}
      className={`min-h-12 w-full rounded-xl bg-brand-600 text-[16px] font-semibold text-white hover:bg-brand-700 disabled:opacity-60 ${className}`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
