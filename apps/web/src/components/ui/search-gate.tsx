import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate, useParams } from 'react-router';
import { post } from '../../lib/api/client';
import { ApiError } from '../../lib/api/errors';
import { EmptyState } from './empty-state';
import { Spinner } from './skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The search-gate routes and shared links (02 §2): re-run a stored search option (`:option` in
 * the path) and go straight to its results. A search whose date has passed says so.
 */
export function SearchGate({ endpoint, resultsPath }: { endpoint: string; resultsPath: string }) {
  useDocumentTitle('a11y.title.searching');
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
    post<{ session_unique: string }>(endpoint, { option: id })
      .then((r) => navigate(`${resultsPath}?session_unique=${encodeURIComponent(r.session_unique)}`, { replace: true }))
      .catch((e) => setError(e instanceof ApiError && e.message ? e.message : t('error.generic')));
  }, [option, navigate, t, endpoint, resultsPath]);

  if (error) {
    return (
      <div className="p-4">
        <EmptyState title={error} text={t('not_found.change_date')} />
      </div>
    );
  }
  return <Spinner label={t('results.searching')} />;
}
