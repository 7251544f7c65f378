import { useTranslation } from '../../../lib/translate';
import type { PriceLines } from '../price-lines';

// Three amounts share a phone's width: a little smaller, never wrapped, always apart.
const moneyCell = 'whitespace-nowrap py-2 ps-2 text-end align-top text-[13px]';

/** Passenger type, price, tax (only when the first group has tax), service fee; coupon; total (02 §2). */
export function PriceTable({ lines, money }: { lines: PriceLines; money(amount: number): string }) {
  const { t } = useTranslation();
  const span = lines.showTax ? 3 : 2;
  return (
    <table className="w-full text-sm" data-testid="price-table">
      <thead>
        <tr className="text-start text-xs text-muted">
          <th scope="col" className="pb-2 text-start align-bottom font-medium">
            {t('checkout.col_passenger')}
          </th>
          <th scope="col" className="ps-2 pb-2 text-end align-bottom font-medium">
            {t('checkout.col_price')}
          </th>
          {lines.showTax && (
            <th scope="col" className="ps-2 pb-2 text-end align-bottom font-medium">
              {t('checkout.col_tax')}
            </th>
          )}
          <th scope="col" className="ps-2 pb-2 text-end align-bottom font-medium">
            {t('checkout.col_service_fee')}
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {lines.rows.map((r) => (
          <tr key={r.paxType} className="border-t border-line">
            <th scope="row" className="py-2 text-start font-normal">
              {r.label}{' '}
              <span className="block text-xs text-muted" data-testid="row-covers">
                {t('plan_web.row_covers', { count: r.count })}
              </span>
            </th>
            <td className={moneyCell}>{money(r.base)}</td>
            {lines.showTax && <td className={moneyCell}>{money(r.tax)}</td>}
            <td className={moneyCell}>{money(r.fee)}</td>
          </tr>
        ))}
        {lines.coupon && (
          <tr className="border-t border-line text-success" data-testid="coupon-line">
            <th scope="row" className="py-2 text-start font-normal">
              {t('checkout.coupon_line', { code: lines.coupon.code })}
            </th>
            <td colSpan={span} className="py-2 text-end font-semibold">
              −{money(Math.abs(lines.coupon.amount))}
            </td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-ink/80">
          <th scope="row" className="pt-3 text-start text-base font-semibold">
            {t('checkout.total')}
          </th>
          <td
            colSpan={span}
            className="pt-3 text-end text-xl font-bold text-brand-700 tabular-nums"
            data-testid="total"
          >
            {money(lines.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
