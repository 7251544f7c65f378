import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { Button } from './button';
import { BackIcon } from './icons';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Back button, title Not found, text Sorry / Requested content not found (01 §2). */
export function NotFoundPage() {
  useDocumentTitle('a11y.title.not_found');
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="px-4 pt-4">
      <button
        type="button"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        className="-ms-2 flex min-h-11 items-center gap-1 rounded-full px-2 text-brand-700 hover:bg-brand-50"
      >
        <BackIcon width={20} height={20} />
        {t('common.back')}
      </button>
      <div className="mt-16 text-center">
        <svg viewBox="0 0 120 80" className="mx-auto h-24 text-brand-100" aria-hidden>
          <path d="M10 60 Q60 0 110 60" fill="none" stroke="currentColor" strokeWidth="6" strokeDasharray="6 8" />
          <circle cx="60" cy="30" r="10" fill="var(--color-brand-500)" />
        </svg>
        <h1 className="mt-6 text-2xl font-bold">{t('not_found.title')}</h1>
        <p className="mt-2 text-lg font-medium">{t('not_found.sorry')}</p>
        <p className="mt-1 text-muted">{t('not_found.text')}</p>
        <Button className="mt-8" onPress={() => navigate('/')}>
          {t('not_found.go_home')}
        </Button>
      </div>
    </div>
  );
}
