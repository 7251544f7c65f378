import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate';
import { isNetworkFailure, useOnline } from '../../lib/network';
import { Spinner } from './skeleton';

/**
 * What a place picker (airports, transfer places) says under its search box: loading after a
 * moment, that searching needs a connection when the list could not be asked for (offline, the
 * query paused or failed for want of a network), else the empty answer to a typed keyword.
 */
export function PickerStatus({
  query,
  showLoading,
  searching,
  emptyText,
}: {
  query: Pick<UseQueryResult<unknown[]>, 'data' | 'isFetching' | 'isPaused' | 'isError' | 'error'>;
  showLoading: boolean;
  searching: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const unreachable = !online || query.isPaused || (query.isError && isNetworkFailure(query.error));
  if (unreachable)
    return (
      <p className="py-6 text-center text-muted" role="status" data-testid="picker-offline">
        {t('offline.search')}
      </p>
    );
  if (showLoading) return <Spinner label={t('common.loading')} />;
  if (!query.isFetching && searching && (query.data ?? []).length === 0)
    return <p className="py-6 text-center text-muted">{emptyText}</p>;
  return null;
}
