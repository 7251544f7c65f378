import type { Language } from '@yolcu/contract';
import type { PaymentLists } from '../lib/api/queries';

/**
 * The API answer a first view was drawn with (issue 21), written by the server into the page as a
 * JSON block beside the view. The app takes it once, for the same page, code and language, as if
 * it had fetched it itself, so it mounts on the same data the view shows without asking again.
 */
export interface FirstData {
  page: 'flight-booking' | 'transfer-booking' | 'flight-payment' | 'transfer-payment';
  /** The booking's own code, or the payment's search session. */
  id: string;
  language: Language;
  data: unknown;
  /** A payment page's reference lists (countries, contract pages, the lira's rate). */
  lists?: PaymentLists;
}

/** The id of the JSON block in the server's page. */
export const FIRST_DATA_ID = 'first-view-data';

let embedded: FirstData | null | undefined;

function readEmbedded(): FirstData | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ID);
  if (!block) return null;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as FirstData;
  } catch {
    return null;
  }
}

/** The server's answers for this page, once; nothing when they were for another page or language. */
export function takeFirstData(page: FirstData['page'], id: string, language: Language): FirstData | undefined {
  if (embedded === undefined) embedded = readEmbedded();
  const first = embedded;
  if (!first || first.page !== page || first.id !== id || first.language !== language) return undefined;
  embedded = null;
  return first;
}
