import { lastTravelDate, MAX_DAYS_AHEAD, MSG, msg } from '@yolcu/contract';
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

/**
 * A pay for a session whose day is beyond the last one on sale answers 400 (issue 36). A new search
 * cannot make one; a session or option kept from before the bound, or written by hand, could.
 */
export function refuseDaysNotOnSale(days: { departure: string; return?: string | null }) {
  const last = lastTravelDate();
  if (days.departure > last)
    throw AppError.badRequest({ non_field_errors: [msg(MSG.departureTooFar, MAX_DAYS_AHEAD)] });
  if (days.return && days.return > last)
    throw AppError.badRequest({ non_field_errors: [msg(MSG.returnTooFar, MAX_DAYS_AHEAD)] });
}
