import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { requestHeaders } from '../../../lib/api/client';
import { apiOrigin, apiUrl } from '../../../lib/api/origin';
import { isOffline, reportReachable, useOnline } from '../../../lib/network';
import { shareLink } from '../../../lib/share';
import { type BookingProduct, itineraryPath } from '../api/bookings';
import { downloadDocument, useKeepDocument } from '../api/document';

const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);

const ShareIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);

/** How long Add to calendar waits for the server before saying the connection is not there. */
export const CALENDAR_TIMEOUT_MS = 15_000;

/**
 * Saves the booking's `.ics` (the confirmation mail's) from the server, in the app's language.
 * `offline` when the request cannot reach the server or gets no answer in time (a dead network
 * that still says online), so the traveller is told instead of waiting on nothing.
 */
async function downloadCalendar(
  product: BookingProduct,
  code: string,
  pnr: string,
): Promise<'ok' | 'offline' | 'failed'> {
  if (isOffline()) return 'offline';
  let res: Response;
  try {
    res = await fetch(apiUrl(`/api/${product}/booking/${encodeURIComponent(code)}/calendar/`), {
      headers: requestHeaders(),
      signal: AbortSignal.timeout(CALENDAR_TIMEOUT_MS),
    });
  } catch {
    return 'offline';
  }
  if (!res.ok) return 'failed';
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    return 'offline';
  }
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: `yolcu-${pnr}.ics` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return 'ok';
}

const PdfIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M12 12v6M9 15l3 3 3-3" />
  </svg>
);

/**
 * "Download e-ticket" (or voucher), "Add to calendar" and "Share" under an issued booking's PNR
 * (issue 12, 03 §14). Share sends the itinerary alone (03 §12): the booking's own link shows
 * names and the PNR, which are not for everyone. A cancelled booking keeps its document (it says
 * Cancelled on top) but has no trip left to put in a calendar or share.
 */
export function BookingActions({
  product,
  code,
  pnr,
  shareCode,
  status,
  fresh,
}: {
  product: BookingProduct;
  code: string;
  pnr: string;
  /** Missing on a copy kept on the device before bookings had one: then there is nothing to share. */
  shareCode: string | undefined;
  status: 'completed' | 'cancelled';
  /** The detail came from the server now (not the copy kept on the device): its PDF is kept too. */
  fresh: boolean;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  // Set when Add to calendar could not reach the server; the note under the buttons then stays
  // until the network is back, so the word outlives the toast (issue 22).
  const [calendarFailed, setCalendarFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (online) setCalendarFailed(false);
    const clear = () => setCalendarFailed(false);
    window.addEventListener('online', clear);
    return () => window.removeEventListener('online', clear);
  }, [online]);
  useKeepDocument(product, code, pnr, status, fresh);
  async function download() {
    if ((await downloadDocument(product, code, pnr, status)) === 'offline')
      toast.error(t('trips_web.document_offline'));
  }
  async function addToCalendar() {
    // Always tried: "unreachable" is a guess from an earlier request, and the server may be back.
    setAdding(true);
    const result = await downloadCalendar(product, code, pnr);
    setAdding(false);
    if (result === 'ok') reportReachable(true);
    setCalendarFailed(result === 'offline');
    if (result === 'offline') toast.error(t('offline.calendar_needs_network'));
    if (result === 'failed') toast.error(t('error.generic'));
  }
  const share = (shareCode: string) =>
    shareLink(
      // The public address of the itinerary (in the shell, the server's, never https://localhost).
      `${apiOrigin()}${itineraryPath(product, shareCode)}`,
      t('offline.link_copied'),
      // The share sheet's title travels with the link: the trip, never the PNR.
      product === 'flight' ? t('a11y.title.flight_itinerary') : t('a11y.title.transfer_itinerary'),
    );
  const live = status === 'completed';
  // Said before anyone presses when the app already knows there is no network.
  const calendarOffline = !online || calendarFailed;
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="secondary" onPress={download} className="col-span-2">
        <PdfIcon />
        {t(product === 'flight' ? 'trips_web.download_ticket' : 'trips_web.download_voucher')}
      </Button>
      {live && (
        <Button
          variant="secondary"
          onPress={addToCalendar}
          isDisabled={adding}
          aria-describedby={calendarOffline ? 'calendar-offline' : undefined}
        >
          <CalendarIcon />
          {t('offline.add_to_calendar')}
        </Button>
      )}
      {live && shareCode && (
        <Button variant="secondary" onPress={() => void share(shareCode)}>
          <ShareIcon />
          {t('offline.share')}
        </Button>
      )}
      {live && calendarOffline && (
        <p id="calendar-offline" data-testid="calendar-offline" className="col-span-2 text-sm text-muted">
          {t('finish_web.calendar_offline')}
        </p>
      )}
    </div>
  );
}
