import type { Language } from '@yolcu/contract';
import { translate } from '../../lib/i18n.js';
import { formatTry } from '../../lib/money.js';

/** The pay call's answer of 03 §7, for flights and transfers alike. */
export const payAnswer = (
  status: boolean,
  status_code: number,
  message: string,
  research: boolean,
  pay_url = '',
  unique_code = '',
) => ({ status, status_code, message, research, pay_url, unique_code });

/** "The price has changed from X to Y", with both amounts in the reader's format. */
export const priceChangedMessage = (lang: Language, before: number, now: number) =>
  translate(lang, `pay.price_changed|${formatTry(lang, before)}|${formatTry(lang, now)}`);
