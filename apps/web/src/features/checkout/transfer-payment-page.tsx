import type { TransferPayment, TransferPaymentData } from '@yolcu/contract';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { useCountries } from '../../lib/api/queries';
import { CardFields } from './components/card-fields';
import { CouponPicker } from './components/coupon-picker';
import { FlightFitWarning } from './components/flight-fit-warning';
import { Section } from './components/form-controls';
import { TransferExtras } from './components/transfer-extras';
import { TransferNoteFields } from './components/transfer-note-fields';
import { TransferPassengerCard } from './components/transfer-passenger-card';
import { TransferPriceList } from './components/transfer-price-list';
import { TransferSummary } from './components/transfer-summary';
import { useChosenCoupon } from './hooks/use-chosen-coupon';
import { useMoney } from './hooks/use-money';
import { lazyResolver, onFirstInput } from './lazy-resolver';
import { fieldErrorOf, PaymentPage, PaymentShell } from './payment-shell';
import { transferPriceLines } from './price-lines';
import { isTransferFormPath } from './server-errors';
import { type TransferFormValues, toTransferPayload, transferDefaults } from './transfer-payment-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { tripContact, tripFor } from '../../lib/trip-transfer';
import { useSession } from '../../lib/session';
import { usePageForm } from '../../lib/use-page-form';

/**
 * Transfer payment, titled Payment Information (02 §2, §4, §5): the ride, its extras and prices,
 * the passengers with the leader's contact, notes for the driver, card, invoice, consent, Secure Pay.
 */
export function TransferPaymentPage() {
  useDocumentTitle('a11y.title.transfer_payment');
  const { t } = useTranslation();
  const texts = {
    title: t('checkout.transfer_title'),
    loading: t('checkout.transfer_loading'),
    noSelection: t('checkout.transfer_no_selection'),
    searchAgainHint: t('checkout.transfer_search_again_hint'),
  };
  return <PaymentPage product="transfer" texts={texts} view={TransferPaymentView} />;
}

function TransferPaymentView({ data, sessionUnique }: { data: TransferPaymentData; sessionUnique: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const countries = useCountries().data ?? [];
  // 02 §2: the leader's nationality starts as Turkey.
  const turkey = countries.find((c) => c.code === 'TR')?.id ?? null;
  const rules = data.form_rules;
  const resolver = useMemo(
    () => lazyResolver(() => import('./payment-resolver').then((m) => m.transferResolver(rules))),
    [rules],
  );
  useEffect(() => onFirstInput(resolver.preload), [resolver]);
  const signedIn = useSession((st) => st.token !== null);
  // 03 §14: a ride that follows the flight kept in this tab starts with that flight and its leader;
  // a guest's contact typed for the flight too (a signed-in user's comes from the account).
  const [trip] = useState(() =>
    tripFor({
      departure_location_id: data.departure_location.id,
      arrival_location_id: data.arrival_location.id,
      departure_date: data.info.departure_date,
    }),
  );
  const { form, lifecycle } = usePageForm<TransferFormValues>({
    defaultValues: transferDefaults(sessionUnique, data, turkey, {
      trip,
      contact: trip && !signedIn ? tripContact() : null,
    }),
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const quantities = useWatch({ control: form.control, name: 'extra_products' });
  const { coupons, coupon } = useChosenCoupon(form.control);
  const lines = transferPriceLines(data, quantities, coupon);
  const fieldError = fieldErrorOf(form.formState.errors);

  // The countries may arrive after the form started; Turkey is then filled in unless one was chosen.
  useEffect(() => {
    if (turkey !== null && form.getValues('passengers.0.nationality') === null)
      form.setValue('passengers.0.nationality', turkey);
  }, [turkey, form]);

  return (
    <>
      {lifecycle}
      <PaymentShell
        product="transfer"
        sessionUnique={sessionUnique}
        title={t('checkout.transfer_title')}
        option={data.option}
        timeOutSeconds={data.time_out_seconds}
        form={form}
        total={money(lines.total)}
        amountTry={lines.total}
        isFormPath={isTransferFormPath}
        toBody={(values) => toTransferPayload(values as unknown as TransferPayment)}
        billingTitle={t('checkout.billing_title')}
        summary={
          <>
            <TransferSummary data={data} />
            <FlightFitWarning trip={trip} data={data} />

            <Section title={t('checkout.price_title')} id="price">
              <TransferExtras extras={data.extra_products} money={money} fieldError={fieldError} />
              <TransferPriceList lines={lines} money={money} />
              <CouponPicker coupons={coupons} money={money} />
            </Section>
          </>
        }
      >
        <div className="space-y-3">
          <h2 className="px-1 text-base font-semibold">{t('checkout.passengers_title')}</h2>
          {Array.from({ length: form.getValues('passengers').length }, (_, i) => (
            <TransferPassengerCard key={i} index={i} countries={countries} fieldError={fieldError} />
          ))}
        </div>

        <Section title={t('checkout.additional_info')} id="additional">
          <TransferNoteFields fieldError={fieldError} />
        </Section>

        <Section title={t('checkout.card_title')} id="card">
          <CardFields fieldError={fieldError} sessionUnique={sessionUnique} amountTry={lines.total} />
        </Section>
      </PaymentShell>
    </>
  );
}
