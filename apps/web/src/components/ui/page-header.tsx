import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { BackIcon } from './icons';

export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex items-start gap-1 px-2 pt-3 pb-2">
      <button
        type="button"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-surface"
        aria-label={t('common.back')}
      >
        <BackIcon />
      </button>
      <div className="pt-2">
        <h1 className="text-xl font-bold">{title}</h1>
        {subtitle && <p className="mt-0.5 text-sm text-muted">{subtitle}</p>}
      </div>
    </div>
  );
}
