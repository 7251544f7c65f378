import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useTranslation } from '../../lib/translate';

/**
 * Results that the filters hide all of (issue 41): said as such, with the way back to all of them,
 * instead of "nothing found", which sends the traveller to another date for no reason.
 */
export function FilteredOut({ total, onClear }: { total: number; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('results.filtered_out_title')}
      text={t('results.filtered_out_text', { count: total })}
      action={
        <Button variant="secondary" onPress={onClear}>
          {t('results.filtered_out_clear')}
        </Button>
      }
    />
  );
}
