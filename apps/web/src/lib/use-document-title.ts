import { useEffect } from 'react';
import { useTranslation } from './translate';

export const APP_NAME = 'Yolcu';

/**
 * Names the page in the browser tab and for screen readers: "Page — Yolcu", from the catalogue key
 * given (with its values, e.g. a results page's route and date).
 */
export function useDocumentTitle(key: string, values?: Record<string, string>) {
  const { t } = useTranslation();
  const page = t(key, values);
  useEffect(() => {
    document.title = `${page} — ${APP_NAME}`;
    // A page without its own title never keeps the previous page's name.
    return () => {
      document.title = APP_NAME;
    };
  }, [page]);
}
