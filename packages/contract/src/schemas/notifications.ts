import { z } from 'zod';
import { pagedListOf } from './common.js';

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  readed: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = pagedListOf(notificationSchema).extend({ unread_count: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationInfoSchema = z.object({ unread_count: z.number().int() });
