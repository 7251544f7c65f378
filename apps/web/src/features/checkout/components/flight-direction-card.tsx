import type { FlightDirection, FlightLegView } from '@yolcu/contract';
import { useTranslation } from '../../../lib/translate';
import { PlaneIcon } from '../../../components/ui/icons';
import { asSentence, fareCancelRule } from '../../../lib/fare-cancel-rule';
import { formatDuration } from '../../../lib/duration';
import { formatFlightDay, hhmm } from '../format-trip';
import { HtmlContent } from './html-content';
import { InfoPopover } from './info-popover';
import { assetUrl } from '../../../lib/api/origin';

/** Bags up to 8 kg are hand luggage only; more is checked baggage (02 §9). */
export const isHandLuggageOnly = (info: FlightDirection['info']) =>
  info.baggage_type === 'HL' || info.baggage_allowance <= 8;

function Leg({ leg }: { leg: FlightLegView }) {
  const { t, i18n } = useTranslation();
  const nextDay = leg.arrival_date > leg.departure_date;
  const cabin =
    leg.fly_class === 'ECONOMY'
      ? t('checkout.class_economy')
      : leg.fly_class === 'BUSINESS'
        ? t('checkout.class_business')
        : leg.fly_class;
  return (
    <div data-testid="flight-leg">
      <div className="flex items-center gap-2.5">
        <img src={assetUrl(leg.airline.logo)} alt="" width={32} height={32} className="size-8 rounded-lg" />
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-semibold">{leg.airline.name}</span>
          <span className="text-muted">
            {' '}
            · {leg.flight_number} · {cabin}
          </span>
        </p>
      </div>
      <div className="mt-3 grid grid-cols-[1fr_auto_1fr] items-start gap-2">
        <div>
          <p className="text-xl font-bold tabular-nums">{hhmm(leg.departure_time)}</p>
          <p className="text-sm font-semibold">{leg.departure_airport.code}</p>
          <p className="text-xs leading-snug text-muted">{leg.departure_airport.name}</p>
        </div>
        <div className="flex flex-col items-center pt-1.5 text-xs text-muted">
          <span>{formatDuration(leg.fly_duration, t)}</span>
          <span className="mt-1 flex w-20 items-center gap-1" aria-hidden>
            <span className="h-px flex-1 bg-line" />
            <PlaneIcon width={14} height={14} className="rotate-45 text-brand-500" />
            <span className="h-px flex-1 bg-line" />
          </span>
        </div>
        <div className="text-end">
          <p className="text-xl font-bold tabular-nums">
            {hhmm(leg.arrival_time)}
            {nextDay && (
              <sup className="ms-0.5 text-xs text-danger" title={formatFlightDay(leg.arrival_date, i18n.language)}>
                +1
              </sup>
            )}
          </p>
          <p className="text-sm font-semibold">{leg.arrival_airport.code}</p>
          <p className="text-xs leading-snug text-muted">{leg.arrival_airport.name}</p>
        </div>
      </div>
    </div>
  );
}

/** One direction of the trip: legs with stand-by times between them, baggage, and the notes of the fare. */
export function FlightDirectionCard({ direction, kind }: { direction: FlightDirection; kind: 'departure' | 'return' }) {
  const { t, i18n } = useTranslation();
  const { info, transfers: legs } = direction;
  const first = legs[0];
  const last = legs[legs.length - 1];
  const fare = info.alternative_price;
  const texts = (list: Array<{ description: string }>) =>
    list.map((p) => asSentence(p.description, i18n.language)).filter(Boolean);
  const changeTexts = texts(info.change_policies_texts);
  const cancelTexts = texts(info.cancelation_policies_texts);
  // An airline's own terms come said by the server; the product's families by their code.
  const cancelRule = fare.cancel_rule ?? fareCancelRule(fare.code, t);
  return (
    <article className="rounded-2xl border border-line bg-surface p-4" data-testid={`direction-${kind}`}>
      <header className="mb-3 flex items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          {kind === 'departure' ? t('checkout.departure_flight') : t('checkout.return_flight')}
          {first && last && (
            <span className="font-normal text-muted">
              {' '}
              · {first.departure_airport.code} → {last.arrival_airport.code}
            </span>
          )}
        </h2>
        <span className="shrink-0 text-sm text-muted">
          {formatFlightDay(first?.departure_date ?? info.departure_date, i18n.language)}
        </span>
      </header>
      <ol className="space-y-3">
        {legs.map((leg, i) => (
          <li key={`${leg.flight_number}-${leg.departure_date}`}>
            {i > 0 && leg.stand_by_duration > 0 && (
              <p className="mb-3 rounded-lg bg-accent/10 px-3 py-2 text-xs font-medium text-ink">
                {t('duration.stand_by', {
                  time: formatDuration(leg.stand_by_duration, t),
                  airport: `${leg.departure_airport.code} · ${leg.departure_airport.city || leg.departure_airport.name}`,
                })}
              </p>
            )}
            <Leg leg={leg} />
          </li>
        ))}
      </ol>
      <p className="mt-4 border-t border-dashed border-line pt-3 text-sm text-muted" data-testid="baggage">
        {isHandLuggageOnly(info)
          ? t('checkout.hand_luggage_only')
          : t('checkout.checked_baggage', { kg: info.baggage_allowance })}
      </p>
      {cancelRule && (
        <p className="mt-1 text-sm text-muted" data-testid="cancel-rule">
          {cancelRule}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {info.flight_sale_type === 1 && (
          <InfoPopover tone="warning" label={t('checkout.charter')} title={t('checkout.charter')}>
            <p>{t('checkout.charter_notice')}</p>
          </InfoPopover>
        )}
        <InfoPopover label={t('checkout.flight_rules')} title={t('checkout.flight_rules')}>
          {info.airline_rule.content ? <HtmlContent html={info.airline_rule.content} /> : null}
          {changeTexts.length > 0 && (
            <ul className="list-disc space-y-1 ps-5">
              {changeTexts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {cancelTexts.length > 0 && (
            <>
              <h3 className="pt-1 font-semibold">{t('cancel.terms_title')}</h3>
              <ul className="list-disc space-y-1 ps-5" data-testid="cancel-policies">
                {cancelTexts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          )}
          {!info.airline_rule.content && changeTexts.length + cancelTexts.length === 0 && (
            <p>{t('checkout.no_rules')}</p>
          )}
        </InfoPopover>
        <InfoPopover
          label={fare.name ? t('checkout.fare_chip', { name: fare.name }) : t('checkout.fare_package')}
          title={t('checkout.fare_package_title', { name: fare.name })}
        >
          <ul className="space-y-1">
            <li>{t('checkout.fare_hand_luggage', { kg: fare.hand_luggage_allowance })}</li>
            <li>
              {fare.luggage_allowance > 0
                ? t('checkout.fare_luggage', { kg: fare.luggage_allowance })
                : t('checkout.fare_no_luggage')}
            </li>
            <li>{fare.free_change ? t('checkout.fare_free_change') : t('checkout.fare_paid_change')}</li>
            <li>
              {cancelRule ?? (fare.free_cancel ? t('checkout.fare_free_cancel') : t('checkout.fare_no_free_cancel'))}
            </li>
          </ul>
        </InfoPopover>
      </div>
    </article>
  );
}
