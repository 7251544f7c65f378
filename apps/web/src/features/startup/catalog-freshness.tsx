import { useEffect } from 'react';
import { useAppInfo } from '../../lib/api/queries';
import { refreshCatalogIfStale } from '../../lib/i18n';
import { useSettings } from '../../lib/settings-store';

/** Drops the cached catalogue when the server's locale version moved (01 §4). Renders nothing. */
export function CatalogFreshness() {
  const info = useAppInfo();
  const language = useSettings((s) => s.language);
  useEffect(() => {
    if (info.data) void refreshCatalogIfStale(language, info.data.locale_versions[language]);
  }, [info.data, language]);
  return null;
}
