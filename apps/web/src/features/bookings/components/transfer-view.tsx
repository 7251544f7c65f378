import type { TransferBooking, TransferItinerary } from '@yolcu/contract/transfer-payment';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/translate';
import { PhoneIcon } from '../../../components/ui/icons';
import { TransferTypeBadge } from '../../../components/ui/transfer-type-badge';
import { formatMoney } from '../../../lib/format';
import { useSettings } from '../../../lib/settings-store';
import { fullDay, hhmm, spanMinutes } from '../dates';
import { useDuration } from '../../../lib/duration';
import { TicketNumber } from './direction-view';
import { assetUrl } from '../../../lib/api/origin';

const card = 'rounded-2xl border border-line bg-surface p-4';

/** What the vehicle and route cards read: a booking's, or a shared itinerary's (no PNR, names or price). */
type TransferTrip = Pick<TransferItinerary, 'departure_location' | 'arrival_location' | 'info' | 'vehicle'>;
const label = 'text-xs font-semibold tracking-wide text-muted uppercase';

/** The vehicle as booked: picture, type badge, make and model, what it carries and the services included. */
export function VehicleCard({ booking }: { booking: TransferTrip }) {
  const { t } = useTranslation();
  const { vehicle, info } = booking;
  const makeModel = `${vehicle.brand.name} ${vehicle.model.name}`;
  const facts = [
    t('transfer_results.seats', { count: vehicle.seats }),
    t('transfer_results.luggage', { count: vehicle.luggage_capacity }),
    t('bookings.big_luggage', { count: vehicle.big_luggage_capacity }),
  ];
  return (
    <section className={card} aria-label={t('bookings.vehicle')} data-testid="vehicle">
      <div className="flex items-center gap-3">
        <img
          src={assetUrl(vehicle.image)}
          alt={vehicle.vehicle_type}
          width={128}
          height={80}
          className="h-20 w-32 shrink-0 object-contain"
        />
        <div className="min-w-0 flex-1">
          <TransferTypeBadge code={info.transfer_type} label={info.transfer_type_display} />
          {/* The card's heading: its services below are an h3 under it (axe's heading-order, issue 41). */}
          <h2 className="mt-1 font-semibold leading-snug">{vehicle.name}</h2>
          <p className="text-sm text-muted">
            {vehicle.name === makeModel ? vehicle.vehicle_type : `${vehicle.vehicle_type} · ${makeModel}`}
          </p>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={t('bookings.capacity')}>
        {facts.map((fact) => (
          <li key={fact} className="rounded-lg bg-canvas px-2.5 py-1 font-medium">
            {fact}
          </li>
        ))}
      </ul>
      {info.services.length > 0 && (
        <div className="mt-3 border-t border-dashed border-line pt-3">
          <h3 className={label}>{t('bookings.services')}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {info.services.map((s) => (
              <li key={s.name} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                {s.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Stop({ name, address, last }: { name: string; address: string; last?: boolean }) {
  return (
    <li className="relative flex gap-3">
      <span className="flex w-3 shrink-0 flex-col items-center pt-1.5" aria-hidden>
        <span className={`size-3 rounded-full border-2 border-brand-600 ${last ? 'bg-brand-600' : 'bg-surface'}`} />
        {!last && <span className="mt-1 w-px flex-1 bg-line" />}
      </span>
      <div className={`min-w-0 flex-1 ${last ? '' : 'pb-4'}`}>
        <p className="font-semibold leading-snug">{name}</p>
        {address && <p className="text-sm leading-snug text-muted">{address}</p>}
      </div>
    </li>
  );
}

/** Where and when: both places with their addresses, the pick-up day and time, distance and duration. */
export function RouteCard({ booking }: { booking: TransferTrip }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const duration = useDuration();
  const { info, departure_location: from, arrival_location: to } = booking;
  const minutes = spanMinutes(info.travel_duration);
  return (
    <section className={card} aria-label={t('bookings.route')} data-testid="route">
      <ol>
        <Stop name={from.name} address={from.address} />
        <Stop name={to.name} address={to.address} last />
      </ol>
      {/* Two lists: a <dl> may hold only name–value groups (in one <div> each), not a row of groups. */}
      <div className="mt-4 space-y-3 border-t border-dashed border-line pt-3">
        <dl className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <dt className={label}>{t('bookings.pick_up_date')}</dt>
            <dd className="font-semibold" data-testid="pick-up-date">
              {fullDay(info.departure_date, language)}
            </dd>
          </div>
          <div className="shrink-0 text-end">
            <dt className={label}>{t('bookings.pick_up_time')}</dt>
            <dd className="text-2xl leading-tight font-bold text-brand-700 tabular-nums" data-testid="pick-up-time">
              {hhmm(info.departure_time)}
            </dd>
          </div>
        </dl>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <div>
            <dt className={label}>{t('bookings.distance')}</dt>
            <dd className="font-semibold tabular-nums">{t('bookings.distance_km', { km: info.travel_distance })}</dd>
          </div>
          <div>
            <dt className={label}>{t('bookings.travel_time')}</dt>
            <dd className="font-semibold tabular-nums">
              {minutes === null ? info.travel_duration : duration(minutes)}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Who drives and how to meet them (03 §14): the vendor, its phone as a call link and the meeting
 * instructions in a box of their own, the thing to read on arrival. A copy kept on the device
 * before vendors had a phone shows the name alone.
 */
export function VendorCard({ booking }: { booking: TransferBooking }) {
  const { t } = useTranslation();
  const { vendor } = booking;
  const phone = vendor.phone as string | undefined;
  const meeting = booking.info.meeting_instructions as string | undefined;
  return (
    <TitledCard title={t('trips_web.vendor_title')}>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2" data-testid="vendor">
        <div className="min-w-0">
          <p className="text-xs text-muted">{t('trips_web.vendor')}</p>
          <p className="font-semibold break-words">{vendor.name}</p>
        </div>
        {phone && (
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 text-[15px] font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
            aria-label={t('trips_web.call_vendor', { name: vendor.name, phone })}
          >
            <PhoneIcon width={18} height={18} />
            {phone}
          </a>
        )}
      </div>
      {meeting && (
        <div
          className="mt-3 rounded-xl border-s-4 border-accent bg-accent/10 px-3 py-2.5 text-sm"
          data-testid="meeting-instructions"
        >
          <h3 className="font-semibold">{t('trips_web.meeting_title')}</h3>
          <p className="mt-1 leading-relaxed whitespace-pre-line">{meeting}</p>
        </div>
      )}
    </TitledCard>
  );
}

/** What the traveller told the driver: flight number, airline code and note, only those given. */
export function TransferNotes({ booking }: { booking: TransferBooking }) {
  const { t } = useTranslation();
  const { flight_number, airline_code, note } = booking.info;
  // Flight number and airline code side by side; the note, however long, below them.
  const noteLabel = t('bookings.note');
  const rows = [
    [t('bookings.flight_no'), flight_number],
    [t('bookings.airline_code'), airline_code],
    [noteLabel, note],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  if (rows.length === 0) return null;
  return (
    <TitledCard title={t('bookings.additional_info')}>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([name, value]) => (
          <div key={name} className={name === noteLabel ? 'col-span-2' : 'min-w-0'}>
            <dt className="text-xs text-muted">{name}</dt>
            <dd className="font-medium break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}

/** The extras bought with the ride, each as name × quantity and what it came to. */
export function ChosenExtras({ booking }: { booking: TransferBooking }) {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const chosen = booking.extra_products.filter((e) => e.quantity > 0);
  if (chosen.length === 0) return null;
  return (
    <TitledCard title={t('bookings.extras')}>
      <ul className="mt-2 space-y-1.5 text-sm">
        {chosen.map((e) => (
          <li key={e.id} className="flex items-baseline justify-between gap-3" data-testid="extra">
            <span className="min-w-0">{t('bookings.extra_quantity', { name: e.name, count: e.quantity })}</span>
            <span className="shrink-0 font-medium tabular-nums">
              {formatMoney(e.price * e.quantity, 'TRY', 1, language)}
            </span>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

/** Who travels: the first (or the one marked) is the leader; each with a ticket number once issued. */
export function TransferPassengers({ booking }: { booking: TransferBooking }) {
  const { t } = useTranslation();
  const tickets = booking.tickets ?? [];
  const people =
    booking.passenger ?? tickets.map((tk, i) => ({ name: tk.name, surname: tk.surname, is_leader: i === 0 }));
  if (people.length === 0) return null;
  const hasLeader = people.some((p) => p.is_leader);
  return (
    <section aria-labelledby="booking-passengers">
      <h2 id="booking-passengers" className="mb-2 font-semibold">
        {t('bookings.passengers')}
      </h2>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {people.map((p, i) => {
          const leader = hasLeader ? p.is_leader : i === 0;
          // Tickets follow the passengers' order; the names confirm it.
          const same = (tk: (typeof tickets)[number] | undefined) => tk?.name === p.name && tk.surname === p.surname;
          const ticket = same(tickets[i]) ? tickets[i] : (tickets.find(same) ?? tickets[i]);
          return (
            <li key={i} className="flex items-center justify-between gap-3 px-4 py-3" data-testid="transfer-passenger">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {p.name} {p.surname}
                </p>
                {leader ? (
                  <span className="mt-0.5 inline-block rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('bookings.leader')}
                  </span>
                ) : (
                  <span className="text-xs text-muted">{t('bookings.passenger_n', { n: i + 1 })}</span>
                )}
              </div>
              {ticket?.ticket_number && (
                <div className="shrink-0 text-end">
                  <p className="text-xs text-muted">{t('bookings.ticket_number')}</p>
                  <p className="text-sm">
                    <TicketNumber number={ticket.ticket_number} voided={ticket.voided === true} />
                  </p>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
