import { useTranslation } from '../../../lib/translate';

interface PriceChangeProps {
  oldPrice: number;
  newPrice: number;
  format(amount: number): string;
}

/**
 * The last price move the alert saw: down in green with ↓, up in red with ↑, unchanged quiet.
 * The words are there for screen readers; the arrow and colour say the same to the eye.
 */
export function PriceChange({ oldPrice, newPrice, format }: PriceChangeProps) {
  const { t } = useTranslation();
  // No offer now is recorded as 0 (03 §8): nothing to compare, and no price to show.
  if (newPrice <= 0) {
    return (
      <p className="text-sm text-muted" data-testid="price-change" data-direction="same">
        {t('price_alerts.no_offer')}
      </p>
    );
  }
  // An alert that started without an offer has no earlier price: its first price is not a rise.
  const direction = oldPrice <= 0 || newPrice === oldPrice ? 'same' : newPrice < oldPrice ? 'down' : 'up';
  if (direction === 'same') {
    return (
      <div
        className="flex flex-wrap items-baseline justify-between gap-x-3"
        data-testid="price-change"
        data-direction="same"
      >
        <span className="text-lg font-bold text-ink tabular-nums">{format(newPrice)}</span>
        <span className="text-sm text-muted">{t('price_alerts.no_change')}</span>
      </div>
    );
  }
  const down = direction === 'down';
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1"
      data-testid="price-change"
      data-direction={direction}
    >
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('price_alerts.old_price')}</span>
        <span className="text-sm text-muted line-through tabular-nums">{format(oldPrice)}</span>
        <span className="text-muted" aria-hidden>
          →
        </span>
        <span className="sr-only">{t('price_alerts.new_price')}</span>
        <span className={`text-lg font-bold tabular-nums ${down ? 'text-success' : 'text-danger'}`}>
          {format(newPrice)}
        </span>
      </span>
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ${down ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger'}`}
      >
        <span aria-hidden>{down ? '↓' : '↑'}</span>
        <span className="sr-only">{t(down ? 'price_alerts.went_down' : 'price_alerts.went_up')}</span>
        {format(Math.abs(newPrice - oldPrice))}
      </span>
    </div>
  );
}
