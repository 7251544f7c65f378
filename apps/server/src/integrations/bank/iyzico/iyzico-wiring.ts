import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { IyzicoBank } from './iyzico-bank.js';
import { stepsInDatabase } from './iyzico-steps.js';

/** The path iyzico posts the 3-D Secure result to (03 §18). */
export const IYZICO_CALLBACK_PATH = '/payment/iyzico/callback/';

/**
 * PAYMENT_MODE=iyzico's bank: its settings checked by loadConfig, its callback at PUBLIC_URL, its
 * steps between requests in the database (any instance serves any of a payment's requests).
 */
export function iyzicoBank(config: Pick<Config, 'iyzico' | 'publicUrl'>, db: Db): IyzicoBank {
  if (!config.iyzico) throw new Error('iyzico: PAYMENT_MODE=iyzico without its settings');
  return new IyzicoBank(
    { ...config.iyzico, callbackUrl: `${config.publicUrl}${IYZICO_CALLBACK_PATH}` },
    stepsInDatabase(db),
  );
}
