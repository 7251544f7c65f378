import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type FieldErrors, FormProvider, get, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLeaveGuard } from '../../lib/guarded-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { BackIcon } from '../../components/ui/icons';
import { LazyPopup as Popup } from '../../components/ui/lazy-overlays';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api/errors';
import { useCorporatePages, useCountries } from '../../lib/api/queries';
import { translateToken } from '../../lib/i18n';
import { useUser } from '../../lib/session';
import { useCountdown } from '../../lib/use-countdown';
import { useOpenAtTop } from '../../lib/use-open-at-top';
import { beforePayment } from './api/before-payment';
import { pay } from './api/pay';
import { isPaymentDataGone, type PaymentData, paymentDataKey, usePaymentData } from './api/payment-data';
import { useSavedBills } from './api/user-lists';
import { binOf, chosenPlan, useInstallments } from './api/installments';
import { ConsentField } from './components/consent-field';
import { Section } from './components/form-controls';
import { InvoiceField } from './components/invoice-field';
import { PaymentSkeleton } from './components/payment-skeleton';
import { SecurePayBar } from './components/secure-pay-bar';
import { bookingInfoKey, fetchBookingInfo } from './api/booking-info';
import { platform } from '../../lib/platform';
import { errorPaths, focusFirstError } from './focus-first-error';
import { isPaid, type PaymentOutcome, usePaymentWatch } from './hooks/use-payment-watch';
import type { CommonPaymentValues } from './payment-form';
import type { CheckoutProduct } from './product';
import { splitServerErrors } from './server-errors';
import { clearLeftPayment, markLeftPayment } from '../../lib/left-payment';
import { keepDraft, takeDraft } from './payment-draft';
import { bankFrameUrl } from './bank-frame-url';
import { checkoutToken } from './checkout-token';
import { useDesktop } from '../../lib/use-desktop';
import { formatMoney } from '../../lib/format';
import { useSettings } from '../../lib/settings-store';

// The bank's frame and the native bank panel load when a payment reaches the bank (issue 21).
const ThreeDSecurePopup = lazy(() =>
  import('./components/three-d-secure-popup').then((m) => ({ default: m.ThreeDSecurePopup })),
);
const BankBrowserPanel = lazy(() =>
  import('./components/bank-browser-panel').then((m) => ({ default: m.BankBrowserPanel })),
);

/** A field's message in the reader's language, or nothing; the page reads it so its inputs follow the form's state. */
export const fieldErrorOf = (errors: FieldErrors) => (name: string) => {
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return message ? translateToken(message) : undefined;
};

interface PageTexts {
  title: string;
  loading: string;
  noSelection: string;
  searchAgainHint: string;
}

/**
 * The payment page of a product around its form: no selection, the skeleton while the selection
 * loads, a failure or an expired search, then the page itself, once per session.
 */
export function PaymentPage<P extends CheckoutProduct>({
  product,
  texts,
  view: View,
}: {
  product: P;
  texts: PageTexts;
  view: ComponentType<{ data: PaymentData[P]; sessionUnique: string }>;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionUnique = params.get('session_unique');
  const query = usePaymentData(product, sessionUnique);
  // The form's first render once its data arrives is deferred: React renders it as a transition,
  // in slices that leave the main thread free, instead of one long task (issue 21). Later answers
  // (prices reloaded) show at once.
  const arrived = useDeferredValue(query.data) !== undefined;
  const data = arrived ? query.data : undefined;
  // Opened from a fare far down the results, the page starts at its top, not at their scroll.
  useOpenAtTop(useLocation().key, data !== undefined);

  if (!sessionUnique) return <Unavailable texts={texts} message={texts.noSelection} />;
  if (query.isPending || (query.isSuccess && data === undefined)) return <PaymentSkeleton label={texts.loading} />;
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null;
    // A search the server no longer knows (4xx) cannot be retried; a dropped connection or a 5xx can.
    const retryable = !error || error.status === 0 || error.status >= 500;
    return (
      <Unavailable
        texts={texts}
        message={error?.message || t('error.load_failed')}
        onRetry={retryable ? () => void query.refetch() : undefined}
      />
    );
  }
  if (data === undefined) return <PaymentSkeleton label={texts.loading} />;
  if (isPaymentDataGone(data))
    return <Unavailable texts={texts} message={data.message || t('checkout.session_gone')} />;
  return <View key={sessionUnique} data={data} sessionUnique={sessionUnique} />;
}

