import { useTranslation } from '../../lib/translate';
import { Button } from './button';

/** The foot of a filter panel: clear every filter, or close it and look at the results. */
export function FilterFooter({ onClear, onDone }: { onClear(): void; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <Button variant="secondary" className="flex-1" onPress={onClear}>
        {t('results.clear_filters')}
      </Button>
      <Button className="flex-1" onPress={onDone}>
        {t('results.show_results')}
      </Button>
    </div>
  );
}
