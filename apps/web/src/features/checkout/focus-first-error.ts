/** Dotted paths of every message in a react-hook-form errors object (`passengers.0.name`, `bill.city`). */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    if (typeof (value as { message?: unknown }).message === 'string') return [path];
    return errorPaths(value, path);
  });
}

/**
 * Focuses the first field with a message in the order a person reads the form, and brings it
 * into view. Fields are found by name, so it works before the messages themselves are drawn; the
 * invoice's fields live in its popup, so their messages lead to the invoice checkbox.
 */
export function focusFirstError(form: HTMLFormElement | null, paths: string[]) {
  if (!form || paths.length === 0) return;
  const wanted = new Set(paths.map((p) => (p === 'bill' || p.startsWith('bill.') ? 'has_invoice' : p)));
  const el = Array.from(form.elements).find((e): e is HTMLElement => wanted.has((e as HTMLInputElement).name));
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView?.({ block: 'center' });
}