/** Nothing to pay for (expired session, nothing selected): say so and offer a new search. */
function Unavailable({ texts, message, onRetry }: { texts: PageTexts; message: string; onRetry?(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="space-y-4 px-4 pt-4">
      <h1 className="text-xl font-bold">{texts.title}</h1>
      <EmptyState title={message} text={texts.searchAgainHint} />
      {onRetry && (
        <Button variant="secondary" className="w-full" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      )}
      <Button className="w-full" onPress={() => navigate('/')}>
        {t('checkout.new_search')}
      </Button>
    </div>
  );
}

const ClockIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

interface PaymentShellProps<V extends CommonPaymentValues> {
  product: CheckoutProduct;
  sessionUnique: string;
  title: string;
  /** The search option to run again when the traveller leaves or the selection is gone (02 §4). */
  option: number;
  timeOutSeconds: number;
  form: UseFormReturn<V>;
  /** The amount on Secure Pay, formatted. */
  total: string;
  /** The same amount in TRY, what the card is charged (03 §17), said beside it in another currency. */
  amountTry: number;
  /** Paths of a 400 answer that have an input on this form; the rest show above the button. */
  isFormPath(path: string): boolean;
  /** The pay call's body from the checked values (the resolver's output). */
  toBody(values: V): unknown;
  /** A title above the invoice and consent block. */
  billingTitle?: string;
  /**
   * What is being bought and its price (trip, price lines, coupon): first on a phone, and on a
   * desktop (issue 42) a sticky column beside the form, with Secure Pay at the foot of the window.
   */
  summary: ReactNode;
  /** The traveller's fields: contact, passengers, card. */
  children: ReactNode;
}

/**
 * What every payment page does around its own fields (02 §4 "Payment manager", "Payment send"):
 * the countdown, before-payment once at the start, the signed-in user's contact, invoice and
 * consent, Secure Pay with field messages from the checks or the server, the 3-D Secure popup
 * and its outcome, and a new search when the traveller leaves or the selection is gone.
 */
export function PaymentShell<V extends CommonPaymentValues>(props: PaymentShellProps<V>) {
  const {
    product,
    sessionUnique,
    title,
    option,
    timeOutSeconds,
    total,
    amountTry,
    isFormPath,
    toBody,
    billingTitle,
    summary,
    children,
  } = props;
  const desktop = useDesktop();
  const { currency, language } = useSettings();
  // The shell only touches the fields every payment form has.
  const form = props.form as unknown as UseFormReturn<CommonPaymentValues>;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const user = useUser();
  const countries = useCountries().data ?? [];
  const corporatePages = useCorporatePages();
  const bills = useSavedBills().data ?? [];
  const [alert, setAlert] = useState<{ title?: string; message: string; after?: () => void } | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  /** The header's Back with something typed: asked first, like the bottom tabs and the browser's Back. */
  const [askLeave, setAskLeave] = useState(false);
  /** The bank step of one pay: its page, its attempt number and the booking's own code (03 §12). */
  const [secure, setSecure] = useState<{ url: string; attempt: number; code: string } | null>(null);
  const attempts = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The hold counts from when the server answered, not from when the page shows it again: back on
  // this page from the bank or another page, the same answer is not a fresh hold (issue 41).
  const heldSince = usePaymentData(product, sessionUnique).dataUpdatedAt;
  const left = useCountdown(timeOutSeconds, heldSince);
  // Two minutes before the hold ends the traveller is told once, beside the red timer.
  const warned = useRef(false);
  useEffect(() => {
    if (left === null || left > 120 || left === 0 || warned.current) return;
    warned.current = true;
    toast.warning(t('plan_web.hold_warning'));
  }, [left, t]);

  // Back on the payment page of a search refreshed after its hold ran out: what was typed is back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page
  useEffect(() => {
    const draft = takeDraft(product, option);
    if (draft) form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
  }, []);

  /** Leaving with something typed (the bottom tabs, Back) asks first; paying or refreshing does not. */
  const allowLeave = useRef(false);
  // Read while rendering: react-hook-form only keeps isDirty up to date for a form that reads it.
  const dirty = form.formState.isDirty;
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const blocker = useLeaveGuard(
    ({ currentLocation, nextLocation }) =>
      !allowLeave.current && !paid.current && dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const dataKey = paymentDataKey(product, sessionUnique);
  const fieldError = fieldErrorOf(form.formState.errors);
  // An installment plan changes what the card is charged: Secure Pay states the plan's total (03 §18).
  const cardNumber = useWatch({ control: form.control, name: 'card_number' });
  const installment = useWatch({ control: form.control, name: 'installment' }) ?? 1;
  const plans = useInstallments(sessionUnique, binOf(cardNumber), amountTry).data;
  const plan = binOf(cardNumber) ? chosenPlan(plans, installment) : null;

  // Leaving by any way but paying (the browser's Back too) repeats the search when its results show again.
  const paid = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on leaving the page only
  useEffect(() => () => (paid.current ? clearLeftPayment() : markLeftPayment(sessionUnique)), []);

  /** Leaving before paying repeats the search from scratch (02 §4). */
  const searchAgain = () => {
    allowLeave.current = true;
    qc.removeQueries({ queryKey: dataKey });
    navigate(`/${product}/search-gate/${option}`, { replace: true });
  };
  const reload = () => void qc.invalidateQueries({ queryKey: dataKey });

  // Contact details come from the account; wait for the countries so the code select can show the saved one.
  useEffect(() => {
    if (!user.data || countries.length === 0) return;
    const { email, phone_code, phone } = user.data;
    if (!form.getValues('email') && email) form.setValue('email', email);
    if (!form.getValues('phone') && phone) {
      form.setValue('phone_code', phone_code || form.getValues('phone_code'));
      form.setValue('phone', phone);
    }
  }, [user.data, countries.length, form]);

  // Before-payment runs once when the page starts (02 §4): it re-prices the selection.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    beforePayment(product, sessionUnique)
      .then((r) => {
        if (r.refresh) reload();
        if (!r.status || r.message)
          setAlert({ message: r.message || t('checkout.try_again'), after: r.research ? searchAgain : undefined });
        else if (r.research) searchAgain();
      })
      .catch(() => {
        // The pay call checks the selection again; a failed check here must not block the form.
      });
  }, []);

  const submit = form.handleSubmit(
    async (values) => {
      setGeneral([]);
      try {
        // Every pay of this search session from this tab carries the same checkout token (03 §12).
        const body = { ...(toBody(values as unknown as V) as object), checkout: checkoutToken(sessionUnique) };
        const res = await pay(product, body);
        if (!res.status) {
          // A changed price is shown at once; a selection that is gone leads to a new search.
          if (!res.research) reload();
          setAlert({ message: res.message || t('checkout.try_again'), after: res.research ? searchAgain : undefined });
          return;
        }
        attempts.current += 1;
        setSecure({ url: res.pay_url, attempt: attempts.current, code: res.unique_code });
      } catch (e) {
        const err = e instanceof ApiError ? e : null;
        if (err?.status === 400 && Object.keys(err.fields).length > 0) {
          const split = splitServerErrors(err.fields, isFormPath);
          for (const [path, message] of split.fields)
            form.setError(path as Path<CommonPaymentValues>, { type: 'server', message });
          setGeneral(split.general);
          toast.error(t('checkout.check_fields'));
          focusFirstError(
            formRef.current,
            split.fields.map(([path]) => path),
          );
        } else {
          setAlert({ message: err?.message || t('checkout.try_again') });
        }
      }
    },
    (errors) => focusFirstError(formRef.current, errorPaths(errors)),
  );

  const onOutcome = (outcome: PaymentOutcome) => {
    // Confirming too: the card is authorised, and the booking's detail shows how its order ends.
    if (outcome.status !== 'failed') {
      if (!secure) return;
      paid.current = true;
      qc.removeQueries({ queryKey: dataKey });
      navigate(`/${product}/booking/detail/${encodeURIComponent(secure.code)}?clear=true`, { replace: true });
      return;
    }
    setSecure(null);
    // The form stays filled so the traveller can pay again; the security code is asked again.
    form.setValue('card_cvc', '');
    setAlert({ title: t('checkout.payment_failed_title'), message: outcome.message || t('checkout.payment_failed') });
  };
  const watch = usePaymentWatch(product, secure?.code ?? null, secure?.attempt ?? null, onOutcome);

  /**
   * The traveller leaves the bank step (Cancel, or closing the in-app browser). The bank may have
   * completed the payment a moment before (or authorised it: confirming): ask the server first, and
   * open the booking rather than offer to pay again for something already paid.
   */
  const leaving = useRef<number | null>(null);
  const leaveBank = async () => {
    const current = secure;
    if (!current || leaving.current === current.attempt) return;
    leaving.current = current.attempt;
    const status = (await fetchBookingInfo(product, current.code).catch(() => null))?.status;
    if (isPaid(status)) {
      watch.settle({ status }, current.attempt);
      return;
    }
    // A new attempt may have started meanwhile; only this one is given up.
    setSecure((now) => (now?.attempt === current.attempt ? null : now));
    toast.info(t('checkout.payment_cancelled'));
  };

  const timedOut = left === 0 && secure === null;
  /** The hold is over: the same search runs again and the next payment page starts with this form's values. */
  const refreshKeepingForm = () => {
    keepDraft(product, option, form.getValues());
    searchAgain();
  };
  const billing = (
    <>
      <InvoiceField
        savedBills={bills}
        error={form.formState.errors.bill ? t('checkout.invoice_incomplete') : undefined}
      />
      <div className="border-t border-line pt-2">
        <ConsentField
          pages={corporatePages.data ?? []}
          loading={corporatePages.isPending}
          error={fieldError('condition')}
        />
      </div>
    </>
  );

  const fields = (
    <>
      {children}

      {billingTitle ? (
        <Section title={billingTitle} id="billing">
          {billing}
        </Section>
      ) : (
        <section className="rounded-2xl border border-line bg-surface px-4 py-2">{billing}</section>
      )}

      {general.length > 0 && (
        <div className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger" role="alert">
          {general.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </>
  );
  const payBar = (
    <SecurePayBar
      total={plan && plan.count > 1 ? formatMoney(plan.total, 'TRY', 1, language) : total}
      busy={form.formState.isSubmitting || secure !== null}
      note={
        plan && plan.count > 1
          ? t('checkout.installment_plan', {
              count: plan.count,
              monthly: formatMoney(plan.monthly, 'TRY', 1, language),
            })
          : desktop && currency !== 'TRY'
            ? t('desktop.charged_in_try', { amount: formatMoney(amountTry, 'TRY', 1, language) })
            : undefined
      }
    />
  );

  return (
    <div className="px-4 lg:px-0 lg:pt-4" data-page="payment">
      <div className="-mx-2 flex items-center gap-1 pt-2 pb-1">
        <button
          type="button"
          onClick={() => (dirty ? setAskLeave(true) : searchAgain())}
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-surface"
          aria-label={t('common.back')}
        >
          <BackIcon />
        </button>
        <h1 className="flex-1 text-xl font-bold">{title}</h1>
      </div>
      {left !== null && left > 0 && (
        <p
          className={`mb-2 flex items-center gap-1.5 rounded-xl px-3 py-2 text-sm font-semibold ${left <= 120 ? 'bg-danger/10 text-danger' : 'bg-surface text-muted'}`}
          role="timer"
          aria-label={t('checkout.time_left', { time: mmss(left) })}
          data-testid="price-hold"
        >
          <ClockIcon />
          <span>
            {t('plan_web.hold_label')} <span className="tabular-nums">{mmss(left)}</span>
          </span>
        </p>
      )}
      <FormProvider {...form}>
        {/* One form for every width, laid out by CSS so that the page drawn on the server (first-views)
            is already the desktop's on a desktop, with no second layout once the app has started
            (issue 42). In the order it is read and filled in: what is bought and its price, the
            traveller's fields, Secure Pay. On a phone one column, Secure Pay sticky above the tabs; on
            a desktop the fields on the left, and on the right the summary kept in view at the top
            and Secure Pay at the foot of the window, both in view while the form scrolls. */}
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          className="space-y-4 lg:grid lg:grid-cols-[minmax(0,1fr)_25rem] lg:gap-x-6 lg:space-y-0 lg:pb-12"
        >
          <section
            className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:mb-32 lg:max-h-[calc(100dvh-17.5rem)] lg:self-start lg:overflow-y-auto lg:rounded-2xl"
            aria-label={t('desktop.order_summary')}
            data-testid="payment-summary"
          >
            {summary}
          </section>
          <div className="space-y-4 lg:col-start-1 lg:row-start-1">{fields}</div>
          {/* A box of its own on a desktop only: on a phone the bar's own stickiness spans the form. */}
          <div
            className="contents lg:sticky lg:bottom-4 lg:z-10 lg:col-start-2 lg:row-start-1 lg:block lg:self-end"
            data-testid="payment-pay"
          >
            {payBar}
          </div>
        </form>
      </FormProvider>

      {secure && (
        <Suspense fallback={null}>
          {platform.isNative ? (
            <BankBrowserPanel
              url={secure.url}
              onCancel={() => void leaveBank()}
              onPageLoaded={() =>
                void qc.invalidateQueries({ queryKey: bookingInfoKey(product, secure.code, secure.attempt) })
              }
              onClosed={() => void leaveBank()}
            />
          ) : (
            <ThreeDSecurePopup url={bankFrameUrl(secure.url)} onCancel={() => void leaveBank()} />
          )}
        </Suspense>
      )}
      <Popup
        isOpen={alert !== null}
        blocking
        title={alert?.title ?? t('checkout.alert_title')}
        actions={
          <Button
            onPress={() => {
              const after = alert?.after;
              setAlert(null);
              after?.();
            }}
          >
            {t('common.ok')}
          </Button>
        }
      >
        {alert?.message}
      </Popup>
      <Popup
        isOpen={timedOut && alert === null}
        blocking
        title={t('checkout.timed_out_title')}
        actions={<Button onPress={refreshKeepingForm}>{t('plan_web.hold_refresh')}</Button>}
      >
        {t('plan_web.hold_over')}
      </Popup>
      <Popup
        isOpen={blocker.state === 'blocked' || askLeave}
        title={t('plan_web.leave_title')}
        actions={
          <>
            <Button
              variant="secondary"
              onPress={() => {
                setAskLeave(false);
                blocker.reset?.();
              }}
            >
              {t('plan_web.leave_stay')}
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                if (askLeave) {
                  setAskLeave(false);
                  searchAgain();
                } else blocker.proceed?.();
              }}
            >
              {t('plan_web.leave_go')}
            </Button>
          </>
        }
      >
        {t('plan_web.leave_text')}
      </Popup>
    </div>
  );
}
