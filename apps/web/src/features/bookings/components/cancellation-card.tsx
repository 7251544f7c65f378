import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { asSentence } from '../../../lib/fare-cancel-rule';
import { useSettings } from '../../../lib/settings-store';
import type { BookingProduct } from '../api/bookings';

// The sheet, its form and its checks load when Cancel booking is pressed, not with the ticket (issue 21).
const CancelBookingSheet = lazy(() =>
  import('./cancel-booking-sheet').then((m) => ({ default: m.CancelBookingSheet })),
);

/** Rules of one part of the trip (a flight's way), or of the whole booking when untitled. */
export interface CancellationTerms {
  title?: string;
  lines: string[];
}

/**
 * The cancellation rules of a completed booking and its "Cancel booking" button (03 §13): the
 * traveller reads what the rules promise before asking for the quote.
 */
export function CancellationCard({
  product,
  code,
  email,
  terms,
  cancellable,
}: {
  product: BookingProduct;
  code: string;
  email: string;
  terms: CancellationTerms[];
  /** False while the detail shows a copy kept on the device: its state may be old. */
  cancellable: boolean;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const [open, setOpen] = useState(false);
  const shown = terms.filter((part) => part.lines.length > 0);
  return (
    <section className="rounded-2xl border border-line bg-surface p-4" aria-labelledby="cancellation-title">
      <h2 id="cancellation-title" className="font-semibold">
        {t('cancel_web.card_title')}
      </h2>
      {shown.map((part, i) => (
        <div key={part.title ?? i} className="mt-2" data-testid="cancellation-terms">
          {part.title && <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{part.title}</h3>}
          <ul className={`mt-1 space-y-1 text-sm leading-relaxed ${part.lines.length > 1 ? 'list-disc ps-5' : ''}`}>
            {part.lines.map((line) => (
              <li key={line}>{asSentence(line, language)}</li>
            ))}
          </ul>
        </div>
      ))}
      {cancellable && (
        <>
          <p className="mt-3 text-sm text-muted">{t('cancel_web.card_hint')}</p>
          <Button
            variant="secondary"
            className="mt-3 w-full border-danger/40 text-danger hover:bg-danger/5"
            onPress={() => setOpen(true)}
          >
            {t('cancel_web.cancel_booking')}
          </Button>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <CancelBookingSheet product={product} code={code} email={email} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
