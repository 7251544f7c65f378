import { SIGNED_FIELDS, verifySigned } from './signing.js';

/** What a 3-D Secure callback says, once checked. */
export type CallbackVerdict =
  | { outcome: 'authenticated'; reference: string }
  | { outcome: 'bad_signature'; reference: string }
  | { outcome: 'not_authenticated'; reference: string; mdStatus: string };

/**
 * The form iyzico's page posts to the callbackUrl (status, paymentId, conversationData,
 * conversationId, mdStatus, signature): authentic only with iyzico's signature over its documented
 * fields, and the cardholder authenticated only with status success and mdStatus 1.
 */
export function verifyCallback(form: Record<string, string>, secretKey: string): CallbackVerdict {
  const reference = form.conversationId ?? '';
  if (!verifySigned(form, SIGNED_FIELDS.callback, secretKey)) return { outcome: 'bad_signature', reference };
  if (form.status !== 'success' || form.mdStatus !== '1')
    return { outcome: 'not_authenticated', reference, mdStatus: form.mdStatus ?? '' };
  return { outcome: 'authenticated', reference };
}
