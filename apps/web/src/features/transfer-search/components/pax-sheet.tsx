import { TRANSFER_BAGGAGE, TRANSFER_PASSENGERS } from '@yolcu/contract';
import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { Stepper } from '../../../components/ui/stepper';
import { useTransferSearch } from '../search-store';

/** Passengers 1 to 60 and bags 0 to 25 (01 §5). */
export function PaxSheet({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const s = useTransferSearch();
  return (
    <Sheet
      isOpen
      onOpenChange={(o) => !o && onClose()}
      title={t('transfer_search.passengers_baggage')}
      size="half"
      footer={
        <Button className="w-full" onPress={onClose}>
          {t('common.ok')}
        </Button>
      }
    >
      <div className="divide-y divide-line">
        <Stepper
          label={t('transfer_search.passengers')}
          value={s.passengers}
          canDecrement={s.passengers > TRANSFER_PASSENGERS.min}
          canIncrement={s.passengers < TRANSFER_PASSENGERS.max}
          onChange={(d) => s.set({ passengers: s.passengers + d })}
          decrementLabel={t('common.decrease')}
          incrementLabel={t('common.increase')}
        />
        <Stepper
          label={t('transfer_search.baggage')}
          hint={t('transfer_search.baggage_hint')}
          value={s.baggage}
          canDecrement={s.baggage > TRANSFER_BAGGAGE.min}
          canIncrement={s.baggage < TRANSFER_BAGGAGE.max}
          onChange={(d) => s.set({ baggage: s.baggage + d })}
          decrementLabel={t('common.decrease')}
          incrementLabel={t('common.increase')}
        />
      </div>
    </Sheet>
  );
}
