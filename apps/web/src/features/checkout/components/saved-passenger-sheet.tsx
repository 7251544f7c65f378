import type { SavedPassenger } from '@yolcu/contract';
import { useTranslation } from '../../../lib/translate';
import { LazySheet as Sheet } from '../../../components/ui/lazy-overlays';
import { dmy } from '../format-trip';
import type { PassengerValues } from '../payment-form';

/** A saved passenger as the fields of a passenger card; a non-Turkish nationality switches to foreign citizen. */
export function savedToPassenger(p: SavedPassenger): Partial<PassengerValues> {
  const foreign = Boolean(p.nationality_id && p.nationality_id.code !== 'TR');
  return {
    name: p.name,
    surname: p.surname,
    gender: p.gender === 'F' || p.gender === 'M' ? p.gender : '',
    birth_date: p.birth_date ?? '',
    foregein_citizen: foreign,
    citizen_number: foreign ? '' : (p.citizen_number ?? ''),
    nationality: foreign ? (p.nationality_id?.id ?? null) : null,
    passport: p.passport ?? '',
  };
}

/** "Pick from my passengers": one tap fills the card it was opened from. */
export function SavedPassengerSheet({
  passengers,
  onPick,
  onClose,
}: {
  passengers: SavedPassenger[];
  onPick(p: SavedPassenger): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet isOpen onOpenChange={(open) => !open && onClose()} title={t('checkout.my_passengers')}>
      <ul className="space-y-2">
        {passengers.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => onPick(p)}
              className="flex min-h-14 w-full flex-col items-start justify-center rounded-xl border border-line px-4 py-2 text-start hover:bg-brand-50"
            >
              <span className="font-semibold">
                {p.name} {p.surname}
              </span>
              <span className="text-sm text-muted">
                {[p.gender_display, p.nationality_id?.name, p.birth_date ? dmy(p.birth_date) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
