/** Card number as typed: digits only, at most 16, in groups of four (02 §5). */
export function formatCardNumber(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed: MM/YY, the slash added after the month. */
export function formatCardExpiry(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace never gets stuck.
  if (previous.endsWith('/') && typed.length < previous.length) return digits.slice(0, 1);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && typed.length > previous.length) return `${digits}/`;
  return digits;
}

export const formatCvc = (typed: string) => typed.replace(/\D/g, '').slice(0, 3);
