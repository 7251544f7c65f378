import { z } from 'zod';

export const bankPageParams = z.object({ reference: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const bankPageBody = z.object({ code: z.string().max(12).optional(), action: z.enum(['cancel']).optional() });
