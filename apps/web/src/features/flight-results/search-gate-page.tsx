import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/skeleton';
import { post } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';

/**
 * /flight/search-gate/{option} and the shared link /ucak-bileti/ara/{id}/: re-run a stored search
 * option and go straight to its results (02 §2). A search whose date has passed says so.
 */
export function FlightSearchGatePage() {
  const { t } = useTranslation();
  const { option } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const id = Number(option);
    if (!Number.isInteger(id) || id <= 0) return setError(t('not_found.text'));
    post<{ session_unique: string }>('/api/flight/gateway/search/', { option: id })
      .then((r) => navigate(`/flight/search/?session_unique=${encodeURIComponent(r.session_unique)}`, { replace: true }))
      .catch((e) => setError(e instanceof ApiError && e.message ? e.message : t('error.generic')));
  }, [option, navigate, t]);

  if (error) {
    return (
      <div className="space-y-3 p-4">
        <EmptyState title={error} text={t('not_found.change_date')} />
      </div>
    );
  }
  return <Spinner label={t('results.searching')} />;
}
