import type { BookingStatus } from '@yolcu/contract/payment';
import { useTranslation } from '../../../lib/translate';
import { formatMoney } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  troy: 'Troy',
};

export type PriceLine = [label: string, amount: number];

interface PriceCardProps {
  status: BookingStatus;
  lines: PriceLine[];
  total: number;
  payment: { card_brand: string | null; card_last4: string } | null;
}

/** The price parts of a booking, its total and the masked card it was paid with. */
export function PriceCard({ status, lines, total, payment }: PriceCardProps) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  // What the card was charged: always in TRY (03 §2), whatever currency the app shows.
  const money = (n: number) => formatMoney(n, 'TRY', 1, language);
  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      <h2 className="font-semibold">
        {t(status === 'completed' || status === 'cancelled' ? 'bookings.price_paid' : 'bookings.price_total')}
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        {lines.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 text-muted" data-testid="price-line">
            <dt>{label}</dt>
            <dd className="tabular-nums">{money(value)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-t border-line pt-2">
          <dt className="font-semibold">{t('bookings.total')}</dt>
          <dd className="text-xl font-bold text-brand-700 tabular-nums" data-testid="price-total">
            {money(total)}
          </dd>
        </div>
      </dl>
      {payment && (
        <p className="mt-3 text-sm text-muted" data-testid="card">
          {t('bookings.paid_with', {
            card: `${(payment.card_brand && CARD_BRANDS[payment.card_brand]) || t('bookings.card')} •••• ${payment.card_last4}`,
          })}
        </p>
      )}
    </section>
  );
}
