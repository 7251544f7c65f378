import { describe, expect, it } from 'vitest';
import { readBankMessage } from './use-payment-watch';

const origin = 'https://yolcu.test';
const msg = (data: unknown, from = origin) => readBankMessage({ origin: from, data }, 'flight', 'S1', origin);

describe('readBankMessage', () => {
  it('reads completed and failed from the bank of this session', () => {
    expect(msg({ source: 'yolcu-bank', status: 'completed', product: 'flight', session_unique: 'S1' })).toEqual({
      status: 'completed',
    });
    expect(
      msg({
        source: 'yolcu-bank',
        status: 'failed',
        product: 'flight',
        session_unique: 'S1',
        message: 'Your card was declined.',
      }),
    ).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });

  it('ignores other origins, sources, products and sessions', () => {
    const ok = { source: 'yolcu-bank', status: 'completed', product: 'flight', session_unique: 'S1' };
    expect(msg(ok, 'https://evil.test')).toBeNull();
    expect(msg({ ...ok, source: 'other' })).toBeNull();
    expect(msg({ ...ok, product: 'transfer' })).toBeNull();
    expect(msg({ ...ok, session_unique: 'S2' })).toBeNull();
    expect(msg('completed')).toBeNull();
  });

  it('reads the transfer bank when watching a transfer', () => {
    const data = { source: 'yolcu-bank', status: 'completed', product: 'transfer', session_unique: 'S1' };
    expect(readBankMessage({ origin, data }, 'transfer', 'S1', origin)).toEqual({ status: 'completed' });
    expect(readBankMessage({ origin, data: { ...data, product: 'flight' } }, 'transfer', 'S1', origin)).toBeNull();
  });
});
