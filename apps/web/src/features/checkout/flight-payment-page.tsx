import type { FlightPayment, FlightPaymentData, SavedPassenger } from '@yolcu/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, get, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { BackIcon } from '../../components/ui/icons';
import { Popup } from '../../components/ui/popup';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api/errors';
import { useCorporatePages, useCountries, useCurrency } from '../../lib/api/queries';
import { formatMoney } from '../../lib/format';
import { translateToken } from '../../lib/i18n';
import { useUser } from '../../lib/session';
import { useSettings } from '../../lib/settings-store';
import { useCountdown } from '../../lib/use-countdown';
import { beforePayment } from './api/before-payment';
import { payFlight } from './api/pay';
import { flightPaymentDataKey, isPaymentDataGone, useFlightPaymentData } from './api/payment-data';
import { isUsableCoupon, useSavedBills, useSavedPassengers, useUserCoupons } from './api/user-lists';
import { CardFields } from './components/card-fields';
import { ConsentField } from './components/consent-field';
import { ContactFields } from './components/contact-fields';
import { CouponPicker } from './components/coupon-picker';
import { FlightDirectionCard } from './components/flight-direction-card';
import { Section } from './components/form-controls';
import { InvoiceField } from './components/invoice-field';
import { PassengerCard } from './components/passenger-card';
import { PaymentSkeleton } from './components/payment-skeleton';
import { PriceTable } from './components/price-table';
import { SavedPassengerSheet, savedToPassenger } from './components/saved-passenger-sheet';
import { SecurePayBar } from './components/secure-pay-bar';
import { ThreeDSecurePopup } from './components/three-d-secure-popup';
import { type PaymentOutcome, usePaymentWatch } from './hooks/use-payment-watch';
import { errorPaths, focusFirstError } from './focus-first-error';
import { defaultValues, type PaymentFormValues, toPayload } from './payment-form';
import { paymentResolver } from './payment-resolver';
import { priceLines } from './price-lines';
import { isPaymentFormPath, splitServerErrors } from './server-errors';

/** Flight payment (02 §2, §4, §5): the selection, prices, contact, passengers, card, invoice, consent, Secure Pay. */
export function FlightPaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionUnique = params.get('session_unique');
  const query = useFlightPaymentData(sessionUnique);

  if (!sessionUnique) return <Unavailable message={t('checkout.no_selection')} />;
  if (query.isPending) return <PaymentSkeleton label={t('checkout.loading')} />;
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null;
    // A search the server no longer knows (4xx) cannot be retried; a dropped connection or a 5xx can.
    const retryable = !error || error.status === 0 || error.status >= 500;
    return <Unavailable message={error?.message || t('error.load_failed')} onRetry={retryable ? () => void query.refetch() : undefined} />;
  }
  if (isPaymentDataGone(query.data)) return <Unavailable message={query.data.message || t('checkout.session_gone')} />;
  return <PaymentView key={sessionUnique} data={query.data} sessionUnique={sessionUnique} />;
}

