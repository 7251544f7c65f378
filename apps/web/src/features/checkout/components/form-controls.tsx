import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A labelled native select styled like the app's text fields, with its error tied to it. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; error?: string; children: ReactNode }
>(function SelectField({ id, label, error, children, className = '', ...rest }, ref) {
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`h-12 w-full rounded-xl border bg-white px-3 text-[16px] text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ${error ? 'border-danger' : 'border-line'}`}
        {...rest}
      >
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
});

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-danger" role="alert">
      {error}
    </p>
  );
}

/** A checkbox whose whole row is the 44 px touch target. */
export const CheckboxField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; error?: string }
>(function CheckboxField({ id, label, error, ...rest }, ref) {
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-2.5">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded accent-brand-600"
          {...rest}
        />
        <span className="text-[15px] leading-snug">{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
});

/** An on/off switch drawn over a native checkbox, so forms and screen readers treat it as one. */
export const SwitchField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }
>(function SwitchField({ id, label, ...rest }, ref) {
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
      <span className="text-[15px]">{label}</span>
      <span className="relative inline-flex shrink-0">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
          {...rest}
        />
        <span
          aria-hidden
          className="h-7 w-12 rounded-full bg-line transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </span>
    </label>
  );
});

/** A titled white block of the payment page. */
export function Section({
  title,
  children,
  action,
  id,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  id?: string;
}) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className="rounded-2xl border border-line bg-surface p-4">
      <div className="mb-3 flex min-h-8 items-center justify-between gap-2">
        <h2 id={id ? `${id}-title` : undefined} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
