import { useEffect } from 'react';
import { requestHeaders } from '../../../lib/api/client';
import { apiUrl } from '../../../lib/api/origin';
import { isOffline } from '../../../lib/network';
import { type SavedDocument, saveTicketDocument, savedTicketDocument } from '../../../lib/ticket-store';
import type { BookingProduct } from './bookings';

/** `attachment; filename="yolcu-K7M2QX-e-ticket.pdf"` → the name, or a plain one from the PNR. */
function fileNameOf(disposition: string | null, pnr: string) {
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return m?.[1] ? decodeURIComponent(m[1]) : `yolcu-${pnr}.pdf`;
}

/**
 * The booking's PDF from the server (03 §14: e-ticket or voucher, in the booking's language),
 * kept on the device beside the ticket. Null when the network or the server does not give it.
 */
export async function fetchDocument(
  product: BookingProduct,
  code: string,
  pnr: string,
  status: string,
): Promise<SavedDocument | null> {
  if (isOffline()) return null;
  try {
    const res = await fetch(apiUrl(`/api/${product}/booking/${encodeURIComponent(code)}/document/`), {
      headers: requestHeaders(),
    });
    if (!res.ok) return null;
    const document = {
      blob: await res.blob(),
      fileName: fileNameOf(res.headers.get('content-disposition'), pnr),
      status,
    };
    await saveTicketDocument(product, code, document);
    return document;
  } catch {
    return null;
  }
}

/** Hands a PDF to the browser as a download, as "Add to calendar" does with its `.ics`. */
export function saveFile({ blob, fileName }: Pick<SavedDocument, 'blob' | 'fileName'>) {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * "Download e-ticket": fresh from the server when it answers, else the copy kept on the device.
 * `offline` when neither is there.
 */
export async function downloadDocument(
  product: BookingProduct,
  code: string,
  pnr: string,
  status: string,
): Promise<'ok' | 'offline'> {
  const document = (await fetchDocument(product, code, pnr, status)) ?? (await savedTicketDocument(product, code));
  if (!document) return 'offline';
  saveFile(document);
  return 'ok';
}

/** Wait after the detail shows before fetching its PDF, so the page's own loading goes first. */
export const KEEP_DOCUMENT_DELAY_MS = 1500;

/**
 * While a booking's detail shows fresh from the server, its PDF is fetched once in the background
 * and kept, so the download button works offline later like the rest of the ticket (issue 12).
 * Fetched again only when the kept one is missing or from another state (a cancelled booking's says so).
 */
export function useKeepDocument(product: BookingProduct, code: string, pnr: string, status: string, fresh: boolean) {
  useEffect(() => {
    if (!fresh) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const kept = await savedTicketDocument(product, code);
      if (!cancelled && kept?.status !== status) await fetchDocument(product, code, pnr, status);
    }, KEEP_DOCUMENT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [product, code, pnr, status, fresh]);
}
