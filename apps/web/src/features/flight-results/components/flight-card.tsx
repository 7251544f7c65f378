import { useTranslation } from '../../../lib/translate';
import { fareCancelRule } from '../../../lib/fare-cancel-rule';
import { formatDuration } from '../../../lib/duration';
import type { FareOption, FlightResult } from '../types';
import { assetUrl } from '../../../lib/api/origin';

/** 02 §9: more than 8 kg is checked baggage; 8 kg or less is hand luggage only. */
export const CHECKED_BAGGAGE_OVER_KG = 8;

function Leg({ r }: { r: FlightResult }) {
  const { t } = useTranslation();
  const nextDay = r.arrival.date > r.departure.date;
  const stops = r.information.total_transfer_count;
  return (
    <div className="flex items-center gap-3">
      <img src={assetUrl(r.airline.logo)} alt="" width={36} height={36} className="rounded-lg" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <span className="text-lg font-bold tabular-nums">{r.departure.time}</span>
          <span className="h-px flex-1 bg-line" aria-hidden />
          <span className="text-xs text-muted">{formatDuration(r.information.duration, t)}</span>
          <span className="h-px flex-1 bg-line" aria-hidden />
          <span className="text-lg font-bold tabular-nums">
            {r.arrival.time}
            {nextDay && <sup className="ms-0.5 text-xs text-danger">+1</sup>}
          </span>
        </div>
        <div className="flex justify-between text-sm text-muted">
          <span>{r.departure.airport_code}</span>
          <span className={stops === 0 ? 'text-success' : ''}>
            {stops === 0 ? t('results.direct') : t('results.stops', { count: stops })}
          </span>
          <span>{r.arrival.airport_code}</span>
        </div>
        <p className="mt-0.5 truncate text-xs text-muted">
          {r.airline.name} · {r.information.flight_number}
          {r.flight_sale_type === 1 && ` · ${t('results.charter')}`}
        </p>
      </div>
    </div>
  );
}

function Details({ r }: { r: FlightResult }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-2 text-sm">
      {r.transfers.map((leg) => (
        <li key={leg.flight_number}>
          {leg.stand_by_duration > 0 && (
            <p className="mb-2 rounded-lg bg-accent/10 px-3 py-1.5 text-xs font-medium text-ink">
              {t('results.layover', {
                airport: leg.departure_airport.code,
                time: formatDuration(leg.stand_by_duration, t),
              })}
            </p>
          )}
          <p className="font-semibold">
            {leg.departure_time} {leg.departure_airport.code} → {leg.arrival_time} {leg.arrival_airport.code}
          </p>
          <p className="text-muted">{leg.flight_number}</p>
        </li>
      ))}
    </ol>
  );
}

/** The fare's cancellation rule in one line; for a package the app does not know, "Free cancellation" if it has it. */
function FareCancelLine({ fare }: { fare: FareOption }) {
  const { t } = useTranslation();
  const rule =
    fare.cancel_rule ?? fareCancelRule(fare.code, t) ?? (fare.features.free_cancel ? t('results.free_cancel') : null);
  return rule ? <li data-testid="fare-cancel-rule">{rule}</li> : null;
}

interface FlightCardProps {
  legs: FlightResult[];
  /** The total for the whole party, formatted. */
  price: string;
  /** What the price covers: per person and total for the party (or the total for one passenger). */
  priceNote: string;
  /** Which box of this card is open: details or fares; one at a time across the page. */
  open: 'details' | 'fares' | null;
  onToggle(box: 'details' | 'fares'): void;
  fares: FareOption[];
  formatPrice(amount: number): string;
  onChooseFare(code: string): void;
  busy: boolean;
  /** The fare of this card being chosen right now, with what is happening (its button says so). */
  pending?: { fare: string; label: string } | null;
  /** On a return flight of a leg-by-leg round trip: the trip's total with the chosen outbound. */
  totalNote?: string;
  /** A round trip that leaves from one airport and comes back to another says so (issue 20). */
  airportNotes?: string[];
  /** What a fare's difference covers when several travel ("for 2 adults, 1 child"). */
  fareNote?: string;
}

