import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import { ApiError } from '../../lib/api/errors';
import { translateToken } from '../../lib/i18n';
import { needsNetwork, useOnline } from '../../lib/network';
import { toast } from '../ui/toast';

export type FieldErrors = Record<string, string>;

/**
 * How both home search forms start a search: say at once that searching needs a connection when
 * offline; check the body with the contract's schema (its messages under the fields); start the
 * search session, put the server's field messages under the fields and its message in a toast;
 * on success open the results at `resultsPath`.
 */
export function useSearchSubmit(resultsPath: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** False, having said why, when the device is offline: the pickers and the search need the server. */
  const canSearch = () => {
    if (!online) toast.error(t('offline.search'));
    return online;
  };

  /** Checks and starts the search; answers the broken rules by field (empty when it started). */
  async function search<B>(
    body: B,
    schema: ZodType,
    start: (body: B) => Promise<{ session_unique: string }>,
  ): Promise<FieldErrors> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const found = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), translateToken(i.message)]));
      setErrors(found);
      return found;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await needsNetwork('offline.search', () => start(body));
      navigate(`${resultsPath}?session_unique=${encodeURIComponent(res.session_unique)}`);
      return {};
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      const found = Object.fromEntries(Object.entries(err?.fields ?? {}).map(([k, v]) => [k, v[0] ?? '']));
      setErrors(found);
      toast.error(err?.message || t(err?.status === 0 ? 'error.network' : 'error.generic'));
      return found;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, setErrors, canSearch, search };
}
