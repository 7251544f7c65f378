/**
 * What the traveller typed on a payment page whose hold ran out, kept in this tab while the same
 * search runs again (issue 20), so the next payment page of that search starts filled. Card
 * fields and the session are never kept.
 */
const key = (product: string, option: number) => `yolcu.payment-draft.${product}.${option}`;
const NEVER_KEPT = ['card_owner', 'card_number', 'card_expiry', 'card_cvc', 'session_unique', 'checkout'];

export function keepDraft(product: string, option: number, values: object) {
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !NEVER_KEPT.includes(k)));
  try {
    sessionStorage.setItem(key(product, option), JSON.stringify(kept));
  } catch {
    // Storage full or off: the form simply starts empty again.
  }
}

/** The kept values of this search, once: taking them forgets them. */
export function takeDraft(product: string, option: number): Record<string, unknown> | null {
  const text = sessionStorage.getItem(key(product, option));
  sessionStorage.removeItem(key(product, option));
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
