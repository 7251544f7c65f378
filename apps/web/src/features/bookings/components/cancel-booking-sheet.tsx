import { type CancellationQuote, cancellationBodySchema } from '@yolcu/contract';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/icons';
import { Sheet } from '../../../components/ui/sheet';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { markJustCancelled } from './cancelled-notice';
import { ApiError } from '../../../lib/api/errors';
import { formatMoney } from '../../../lib/format';
import { isNetworkFailure } from '../../../lib/network';
import { useSession } from '../../../lib/session';
import { useSettings } from '../../../lib/settings-store';
import { refusalOf, useCancellationQuote, useConfirmCancellation, useSendCancellationCode } from '../api/cancellation';
import type { BookingProduct } from '../api/bookings';

/**
 * Where the sheet is: asking for the quote, asking for the mailed code, showing the quote, a
 * quote that lapsed, or a refusal that no retry can change (already cancelled, departed).
 */
type Step =
  | { kind: 'loading' }
  | { kind: 'code' }
  | { kind: 'quote'; quote: CancellationQuote; receivedAt: number }
  | { kind: 'lapsed'; message: string }
  | { kind: 'failed'; message: string; final: boolean };

/** Refusals after which asking again cannot help: the sheet says why and offers to close. */
const FINAL = new Set(['already_cancelled', 'departed', 'not_cancellable']);

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The seconds a quote still holds, counted from when it arrived with the server's own
 * `expires_in_seconds`, so a phone whose clock is off neither lapses it early nor late.
 */
function useSecondsLeft(expiresInSeconds: number, receivedAt: number): number | null {
  const ttl = expiresInSeconds * 1000;
  const valid = Number.isFinite(ttl) && ttl > 1000;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!valid) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [valid]);
  return valid ? Math.max(0, Math.ceil((receivedAt + ttl - now) / 1000)) : null;
}

function QuoteView({ quote, receivedAt, onLapse }: { quote: CancellationQuote; receivedAt: number; onLapse(): void }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  // Refunds are made in TRY to the card that paid (03 §2, §13), whatever currency the app shows.
  const money = (n: number) => formatMoney(n, 'TRY', 1, language);
  const left = useSecondsLeft(quote.expires_in_seconds, receivedAt);
  const back = quote.refund_amount > 0;
  useEffect(() => {
    if (left === 0) onLapse();
  }, [left, onLapse]);
  return (
    <div className="space-y-4" data-testid="cancel-quote">
      {/* Nothing to give back is not good news: no green, and no card to name. */}
      <div className={`rounded-2xl p-4 text-center ${back ? 'bg-success/10' : 'bg-canvas'}`}>
        <p className="text-sm font-medium text-muted">{t('cancel_web.refund_label')}</p>
        <p
          className={`mt-1 text-3xl font-bold tabular-nums ${back ? 'text-success' : 'text-ink'}`}
          data-testid="refund-amount"
        >
          {money(quote.refund_amount)}
        </p>
        {back && quote.card_last4 && (
          <p className="mt-1 text-sm text-ink">{t('cancel_web.refund_to_card', { last4: quote.card_last4 })}</p>
        )}
      </div>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('cancel_web.paid')}</dt>
          <dd className="tabular-nums">{money(quote.paid_amount)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('cancel_web.kept')}</dt>
          <dd className="tabular-nums">{money(quote.penalty_amount)}</dd>
        </div>
      </dl>
      {quote.kept.length > 0 && (
        <ul className="space-y-1.5 border-t border-dashed border-line pt-3 text-sm" data-testid="kept">
          {quote.kept.map((k) => (
            <li key={k.reason} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-muted" aria-hidden />
              <span>{k.description}</span>
            </li>
          ))}
        </ul>
      )}
      {quote.coupon_returned && (
        <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-700">{t('cancel_web.coupon_returned')}</p>
      )}
      <p className="text-sm text-muted">{t('cancel_web.irreversible')}</p>
      {left !== null && (
        <p className="text-sm font-medium tabular-nums" role="timer" aria-live="off" data-testid="quote-timer">
          {t('cancel_web.quote_timer', { time: mmss(left) })}
        </p>
      )}
    </div>
  );
}

