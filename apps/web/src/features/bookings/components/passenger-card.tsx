import type { z } from 'zod';
import type { bookedPassengerSchema } from '@yolcu/contract/flight-payment';
import { useTranslation } from '../../../lib/translate';
import { birthday } from '../dates';
import { PAX_TYPE_KEYS } from './direction-view';

export type BookedPassenger = z.infer<typeof bookedPassengerSchema>;

/** A passenger as booked; a missing identification or passport number reads '-' (02 §2). */
export function PassengerCard({ passenger }: { passenger: BookedPassenger }) {
  const { t } = useTranslation();
  const rows: Array<[label: string, value: string]> = [
    [t('bookings.identification_number'), passenger.citizen_number || '-'],
    [t('bookings.birthday'), birthday(passenger.birth_date)],
    [t('bookings.gender'), passenger.gender_display || '-'],
    [t('bookings.nationality'), passenger.nationality?.name || '-'],
    [t('bookings.passport_number'), passenger.passport || '-'],
  ];
  return (
    <li className="rounded-2xl border border-line bg-surface p-4" data-testid="passenger-card">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 font-semibold">
          {passenger.name} {passenger.surname}
        </p>
        <span className="shrink-0 text-xs text-muted">{t(PAX_TYPE_KEYS[passenger.pax_type])}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="truncate font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
