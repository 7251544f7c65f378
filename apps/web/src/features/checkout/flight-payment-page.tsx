import type { FlightPayment, FlightPaymentData, SavedPassenger } from '@yolcu/contract';
import { useEffect, useMemo, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { useCountries } from '../../lib/api/queries';
import { useSavedPassengers } from './api/user-lists';
import { CouponPicker } from './components/coupon-picker';
import { ContactFields } from './components/contact-fields';
import { FlightDirectionCard } from './components/flight-direction-card';
import { Section } from './components/form-controls';
import { PassengerCard } from './components/passenger-card';
import { CardFields } from './components/card-fields';
import { PriceTable } from './components/price-table';
import { SavedPassengerSheet, savedToPassenger } from './components/saved-passenger-sheet';
import { useChosenCoupon } from './hooks/use-chosen-coupon';
import { useMoney } from './hooks/use-money';
import { airportChanges } from '../../lib/airport-change';
import { defaultValues, type PaymentFormValues, toPayload } from './payment-form';
import { lazyResolver, onFirstInput } from './lazy-resolver';
import { fieldErrorOf, PaymentPage, PaymentShell } from './payment-shell';
import { rememberTripContact } from '../../lib/trip-transfer';
import { useSession } from '../../lib/session';
import { priceLines } from './price-lines';
import { isFlightFormPath } from './server-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePageForm } from '../../lib/use-page-form';

/** Flight payment (02 §2, §4, §5): the selection, prices, contact, passengers, card, invoice, consent, Secure Pay. */
export function FlightPaymentPage() {
  useDocumentTitle('a11y.title.flight_payment');
  const { t } = useTranslation();
  const texts = {
    title: t('checkout.title'),
    loading: t('checkout.loading'),
    noSelection: t('checkout.no_selection'),
    searchAgainHint: t('checkout.search_again_hint'),
  };
  return <PaymentPage product="flight" texts={texts} view={PaymentView} />;
}

function PaymentView({ data, sessionUnique }: { data: FlightPaymentData; sessionUnique: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const countries = useCountries().data ?? [];
  const savedPassengers = useSavedPassengers().data ?? [];
  const rules = data.form_rules;
  const resolver = useMemo(
    () => lazyResolver(() => import('./payment-resolver').then((m) => m.flightResolver(rules))),
    [rules],
  );
  useEffect(() => onFirstInput(resolver.preload), [resolver]);
  const { form, lifecycle } = usePageForm<PaymentFormValues>({
    defaultValues: defaultValues(sessionUnique, rules),
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [picking, setPicking] = useState<number | null>(null);
  const { coupons, coupon } = useChosenCoupon(form.control);
  const lines = priceLines(data, coupon);
  const fieldError = fieldErrorOf(form.formState.errors);
  const signedIn = useSession((st) => st.token !== null);

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

  return (
    <>
      {lifecycle}
      <PaymentShell
        product="flight"
        sessionUnique={sessionUnique}
        title={t('checkout.title')}
        option={data.option}
        timeOutSeconds={data.time_out_seconds}
        form={form}
        total={money(lines.total)}
        amountTry={lines.total}
        isFormPath={isFlightFormPath}
        toBody={(values) => {
          // 03 §14: a guest's contact is kept in this tab for the ride after the flight (never a card field).
          if (!signedIn)
            rememberTripContact({ email: values.email, phone_code: values.phone_code, phone: values.phone });
          return toPayload(values as unknown as FlightPayment, rules);
        }}
        summary={
          <>
            <FlightDirectionCard direction={data.departure_booking} kind="departure" />
            {data.return_booking && <FlightDirectionCard direction={data.return_booking} kind="return" />}
            {data.return_booking &&
              airportChanges(
                {
                  from: data.departure_booking.info.departure_airport.code,
                  to: data.departure_booking.info.arrival_airport.code,
                },
                {
                  from: data.return_booking.info.departure_airport.code,
                  to: data.return_booking.info.arrival_airport.code,
                },
                t,
              ).map((note) => (
                <p
                  key={note}
                  className="rounded-xl bg-accent/15 px-3 py-2 text-sm font-medium text-ink"
                  data-testid="airport-change"
                >
                  {note}
                </p>
              ))}

            <Section title={t('checkout.price_title')} id="price">
              <PriceTable lines={lines} money={money} />
              <CouponPicker coupons={coupons} money={money} />
            </Section>
          </>
        }
      >
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
          <CardFields fieldError={fieldError} sessionUnique={sessionUnique} amountTry={lines.total} />
        </Section>

        {picking !== null && (
          <SavedPassengerSheet passengers={savedPassengers} onPick={pickPassenger} onClose={() => setPicking(null)} />
        )}
      </PaymentShell>
    </>
  );
}
