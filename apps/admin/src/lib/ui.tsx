import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useI18n } from './i18n';

/**
 * The label, hint and messages (the form's own check or the server's 400) every form control has,
 * around the control that `children` draws with the ids and ARIA attributes it is given.
 */
function Labelled({
  label,
  hint,
  errors,
  children,
}: {
  label: string;
  hint?: string;
  errors?: string[];
  children(aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const messageId = `${id}-msg`;
  const hintId = `${id}-hint`;
  const invalid = !!errors?.length;
  const describedBy = [hint ? hintId : '', invalid ? messageId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={messageId} className="text-sm text-danger">
          {errors!.map((e) => t(e)).join(' ')}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its messages under it. */
export function Field({
  label,
  hint,
  errors,
  ...input
}: { label: string; hint?: string; errors?: string[] } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled label={label} hint={hint} errors={errors}>
      {(aria) => (
        <input
          {...aria}
          className="h-10 rounded-md border border-line bg-surface px-3 text-base outline-none focus:border-brand-500 aria-invalid:border-danger"
          {...input}
        />
      )}
    </Labelled>
  );
}

/** A labelled textarea with its messages under it (the same look as `Field`). */
export function TextArea({
  label,
  errors,
  className = '',
  ...input
}: { label: string; errors?: string[] } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Labelled label={label} errors={errors}>
      {(aria) => (
        <textarea
          {...aria}
          className={`rounded-md border border-line bg-surface px-3 py-2 text-base outline-none focus:border-brand-500 aria-invalid:border-danger ${className}`}
          {...input}
        />
      )}
    </Labelled>
  );
}

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: { variant?: 'primary' | 'secondary' | 'quiet' } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const look = {
    primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60',
    secondary: 'border border-brand-600 text-brand-700 bg-surface hover:bg-brand-50 disabled:opacity-60',
    quiet: 'text-brand-700 hover:underline',
  }[variant];
  return (
    <button
      type="button"
      className={`inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-semibold ${look} ${className}`}
      {...props}
    />
  );
}

export function Card({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={title ? id : undefined} className="rounded-lg border border-line bg-surface p-5">
      {(title || actions) && (
        <div className="mb-3 flex items-center justify-between gap-4">
          {title && (
            <h2 id={id} className="text-lg font-semibold">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function Alert({ tone = 'danger', children }: { tone?: 'danger' | 'success' | 'info'; children: ReactNode }) {
  const look = {
    danger: 'border-danger/40 bg-danger/5 text-danger',
    success: 'border-success/40 bg-success/5 text-success',
    info: 'border-brand-100 bg-brand-50 text-brand-700',
  }[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${look}`}>
      {children}
    </div>
  );
}

/** A simple data table: a header row and rows of cells. */
export function Table({ head, children, caption }: { head: string[]; children: ReactNode; caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full border-collapse text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-canvas text-xs uppercase tracking-wide text-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="font-medium break-words">{v ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Loading() {
  const { t } = useI18n();
  return <p className="py-6 text-muted">{t('app.loading')}</p>;
}

export function Paging({
  page,
  count,
  size,
  onPage,
}: {
  page: number;
  count: number;
  size: number;
  onPage(page: number): void;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(count / size));
  if (pages <= 1) return null;
  return (
    <nav className="mt-3 flex items-center gap-3 text-sm" aria-label={t('paging.page', { page, pages })}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </Button>
      <span>{t('paging.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </Button>
    </nav>
  );
}