/** Nothing to pay for (expired session, nothing selected): say so and offer a new search. */
function Unavailable({ message, onRetry }: { message: string; onRetry?(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="space-y-4 px-4 pt-4">
      <h1 className="text-xl font-bold">{t('checkout.title')}</h1>
      <EmptyState title={message} text={t('checkout.search_again_hint')} />
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
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

function PaymentView({ data, sessionUnique }: { data: FlightPaymentData; sessionUnique: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { currency, language } = useSettings();
  const rate = useCurrency(currency).data?.value ?? 1;
  const money = (n: number) => formatMoney(n, currency, rate, language);
  const user = useUser();
  const countries = useCountries().data ?? [];
  const corporatePages = useCorporatePages();
  const coupons = (useUserCoupons().data ?? []).filter((c) => isUsableCoupon(c));
  const bills = useSavedBills().data ?? [];
  const savedPassengers = useSavedPassengers().data ?? [];
  const rules = data.form_rules;
  const resolver = useMemo(() => paymentResolver(rules), [rules]);
  const form = useForm<PaymentFormValues>({ defaultValues: defaultValues(sessionUnique, rules), resolver, mode: 'onTouched', shouldFocusError: false });
  const [alert, setAlert] = useState<{ title?: string; message: string; after?: () => void } | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const [secure, setSecure] = useState<{ url: string; attempt: number } | null>(null);
  const [picking, setPicking] = useState<number | null>(null);
  const attempts = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const left = useCountdown(data.time_out_seconds);
  const couponId = useWatch({ control: form.control, name: 'coupon' });
  const coupon = coupons.find((c) => c.id === couponId) ?? null;
  const lines = priceLines(data, coupon);

  /** Leaving before paying repeats the search from scratch (02 §4). */
  const searchAgain = () => {
    qc.removeQueries({ queryKey: flightPaymentDataKey(sessionUnique) });
    navigate(`/flight/search-gate/${data.option}`, { replace: true });
  };
  const reload = () => void qc.invalidateQueries({ queryKey: flightPaymentDataKey(sessionUnique) });

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
    beforePayment(sessionUnique)
      .then((r) => {
        if (r.refresh) reload();
        if (!r.status || r.message) setAlert({ message: r.message || t('checkout.try_again'), after: r.research ? searchAgain : undefined });
        else if (r.research) searchAgain();
      })
      .catch(() => {
        // The pay call checks the selection again; a failed check here must not block the form.
      });
  }, []);

  const fieldError = (name: string) => {
    const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    return message ? translateToken(message) : undefined;
  };
  const billError = form.formState.errors.bill ? t('checkout.invoice_incomplete') : undefined;

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      const res = await payFlight(toPayload(values as unknown as FlightPayment, rules));
      if (!res.status) {
        // A changed price is shown at once; a selection that is gone leads to a new search.
        if (!res.research) reload();
        setAlert({ message: res.message || t('checkout.try_again'), after: res.research ? searchAgain : undefined });
        return;
      }
      attempts.current += 1;
      setSecure({ url: res.pay_url, attempt: attempts.current });
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      if (err?.status === 400 && Object.keys(err.fields).length > 0) {
        const split = splitServerErrors(err.fields, isPaymentFormPath);
        for (const [path, message] of split.fields) form.setError(path as Path<PaymentFormValues>, { type: 'server', message });
        setGeneral(split.general);
        toast.error(t('checkout.check_fields'));
        focusFirstError(formRef.current, split.fields.map(([path]) => path));
      } else {
        setAlert({ message: err?.message || t('checkout.try_again') });
      }
    }
  }, (errors) => focusFirstError(formRef.current, errorPaths(errors)));

  const onOutcome = (outcome: PaymentOutcome) => {
    if (outcome.status === 'completed') {
      qc.removeQueries({ queryKey: flightPaymentDataKey(sessionUnique) });
      navigate(`/flight/booking/detail/${encodeURIComponent(sessionUnique)}?clear=true`, { replace: true });
      return;
    }
    setSecure(null);
    // The form stays filled so the traveller can pay again; the security code is asked again.
    form.setValue('card_cvc', '');
    setAlert({ title: t('checkout.payment_failed_title'), message: outcome.message || t('checkout.payment_failed') });
  };
  usePaymentWatch(sessionUnique, secure?.attempt ?? null, onOutcome);

  const pickPassenger = (p: SavedPassenger) => {
    if (picking === null) return;
    for (const [key, value] of Object.entries(savedToPassenger(p))) {
      form.setValue(`passengers.${picking}.${key}` as Path<PaymentFormValues>, value as never, { shouldDirty: true });
    }
    form.clearErrors(`passengers.${picking}`);
    setPicking(null);
  };

  const paxNames = new Map(data.group_tickets.map((g) => [g.pax_type, g.pax_name]));
  const paxSeen = new Map<string, number>();
  const passengerTitles = rules.passengers.map((type) => {
    const n = (paxSeen.get(type) ?? 0) + 1;
    paxSeen.set(type, n);
    const count = rules.passengers.filter((p) => p === type).length;
    const name = paxNames.get(type) ?? type;
    return count > 1 ? `${name} ${n}` : name;
  });
  const timedOut = left === 0 && secure === null;

  return (
    <div className="px-4">
      <div className="-mx-2 flex items-center gap-1 pt-2 pb-1">
        <button type="button" onClick={searchAgain} className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-surface" aria-label={t('common.back')}>
          <BackIcon />
        </button>
        <h1 className="flex-1 text-xl font-bold">{t('checkout.title')}</h1>
        {left !== null && left > 0 && (
          <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums ${left < 120 ? 'bg-danger/10 text-danger' : 'bg-surface text-muted'}`} role="timer" aria-label={t('checkout.time_left', { time: mmss(left) })}>
            <ClockIcon />
            {mmss(left)}
          </span>
        )}
      </div>
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
          <FlightDirectionCard direction={data.departure_booking} kind="departure" />
          {data.return_booking && <FlightDirectionCard direction={data.return_booking} kind="return" />}

          <Section title={t('checkout.price_title')} id="price">
            <PriceTable lines={lines} money={money} />
            <CouponPicker coupons={coupons} money={money} />
          </Section>

          <Section title={t('checkout.contact_title')} id="contact">
            <ContactFields countries={countries} fieldError={fieldError} />
          </Section>

          <div className="space-y-3">
            <h2 className="px-1 text-base font-semibold">{t('checkout.passengers_title')}</h2>
            {rules.passengers.map((type, i) => (
              <PassengerCard
                key={`${type}-${i}`}
                index={i}
                title={passengerTitles[i] ?? type}
                rules={rules}
                countries={countries}
                fieldError={fieldError}
                onPick={savedPassengers.length > 0 ? () => setPicking(i) : undefined}
              />
            ))}
          </div>

          <Section title={t('checkout.card_title')} id="card">
            <CardFields fieldError={fieldError} />
          </Section>

          <section className="rounded-2xl border border-line bg-surface px-4 py-2">
            <InvoiceField savedBills={bills} error={billError} />
            <div className="border-t border-line pt-2">
              <ConsentField pages={corporatePages.data ?? []} loading={corporatePages.isPending} error={fieldError('condition')} />
            </div>
          </section>

          {general.length > 0 && (
            <div className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger" role="alert">
              {general.map((m) => (
                <p key={m}>{m}</p>
              ))}
            </div>
          )}

          <SecurePayBar total={money(lines.total)} busy={form.formState.isSubmitting || secure !== null} />
        </form>
      </FormProvider>

      {picking !== null && <SavedPassengerSheet passengers={savedPassengers} onPick={pickPassenger} onClose={() => setPicking(null)} />}
      {secure && (
        <ThreeDSecurePopup
          url={secure.url}
          onCancel={() => {
            setSecure(null);
            toast.info(t('checkout.payment_cancelled'));
          }}
        />
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
        actions={<Button onPress={searchAgain}>{t('checkout.new_search')}</Button>}
      >
        {t('checkout.timed_out')}
      </Popup>
    </div>
  );
}
