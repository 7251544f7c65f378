import { z } from 'zod';
import { CORPORATE_PAGE_TYPES } from '../constants.js';
import { MSG, msg } from '../messages.js';
import { email, listOf, numericId, requiredText } from './common.js';

export const faqSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = listOf(faqSchema);

export const corporatePageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  page_type_code: z.enum(CORPORATE_PAGE_TYPES),
});
export type CorporatePage = z.infer<typeof corporatePageSchema>;
export const corporatePageListSchema = listOf(corporatePageSchema);
export const idParams = z.object({ id: numericId() });

export const branchSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchListSchema = listOf(branchSchema);

/** Contact form of 01 §5: all four fields required. */
export const contactRequestSchema = z.object({
  name: requiredText(150).refine((v) => v.length >= 2, { error: msg(MSG.minLength, 2) }),
  email: email(),
  // Free-form phone: a Turkish number with or without its leading 0, or an international one.
  phone: requiredText(24).refine((v) => /^\+?\d{10,15}$/.test(v.replace(/[\s().-]/g, '')), { error: MSG.phone }),
  message: requiredText(3000).refine((v) => v.length >= 10, { error: msg(MSG.minLength, 10) }),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ detail: z.string() });
