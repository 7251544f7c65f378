import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, fieldErrors } from './api';

/**
 * A form's submit: the input is checked with the contract's schema first (its messages under the
 * fields), then sent; a 400's field messages from the server go under the same fields.
 */
export function useSubmit<S extends z.ZodType, R>(schema: S, send: (input: z.infer<S>) => Promise<R>) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (input: unknown): Promise<R | undefined> => {
    setProblem(null);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return undefined;
    }
    setErrors({});
    setPending(true);
    try {
      return await send(parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401) {
        const { non_field_errors: general, ...fields } = err.fields;
        setErrors(fields);
        setProblem(err.detail ?? general?.join(' ') ?? (Object.keys(fields).length ? null : 'app.error'));
      } else if (!(err instanceof ApiError)) setProblem('app.error');
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { submit, errors, setErrors, problem, pending };
}
