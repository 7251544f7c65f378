import type { FlightPriceAlert, TransferPriceAlert } from '@yolcu/contract/price-alerts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import { Link } from 'react-router';
import { CarIcon, MailIcon, PhoneIcon, PlaneIcon, SearchIcon } from '../../../components/ui/icons';
import { hhmm, shortDay } from '../../../lib/day-format';
import { passengerSummary } from '../../../lib/passenger-summary';
import { useSettings } from '../../../lib/settings-store';
import { type AlertTab, searchGatePath } from '../api/price-alerts';
import { PriceChange } from './price-change';

/** A stored alert phone is the 10 digits of a Turkish mobile; shown the way people write it. */
export const formatAlertPhone = (digits: string) =>
  /^\d{10}$/.test(digits)
    ? `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`
    : digits;

interface ShellProps {
  product: AlertTab;
  alert: FlightPriceAlert | TransferPriceAlert;
  icon: ReactNode;
  format(amount: number): string;
  /** Asks to stop and delete this alert (the page confirms first). */
  onDelete(): void;
  deleting?: boolean;
  children: ReactNode;
}

function AlertShell({ product, alert, icon, format, onDelete, deleting, children }: ShellProps) {
  const { t } = useTranslation();
  const action =
    'inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded-xl px-4 text-[15px] font-semibold';
  return (
    <li
      className={`rounded-2xl border border-line p-4 shadow-sm ${alert.active ? 'bg-surface' : 'bg-canvas'}`}
      data-testid="price-alert"
    >
      <div className="flex gap-3">
        <span
          className={`mt-0.5 grid size-8 shrink-0 place-items-center rounded-full ${alert.active ? 'bg-brand-50 text-brand-600' : 'bg-line/60 text-muted'}`}
          aria-hidden
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">{children}</div>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          className="-me-2 -mt-2 inline-flex min-h-11 shrink-0 items-center self-start rounded-xl px-3 text-sm font-semibold text-danger hover:bg-danger/10 disabled:opacity-50"
        >
          {t('plan_web.alert_delete')}
        </button>
      </div>
      <div className="mt-3 border-t border-dashed border-line pt-3">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('plan_web.alert_current_price')}</p>
        <PriceChange oldPrice={alert.old_price} newPrice={alert.new_price} format={format} />
        {alert.target_price !== null && (
          <p className="mt-1 text-sm text-muted" data-testid="alert-target">
            {t('plan_web.alert_target', { price: format(alert.target_price) })}
          </p>
        )}
      </div>
      <div className="mt-3 flex items-end justify-between gap-3">
        <div className="min-w-0 space-y-0.5 text-sm text-muted">
          <p className="text-xs font-semibold tracking-wide uppercase">{t('price_alerts.notifies')}</p>
          {alert.notify_email && (
            <p className="flex items-center gap-1.5">
              <MailIcon width={14} height={14} className="shrink-0" />
              <span className="truncate">{alert.notify_email}</span>
            </p>
          )}
          {/* Another address than the account's starts only once it confirms by the mailed link (issue 36). */}
          {alert.confirmed === false && (
            <p
              className="inline-block rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-ink"
              data-testid="alert-unconfirmed"
            >
              {t('price_alerts.awaiting_confirmation')}
            </p>
          )}
          {alert.notify_phone && (
            <p className="flex items-center gap-1.5">
              <PhoneIcon width={14} height={14} className="shrink-0" />
              <span className="whitespace-nowrap tabular-nums">{formatAlertPhone(alert.notify_phone)}</span>
            </p>
          )}
        </div>
        {alert.active ? (
          <Link
            to={searchGatePath(product, alert.option)}
            className={`${action} bg-brand-600 text-white hover:bg-brand-700`}
          >
            <SearchIcon width={16} height={16} />
            {t('price_alerts.search')}
          </Link>
        ) : (
          // Beside the disabled Search, so the reason it cannot run is where the eye goes.
          <div className="flex shrink-0 flex-col items-end gap-1.5">
            <span className="rounded-full bg-line/70 px-2.5 py-0.5 text-xs font-semibold text-muted">
              {t('price_alerts.expired')}
            </span>
            <button
              type="button"
              disabled
              className={`${action} cursor-not-allowed border border-line bg-surface text-muted`}
            >
              <SearchIcon width={16} height={16} />
              {t('price_alerts.search')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

/** A flight alert: airport codes with their cities, departure and return days as DD MMM, ddd. */
interface CardProps<A> {
  alert: A;
  format(amount: number): string;
  onDelete(): void;
  deleting?: boolean;
}

export function FlightAlertCard({ alert, format, onDelete, deleting }: CardProps<FlightPriceAlert>) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const { departure_airport: from, arrival_airport: to, departure_date, return_date } = alert.option_detail;
  return (
    <AlertShell
      product="flight"
      alert={alert}
      icon={<PlaneIcon width={16} height={16} />}
      format={format}
      onDelete={onDelete}
      deleting={deleting}
    >
      <p className="text-[15px] leading-snug font-bold">
        {from.code} <span className="font-normal text-muted">→</span> {to.code}
      </p>
      <p className="truncate text-sm text-muted">
        {from.city} – {to.city}
      </p>
      <p className="mt-1 text-sm font-semibold text-ink">
        {shortDay(departure_date, language)}
        {return_date && ` – ${shortDay(return_date, language)}`}
      </p>
      <p className="text-sm text-muted" data-testid="alert-passengers">
        {passengerSummary(alert.option_detail, t)}
      </p>
    </AlertShell>
  );
}

/** A transfer alert: pick-up and drop-off places, the day as DD MMM, ddd and the pick-up time. */
export function TransferAlertCard({ alert, format, onDelete, deleting }: CardProps<TransferPriceAlert>) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const { departure_location: from, arrival_location: to, departure_date, departure_pickup_time } = alert.option_detail;
  return (
    <AlertShell
      product="transfer"
      alert={alert}
      icon={<CarIcon width={16} height={16} />}
      format={format}
      onDelete={onDelete}
      deleting={deleting}
    >
      <p className="text-[15px] leading-snug font-semibold">
        {from.name} <span className="font-normal text-muted">→</span> {to.name}
      </p>
      <p className="mt-1 text-sm font-semibold text-ink">
        {shortDay(departure_date, language)} ·{' '}
        <span className="whitespace-nowrap">
          <span className="font-normal text-muted">{t('price_alerts.pick_up')}</span>{' '}
          <span className="tabular-nums">{hhmm(departure_pickup_time)}</span>
        </span>
      </p>
      <p className="text-sm text-muted" data-testid="alert-passengers">
        {t('flight_search.passengers_count', { count: alert.option_detail.passenger_count })}
      </p>
    </AlertShell>
  );
}
