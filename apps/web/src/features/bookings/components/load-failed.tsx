import { useTranslation } from '../../../lib/translate';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** A load that failed for another reason than a missing record: say so and offer to try again. */
export function LoadFailed({ onRetry, hideTitle = false }: { onRetry(): void; hideTitle?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      {!hideTitle && <EmptyState title={t('error.load_failed')} />}
      <Button variant="secondary" className="w-full" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
