import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { Button } from './button';
import { EmptyState } from './empty-state';

interface StaleSearchProps {
  title: string;
  text?: string;
  /** Re-runs the same search when its option is known (a search-gate path), else null. */
  searchAgainPath: string | null;
  /** The search form of the product (home, or its transfer tab). */
  formPath: string;
}

/**
 * A results link that no longer leads anywhere (unknown or expired session): the traveller can
 * search again — the same search when this browser knows it, else from the search form — or go back.
 */
export function StaleSearch({ title, text, searchAgainPath, formPath }: StaleSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // React Router numbers the entries it made: 0 means this page opened the app (a pasted link).
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <div className="space-y-3 p-4">
      <EmptyState title={title} text={text} />
      <Button className="w-full" onPress={() => navigate(searchAgainPath ?? formPath, { replace: true })}>
        {t('results.search_again')}
      </Button>
      <Button variant="secondary" className="w-full" onPress={() => (canGoBack ? navigate(-1) : navigate(formPath))}>
        {t('common.back')}
      </Button>
    </div>
  );
}