/** Price loudest, then times and airports; the fare choice opens under the card (one open at a time). */
export function FlightCard({
  legs,
  price,
  priceNote,
  open,
  onToggle,
  fares,
  formatPrice,
  onChooseFare,
  busy,
  pending = null,
  totalNote,
  airportNotes = [],
  fareNote,
}: FlightCardProps) {
  const { t } = useTranslation();
  // The server sends seats_left only when fewer than 10 are left; the tightest direction counts.
  const few = legs.map((l) => l.information.seats_left).filter((n): n is number => n !== undefined);
  const seatsLeft = few.length ? Math.min(...few) : undefined;
  const baggage = legs[0]?.information.baggage ?? 0;
  const lightest = fares.length ? Math.min(...fares.map((f) => f.price.total)) : 0;
  return (
    <li className="overflow-hidden rounded-2xl border border-line bg-surface" data-testid="flight-card">
      <button
        type="button"
        onClick={() => onToggle('fares')}
        aria-expanded={open === 'fares'}
        className="block w-full space-y-3 p-4 text-start lg:px-5 lg:hover:bg-brand-50/40"
      >
        {legs.map((l) => (
          <Leg key={l.product_id} r={l} />
        ))}
        {airportNotes.map((note) => (
          <p
            key={note}
            className="rounded-lg bg-accent/15 px-3 py-1.5 text-xs font-medium text-ink"
            data-testid="airport-change"
          >
            {note}
          </p>
        ))}
        <div className="flex items-end justify-between border-t border-dashed border-line pt-3">
          <span className="text-xs text-muted">
            {baggage > CHECKED_BAGGAGE_OVER_KG
              ? t('results2.checked_baggage', { kg: baggage })
              : t('results2.hand_luggage_only')}
            {seatsLeft !== undefined && (
              <span className="ms-2 font-semibold text-danger">{t('results.last_seats', { count: seatsLeft })}</span>
            )}
          </span>
          <span className="text-end">
            <span className="block text-xl font-bold text-brand-700" data-testid="price">
              {price}
            </span>
            <span className="block text-xs text-muted" data-testid="price-note">
              {priceNote}
            </span>
            {totalNote && (
              <span className="block text-xs font-semibold text-ink" data-testid="trip-total">
                {totalNote}
              </span>
            )}
          </span>
        </div>
      </button>
      <button
        type="button"
        onClick={() => onToggle('details')}
        aria-expanded={open === 'details'}
        className="min-h-11 w-full border-t border-line px-4 text-start text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:px-5"
      >
        {t('results.details')}
      </button>
      {open === 'details' && (
        <div className="space-y-4 border-t border-line bg-canvas p-4">
          {legs.map((l) => (
            <Details key={l.product_id} r={l} />
          ))}
        </div>
      )}
      {open === 'fares' && (
        // The fares side by side on a desktop (issue 42), each with its Choose button on one line.
        <div className="grid gap-2 border-t border-line bg-canvas p-3 lg:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))] lg:gap-3 lg:p-4">
          {fares.map((f, i) => (
            <div
              key={f.code}
              className={`rounded-xl border bg-surface p-3 lg:flex lg:flex-col lg:transition-colors lg:hover:border-brand-500 ${i === 1 ? 'border-brand-500' : 'border-line'}`}
            >
              <div className="flex items-center justify-between lg:flex-wrap lg:gap-x-2">
                <span className="font-semibold">
                  {f.name}
                  {/* 02 §2: the second alternative is marked Recommended Flight (issue 41). */}
                  {i === 1 && (
                    <span
                      className="ms-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs whitespace-nowrap text-brand-700"
                      data-testid="recommended-fare"
                    >
                      {t('notice41.recommended_flight')}
                    </span>
                  )}
                </span>
                {f.price.total > lightest ? (
                  <span className="text-end font-bold lg:whitespace-nowrap">
                    {/* One line: the sign stays with its amount beside a name and its Recommended Flight mark. */}
                    <span aria-hidden className="whitespace-nowrap">
                      {t('results2.fare_difference', { amount: formatPrice(f.price.total - lightest) })}
                    </span>
                    {fareNote && (
                      <span className="block text-xs font-normal text-muted" data-testid="fare-note">
                        {fareNote}
                      </span>
                    )}
                    <span className="sr-only">
                      {t('results2.fare_difference_label', { amount: formatPrice(f.price.total - lightest) })}
                    </span>
                  </span>
                ) : (
                  <span className="font-bold">{formatPrice(f.price.total)}</span>
                )}
              </div>
              <ul className="mt-2 space-y-0.5 text-sm text-muted lg:flex-1">
                {f.features.baggage_allowance.luggage > CHECKED_BAGGAGE_OVER_KG &&
                  f.features.baggage_allowance.hand_luggage > 0 && (
                    <li>{t('results.hand_luggage', { kg: f.features.baggage_allowance.hand_luggage })}</li>
                  )}
                <li>
                  {f.features.baggage_allowance.luggage > CHECKED_BAGGAGE_OVER_KG
                    ? t('results2.checked_baggage', { kg: f.features.baggage_allowance.luggage })
                    : t('results2.hand_luggage_only')}
                </li>
                {f.features.free_change && <li>{t('results.free_change')}</li>}
                <FareCancelLine fare={f} />
              </ul>
              {pending?.fare === f.code ? (
                <button
                  type="button"
                  disabled
                  aria-busy="true"
                  className="mt-3 flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 font-semibold text-white"
                >
                  <span
                    className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
                    aria-hidden
                  />
                  {pending.label}
                </button>
              ) : (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onChooseFare(f.code)}
                  className="mt-3 min-h-11 w-full rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  {t('results.choose_fare')}
                </button>
              )}
            </div>
          ))}
        </div>
      )}
    </li>
  );
}
