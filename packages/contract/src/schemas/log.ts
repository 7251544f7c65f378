import { z } from 'zod';
import { LOG_LIMITS } from '../constants.js';

const { maxText, maxChildren, childText } = LOG_LIMITS;

/** post_data: a flat-ish object; each value at most `childText` characters once stringified. */
const postData = z
  .record(z.string().max(100), z.unknown())
  .refine((o) => Object.keys(o).length <= maxChildren, { error: `v.max_length|${maxChildren}` })
  .nullable()
  .optional();

export const uiLogEventSchema = z.object({
  event_state: z.enum(['info', 'warning', 'error', 'critical']),
  event_name: z.string().min(1).max(100),
  explanation: z.string().max(maxText).default(''),
  post_data: postData,
  event_time: z.iso.datetime({ offset: true }),
  page_name: z.string().max(200).default(''),
});
export type UiLogEvent = z.infer<typeof uiLogEventSchema>;
export const uiLogRequestSchema = z.array(uiLogEventSchema).min(1).max(50);
export { childText as LOG_CHILD_TEXT };
