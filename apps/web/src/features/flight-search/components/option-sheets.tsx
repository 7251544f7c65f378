import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { Stepper } from '../../../components/ui/stepper';
import { useAppInfo } from '../../../lib/api/queries';
import { useCabins } from '../cabins';
import { canDecrement, canIncrement, type PaxType } from '../passenger-rules';
import { useFlightSearch } from '../search-store';

/** The passenger sheet (one stepper per server passenger type) and the cabin class sheet. */
export function OptionSheets({ panel, onClose }: { panel: 'pax' | 'class'; onClose(): void }) {
  const { t } = useTranslation();
  const s = useFlightSearch();
  const info = useAppInfo().data;
  const paxTypes = info?.constants.flight_api_constants.passenger_types ?? [];
  const { cabins } = useCabins();
  return (
    <>
      <Sheet
        isOpen={panel === 'pax'}
        onOpenChange={(o) => !o && onClose()}
        title={t('flight_search.passengers')}
        size="half"
        footer={
          <Button className="w-full" onPress={onClose}>
            {t('common.ok')}
          </Button>
        }
      >
        <div className="divide-y divide-line">
          {paxTypes.map((p) => {
            const type = p.input_name as PaxType;
            return (
              <Stepper
                key={type}
                label={p.name}
                hint={t('flight_search.age_range', { from: p.age_from, to: p.age_to })}
                value={s.pax[type]}
                canDecrement={canDecrement(s.pax, type)}
                canIncrement={canIncrement(s.pax, type)}
                onChange={(d) => s.step(type, d)}
                decrementLabel={t('common.decrease')}
                incrementLabel={t('common.increase')}
              />
            );
          })}
        </div>
      </Sheet>
      <Sheet
        isOpen={panel === 'class'}
        onOpenChange={(o) => !o && onClose()}
        title={t('flight_search.class')}
        size="half"
      >
        <div className="space-y-2" role="radiogroup" aria-label={t('flight_search.class')}>
          {cabins.map((c) => (
            <button
              key={c.value}
              type="button"
              role="radio"
              aria-checked={s.flightClass === c.value}
              onClick={() => {
                s.set({ flightClass: c.value });
                onClose();
              }}
              className={`flex min-h-12 w-full items-center rounded-xl border px-4 text-[15px] ${s.flightClass === c.value ? 'border-brand-500 bg-brand-50 font-semibold' : 'border-line'}`}
            >
              {c.name}
            </button>
          ))}
        </div>
      </Sheet>
    </>
  );
}
