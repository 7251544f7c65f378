import type { z } from 'zod';
import { AppError } from '../../errors.js';
import { fieldErrorsFromZod } from '../../lib/validation-errors.js';

/**
 * A stored search option read back as a form. Its rules are checked again: an option whose date
 * has passed (an old share link, a search-gate, a price alert) answers 400 with the rule's
 * message, never a 5xx.
 */
export function storedForm<S extends z.ZodType>(schema: S, params: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw AppError.badRequest(fieldErrorsFromZod(parsed.error));
  return parsed.data;
}
