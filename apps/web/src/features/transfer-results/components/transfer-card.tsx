import { useTranslation } from '../../../lib/translate';
import { TransferTypeBadge } from '../../../components/ui/transfer-type-badge';
import { formatDuration } from '../../../lib/duration';
import type { TransferResult } from '../types';
import { assetUrl } from '../../../lib/api/origin';

interface TransferCardProps {
  r: TransferResult;
  price: string;
  /** What the price covers: per vehicle, or per seat for a shared shuttle. */
  priceNote: string;
  original: string | null;
  onChoose(): void;
  busy: boolean;
  /** Set while this vehicle is being chosen: what its button says meanwhile. */
  pending?: string | null;
}

/** Vehicle picture, type, make and model, capacity, vendor, type badge, duration, distance, services, price. */
export function TransferCard({ r, price, priceNote, original, onChoose, busy, pending = null }: TransferCardProps) {
  const { t } = useTranslation();
  return (
    <li className="overflow-hidden rounded-2xl border border-line bg-surface" data-testid="transfer-card">
      <div className="flex gap-3 p-4">
        <img
          src={assetUrl(r.vehicle.image)}
          alt=""
          width={110}
          height={64}
          className="h-16 w-28 shrink-0 object-contain"
        />
        <div className="min-w-0 flex-1">
          <TransferTypeBadge code={r.information.transfer_type_code} label={r.information.transfer_type} />
          <p className="mt-1 truncate font-semibold">
            {r.vehicle.brand.name} {r.vehicle.model.name}
          </p>
          <p className="text-sm text-muted">{r.vehicle.vehicle_type}</p>
        </div>
      </div>
      <div className="grid grid-cols-3 gap-2 px-4 text-center text-xs text-muted">
        <span>{t('transfer_results.seats', { count: r.vehicle.seats })}</span>
        <span>{t('transfer_results.luggage', { count: r.vehicle.luggage_capacity })}</span>
        <span>
          {t('results3.duration_distance', {
            duration: formatDuration(r.information.duration, t),
            km: r.information.distance,
          })}
        </span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-1.5 px-4">
        {r.information.services.map((s) => (
          <li key={s.name} className="rounded-full bg-canvas px-2 py-0.5 text-xs text-muted">
            {s.name}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center justify-between border-t border-dashed border-line px-4 py-3">
        <div>
          <p className="text-xs text-muted">{r.vendor.name}</p>
          {original && <p className="text-xs text-muted line-through">{original}</p>}
          <p className="text-xl font-bold text-brand-700" data-testid="price">
            {price}
          </p>
          <p className="text-xs text-muted" data-testid="price-note">
            {priceNote}
          </p>
        </div>
        {pending ? (
          <button
            type="button"
            disabled
            aria-busy="true"
            className="flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white"
          >
            <span className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden />
            {pending}
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={onChoose}
            className="min-h-11 rounded-xl bg-brand-600 px-4 font-semibold text-white disabled:opacity-60"
          >
            {t('transfer_results.choose')}
          </button>
        )}
      </div>
    </li>
  );
}