interface CancelBookingSheetProps {
  product: BookingProduct;
  code: string;
  /** The booking's contact address as the detail shows it, masked. */
  email: string;
  onClose(): void;
}

/**
 * Cancelling a booking (03 §13) in a sheet: the quote first (after the mailed code, for anyone but
 * the signed-in owner), then the confirmation. Nothing changes until that last press.
 */
export function CancelBookingSheet({ product, code, email, onClose }: CancelBookingSheetProps) {
  const { t } = useTranslation();
  // A guest is never the owner: straight to the code. A signed-in user is asked for it only if the
  // server says the booking is someone else's (403 code_required).
  const signedIn = useSession((s) => Boolean(s.token));
  const [step, setStep] = useState<Step>(signedIn ? { kind: 'loading' } : { kind: 'code' });
  const [sent, setSent] = useState(false);
  const [note, setNote] = useState<string>();
  const [typed, setTyped] = useState('');
  const [codeError, setCodeError] = useState<string>();
  /** The code the server accepted: the confirmation needs it too. */
  const accepted = useRef<string | undefined>(undefined);
  /** One request at a time: a second tap before the first answer sends nothing. */
  const busy = useRef(false);
  const started = useRef(false);
  const sendCode = useSendCancellationCode(product, code);
  const quote = useCancellationQuote(product, code);
  const confirm = useConfirmCancellation(product, code);
  const pending = sendCode.isPending || quote.isPending || confirm.isPending;

  const messageOf = (error: unknown) =>
    isNetworkFailure(error)
      ? t('cancel_web.offline')
      : (error instanceof ApiError && error.message) || t('error.generic');

  async function once(run: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    try {
      await run();
    } finally {
      busy.current = false;
    }
  }

  /** Any refusal of a quote or confirmation, mapped to the step that answers it. */
  function refused(error: unknown) {
    const refusal = refusalOf(error);
    if (refusal === 'code_required' || refusal === 'code_wrong' || refusal === 'code_expired') {
      accepted.current = undefined;
      setStep({ kind: 'code' });
      if (refusal !== 'code_required') setCodeError(messageOf(error));
    } else if (refusal === 'quote_lapsed') {
      setStep({ kind: 'lapsed', message: messageOf(error) });
    } else {
      setStep({ kind: 'failed', message: messageOf(error), final: refusal !== null && FINAL.has(refusal) });
    }
  }

  const requestQuote = (mailCode: string | undefined) =>
    once(async () => {
      setCodeError(undefined);
      try {
        const answer = await quote.mutateAsync(mailCode);
        accepted.current = mailCode;
        setStep({ kind: 'quote', quote: answer, receivedAt: Date.now() });
      } catch (error) {
        refused(error);
      }
    });

  useEffect(() => {
    if (started.current || step.kind !== 'loading') return;
    started.current = true;
    void requestQuote(undefined);
  });

  const mailIt = () =>
    once(async () => {
      setNote(undefined);
      try {
        await sendCode.mutateAsync();
        setSent(true);
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal && FINAL.has(refusal)) return refused(error);
        // 429: a code went out less than a minute ago; it still works, so the field shows anyway.
        if (refusal === 'code_wait' || (error instanceof ApiError && error.status === 429)) setSent(true);
        setNote(messageOf(error));
      }
    });

  function submitCode(event?: FormEvent) {
    event?.preventDefault();
    const parsed = cancellationBodySchema.safeParse({ code: typed });
    if (!parsed.success) {
      setCodeError(t(parsed.error.issues[0]?.message ?? 'cancel.code_format'));
      return;
    }
    void requestQuote(parsed.data.code);
  }

  const confirmIt = (id: string) =>
    once(async () => {
      try {
        await confirm.mutateAsync({ id, mailCode: accepted.current });
        markJustCancelled(code);
        toast.success(t('cancel_web.done'));
        onClose();
      } catch (error) {
        refused(error);
      }
    });

  const lapse = useCallback(
    () => setStep((s) => (s.kind === 'quote' ? { kind: 'lapsed', message: t('cancel.quote_lapsed') } : s)),
    [t],
  );

  const footer = (() => {
    switch (step.kind) {
      case 'loading':
        return null;
      case 'code':
        return sent ? (
          <Button className="w-full" type="submit" form="cancel-code-form" isDisabled={pending}>
            {t('cancel_web.show_refund')}
          </Button>
        ) : (
          <Button className="w-full" onPress={() => void mailIt()} isDisabled={pending}>
            {t('cancel_web.send_code')}
          </Button>
        );
      case 'quote':
        return (
          <div className="grid gap-2">
            <Button
              variant="danger"
              className="w-full"
              onPress={() => void confirmIt(step.quote.id)}
              isDisabled={pending}
            >
              {t('cancel_web.confirm')}
            </Button>
            <Button variant="ghost" className="w-full" onPress={onClose}>
              {t('cancel_web.keep')}
            </Button>
          </div>
        );
      case 'lapsed':
        return (
          <Button className="w-full" onPress={() => void requestQuote(accepted.current)} isDisabled={pending}>
            {t('cancel_web.new_quote')}
          </Button>
        );
      case 'failed':
        return step.final ? (
          <Button variant="secondary" className="w-full" onPress={onClose}>
            {t('common.close')}
          </Button>
        ) : (
          <Button className="w-full" onPress={() => void requestQuote(accepted.current)} isDisabled={pending}>
            {t('common.retry')}
          </Button>
        );
    }
  })();

  return (
    <Sheet
      isOpen
      size="half"
      onOpenChange={(open) => !open && onClose()}
      title={t('cancel_web.cancel_booking')}
      footer={footer}
    >
      <div aria-busy={pending} data-testid="cancel-sheet">
        {step.kind === 'loading' && (
          <p className="flex items-center gap-3 py-6 text-[15px] text-muted" role="status">
            <span
              className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
              aria-hidden
            />
            {t('cancel_web.loading')}
          </p>
        )}
        {step.kind === 'code' && (
          <form id="cancel-code-form" onSubmit={submitCode} noValidate className="space-y-4">
            <div className="flex gap-3">
              <span
                className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600"
                aria-hidden
              >
                <MailIcon width={20} height={20} />
              </span>
              <p className="min-w-0 text-[15px] leading-relaxed break-words">
                {sent ? t('cancel_web.code_sent', { email }) : t('cancel_web.code_intro', { email })}
              </p>
            </div>
            {note && (
              <p className="rounded-xl bg-accent/15 px-3 py-2 text-sm" role="status">
                {note}
              </p>
            )}
            {sent && (
              <>
                <TextField
                  id="cancel-code"
                  label={t('cancel_web.code_label')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={6}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  error={codeError}
                  className="h-12 w-full rounded-xl border border-line bg-white px-3.5 font-mono text-xl tracking-[0.4em] text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-danger"
                  autoFocus
                />
                <Button variant="ghost" className="-ms-4" onPress={() => void mailIt()} isDisabled={pending}>
                  {t('cancel_web.resend')}
                </Button>
              </>
            )}
          </form>
        )}
        {step.kind === 'quote' && (
          <QuoteView key={step.quote.id} quote={step.quote} receivedAt={step.receivedAt} onLapse={lapse} />
        )}
        {(step.kind === 'lapsed' || step.kind === 'failed') && (
          <p
            className={`rounded-2xl p-4 text-[15px] font-medium ${step.kind === 'failed' ? 'bg-danger/10 text-danger' : 'bg-accent/15 text-ink'}`}
            role="alert"
          >
            {step.message}
          </p>
        )}
      </div>
    </Sheet>
  );
}
