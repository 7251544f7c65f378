import type { FlightDirection, FlightLegView, PaxType } from '@yolcu/contract/flight-payment';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import { useDuration } from '../../../lib/duration';
import { useSettings } from '../../../lib/settings-store';
import { hhmm, legDay, shortDay } from '../dates';
import { assetUrl } from '../../../lib/api/origin';

/** Catalogue keys of the passenger types. */
export const PAX_TYPE_KEYS: Record<PaxType, string> = {
  ADT: 'pax.adult',
  CHD: 'pax.child',
  INF: 'pax.infant',
  SNR: 'pax.senior',
};

function Leg({ leg }: { leg: FlightLegView }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const duration = useDuration();
  const end = (side: 'departure' | 'arrival') => {
    const airport = side === 'departure' ? leg.departure_airport : leg.arrival_airport;
    const date = side === 'departure' ? leg.departure_date : leg.arrival_date;
    const time = side === 'departure' ? leg.departure_time : leg.arrival_time;
    return (
      <div className={`min-w-0 flex-1 ${side === 'arrival' ? 'text-end' : ''}`}>
        <p className="text-xl font-bold tabular-nums">{hhmm(time)}</p>
        <p className="font-semibold">{airport.code}</p>
        <p className="text-sm leading-snug text-muted">{airport.name}</p>
        <p className="mt-0.5 text-xs text-muted">{legDay(date, language)}</p>
      </div>
    );
  };
  return (
    <div className="space-y-3" data-testid="flight-leg">
      <div className="flex items-center gap-3">
        <img src={assetUrl(leg.airline.logo)} alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-[15px] font-semibold">{leg.airline.name}</p>
          <p className="text-sm text-muted">
            {t('bookings.flight_number', { number: leg.flight_number })} ·{' '}
            {t(`class.${leg.fly_class.toLowerCase()}`, { defaultValue: leg.fly_class })}
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        {end('departure')}
        <div className="flex shrink-0 flex-col items-center pt-2.5 text-xs text-muted">
          <span>{duration(leg.fly_duration)}</span>
          <span className="mt-1 h-px w-14 bg-line" aria-hidden />
        </div>
        {end('arrival')}
      </div>
    </div>
  );
}

/** A ticket number; a void one struck through, with the word beside it (a strike alone is not read out). */
export function TicketNumber({ number, voided }: { number: string; voided: boolean }) {
  const { t } = useTranslation();
  if (!voided) return <span className="shrink-0 font-mono font-semibold tabular-nums">{number}</span>;
  return (
    <span className="flex shrink-0 flex-col items-end gap-1" data-testid="voided-ticket">
      <s className="font-mono font-semibold text-muted tabular-nums">{number}</s>
      <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
        {t('cancel_web.void')}
      </span>
    </span>
  );
}

export interface DirectionTicket {
  pax_type: PaxType;
  name: string;
  number: string | null;
  /** The booking was cancelled: the number stays on record, struck through. */
  voided?: boolean;
}

/** One way of the trip as a ticket: its legs with the wait between them, then each passenger's ticket number. */
export function DirectionView({
  title,
  direction,
  tickets,
  footer,
}: {
  title: string;
  direction: FlightDirection;
  tickets: DirectionTicket[];
  /** Below the tickets, inside the card: what was bought on this way (the booking detail's fare package). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const duration = useDuration();
  const legs = direction.transfers;
  const first = legs[0];
  const last = legs[legs.length - 1];
  return (
    <section className="overflow-hidden rounded-2xl border border-line bg-surface" aria-label={title}>
      <header className="flex items-baseline justify-between gap-3 border-b border-line bg-brand-50 px-4 py-3">
        <h2 className="font-semibold text-brand-700">{title}</h2>
        <p className="text-sm text-muted">
          {first && last && `${first.departure_airport.code} → ${last.arrival_airport.code} · `}
          {shortDay(direction.info.departure_date, language)}
        </p>
      </header>
      <ol className="space-y-3 p-4">
        {legs.map((leg, i) => (
          <li key={`${leg.flight_number}-${i}`} className="space-y-3">
            {i > 0 && (
              <p className="rounded-lg bg-accent/10 px-3 py-2 text-sm font-medium" data-testid="layover">
                {t('bookings.layover', {
                  time: duration(leg.stand_by_duration),
                  airport: `${leg.departure_airport.name} (${leg.departure_airport.code})`,
                })}
              </p>
            )}
            <Leg leg={leg} />
          </li>
        ))}
      </ol>
      {tickets.length > 0 && (
        <div className="border-t border-dashed border-line px-4 py-3">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{t('bookings.ticket_numbers')}</h3>
          <ul className="mt-2 space-y-2">
            {tickets.map((ticket, i) => (
              <li key={i} className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{ticket.name}</span>
                  <span className="text-xs text-muted">{t(PAX_TYPE_KEYS[ticket.pax_type])}</span>
                </span>
                <TicketNumber number={ticket.number ?? '-'} voided={ticket.voided === true} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {footer}
    </section>
  );
}
