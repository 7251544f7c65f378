import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, useForm, type UseFormProps } from 'react-hook-form';
import { useTranslation } from './translate';
import type { ZodType } from 'zod';
import { toast } from '../components/ui/toast';
import { ApiError } from './api/errors';
import { translateToken } from './i18n';

/**
 * A react-hook-form bound to a contract schema, plus the two things every form here does: show
 * a field's message from the same catalogue as the server, and put a failed call's field
 * messages beside their inputs with the server's message in a toast (01 §8).
 */
export function useApiForm<T extends FieldValues>(
  schema: ZodType<T, FieldValues>,
  options: Omit<UseFormProps<T>, 'resolver'> = {},
) {
  const { t } = useTranslation();
  const form = useForm<T>({
    ...options,
    resolver: zodResolver(schema as never) as never,
    mode: options.mode ?? 'onTouched',
  });
  const fieldError = (name: Path<T>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? translateToken(message) : undefined;
  };
  const showFailure = (e: unknown, fallbackKey = 'error.generic') => {
    const err = e instanceof ApiError ? e : null;
    for (const [field, messages] of Object.entries(err?.fields ?? {})) {
      if (field !== 'non_field_errors' && messages[0]) form.setError(field as Path<T>, { message: messages[0] });
    }
    toast.error(err?.message || t(err?.status === 0 ? 'error.network' : fallbackKey));
  };
  return { form, fieldError, showFailure };
}
