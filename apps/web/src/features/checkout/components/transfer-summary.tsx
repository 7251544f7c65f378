import type { TransferPaymentData } from '@yolcu/contract';
import { useTranslation } from '../../../lib/translate';
import { ShieldIcon } from '../../../components/ui/icons';
import { TransferTypeBadge } from '../../../components/ui/transfer-type-badge';
import { formatDuration } from '../../../lib/duration';
import { formatLongDay, hhmm, spanMinutes } from '../format-trip';
import { Section } from './form-controls';
import { assetUrl } from '../../../lib/api/origin';

const caption = 'text-xs font-medium text-muted';

/** One end of the ride: a dot on the route line, the place and, when known, its address. */
function Place({ label, name, address, end }: { label: string; name: string; address: string; end?: boolean }) {
  return (
    <div className="relative flex gap-3">
      <div className="flex w-3 shrink-0 flex-col items-center pt-1" aria-hidden>
        <span className={`size-3 rounded-full border-2 border-brand-600 ${end ? 'bg-brand-600' : 'bg-surface'}`} />
        {!end && <span className="w-px flex-1 bg-line" />}
      </div>
      <div className={`min-w-0 ${end ? '' : 'pb-3'}`}>
        <p className={caption}>{label}</p>
        <p className="font-semibold leading-snug">{name}</p>
        {address && <p className="text-sm leading-snug text-muted">{address}</p>}
      </div>
    </div>
  );
}

/** Transfer Summary (02 §2): both places, the pick-up day and time, and the vehicle with its type and capacity. */
export function TransferSummary({ data }: { data: TransferPaymentData }) {
  const { t, i18n } = useTranslation();
  const { info, vehicle } = data;
  const minutes = spanMinutes(info.travel_duration);
  const makeModel = `${vehicle.brand.name} ${vehicle.model.name}`;
  const capacity = [
    t('transfer_results.seats', { count: vehicle.seats }),
    t('transfer_results.luggage', { count: vehicle.luggage_capacity }),
    t('checkout.big_luggage', { count: vehicle.big_luggage_capacity }),
  ];
  return (
    <Section title={t('checkout.transfer_summary')} id="summary">
      <div data-testid="transfer-route">
        <Place
          label={t('checkout.from')}
          name={data.departure_location.name}
          address={data.departure_location.address}
        />
        <Place label={t('checkout.to')} name={data.arrival_location.name} address={data.arrival_location.address} end />
      </div>

      <div className="mt-3 flex items-end justify-between gap-3 border-t border-dashed border-line pt-3">
        <div className="min-w-0">
          <p className={caption}>{t('checkout.pick_up')}</p>
          <p className="font-semibold" data-testid="pick-up-date">
            {formatLongDay(info.departure_date, i18n.language)}
          </p>
        </div>
        <p className="shrink-0 text-2xl leading-none font-bold text-brand-700 tabular-nums" data-testid="pick-up-time">
          {hhmm(info.departure_time)}
        </p>
      </div>

      <div className="mt-3 flex gap-3 border-t border-dashed border-line pt-3" data-testid="transfer-vehicle">
        <div className="relative shrink-0">
          <img
            src={assetUrl(vehicle.image)}
            alt={vehicle.vehicle_type}
            width={112}
            height={72}
            className="h-18 w-28 rounded-xl bg-canvas object-contain p-1"
          />
        </div>
        <div className="min-w-0 flex-1">
          <TransferTypeBadge code={info.transfer_type} label={info.transfer_type_display} />
          <p className="mt-1 font-semibold leading-snug">{makeModel}</p>
          <p className="text-sm text-muted">
            {vehicle.vehicle_type}
            {minutes !== null &&
              ` · ${t('checkout.distance_duration', { km: info.travel_distance, time: formatDuration(minutes, t) })}`}
          </p>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5 text-sm" aria-label={t('checkout.capacity')}>
        {capacity.map((fact) => (
          <li key={fact} className="rounded-lg bg-canvas px-2.5 py-1 font-medium">
            {fact}
          </li>
        ))}
      </ul>
      {data.cancellation_terms && (
        <p
          className="mt-3 flex gap-2 rounded-xl bg-success/10 px-3 py-2.5 text-sm text-ink"
          data-testid="cancellation-terms"
        >
          <ShieldIcon width={18} height={18} className="mt-0.5 shrink-0 text-success" aria-hidden />
          <span>{data.cancellation_terms.description}</span>
        </p>
      )}
    </Section>
  );
}
