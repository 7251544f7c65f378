import { capabilityCode } from '@yolcu/contract';
import { z } from 'zod';

export const bankPageParams = z.object({ reference: capabilityCode() });
export const bankPageBody = z.object({ code: z.string().max(12).optional(), action: z.enum(['cancel']).optional() });
