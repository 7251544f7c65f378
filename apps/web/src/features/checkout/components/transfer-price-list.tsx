import { useTranslation } from '../../../lib/translate';
import type { TransferPriceLines } from '../price-lines';

/** Selected Vehicle, Discount, Extra Products, VAT (only when not zero), the coupon and Total Price (02 §2). */
export function TransferPriceList({ lines, money }: { lines: TransferPriceLines; money(amount: number): string }) {
  const { t } = useTranslation();
  const minus = (amount: number) => (amount > 0 ? `−${money(amount)}` : money(0));
  const rows: Array<[key: string, label: string, amount: string]> = [
    ['vehicle', t('checkout.selected_vehicle'), money(lines.vehicle)],
    ['discount', t('checkout.discount'), minus(lines.discount)],
    ['extras', t('checkout.extra_products'), money(lines.extras)],
  ];
  if (lines.tax !== 0) rows.push(['vat', t('checkout.vat'), money(lines.tax)]);
  return (
    <dl className="text-sm tabular-nums" data-testid="transfer-prices">
      {rows.map(([key, label, amount]) => (
        <div
          key={key}
          className="flex items-baseline justify-between gap-3 border-t border-line py-2 first:border-t-0"
          data-testid={`price-${key}`}
        >
          <dt>{label}</dt>
          <dd className="text-end">{amount}</dd>
        </div>
      ))}
      {lines.coupon && (
        <div
          className="flex items-baseline justify-between gap-3 border-t border-line py-2 text-success"
          data-testid="coupon-line"
        >
          <dt>{t('checkout.coupon_line', { code: lines.coupon.code })}</dt>
          <dd className="text-end font-semibold">−{money(Math.abs(lines.coupon.amount))}</dd>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-3 border-t-2 border-ink/80 pt-3">
        <dt className="text-base font-semibold">{t('checkout.total_price')}</dt>
        <dd className="text-xl font-bold text-brand-700" data-testid="total">
          {money(lines.total)}
        </dd>
      </div>
    </dl>
  );
}
