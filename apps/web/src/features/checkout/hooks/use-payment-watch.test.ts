import { describe, expect, it } from 'vitest';
import { readBankMessage } from './use-payment-watch';

const origin = 'https://yolcu.test';
const msg = (data: unknown, from = origin) => readBankMessage({ origin: from, data }, 'flight', 'B1', origin);

describe('readBankMessage', () => {
  it('reads completed and failed from the bank, for the booking this page paid for', () => {
    expect(msg({ source: 'yolcu-bank', status: 'completed', product: 'flight', unique_code: 'B1' })).toEqual({
      status: 'completed',
    });
    expect(
      msg({
        source: 'yolcu-bank',
        status: 'failed',
        product: 'flight',
        unique_code: 'B1',
        message: 'Your card was declined.',
      }),
    ).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });

  it('reads confirming (authorised, the order under way) as its own outcome, not as a failure', () => {
    expect(
      msg({ source: 'yolcu-bank', status: 'confirming', product: 'flight', unique_code: 'B1', message: '' }),
    ).toEqual({ status: 'confirming' });
    expect(msg({ source: 'yolcu-bank', status: 'settling', product: 'flight', unique_code: 'B1' })).toBeNull();
  });

  it('ignores other origins, sources, products and bookings', () => {
    const ok = { source: 'yolcu-bank', status: 'completed', product: 'flight', unique_code: 'B1' };
    expect(msg(ok, 'https://evil.test')).toBeNull();
    expect(msg({ ...ok, source: 'other' })).toBeNull();
    expect(msg({ ...ok, product: 'transfer' })).toBeNull();
    expect(msg({ ...ok, unique_code: 'B2' })).toBeNull();
    // The bank used to name the search session; a booking is known by its own code only (03 §12).
    expect(msg({ source: 'yolcu-bank', status: 'completed', product: 'flight', session_unique: 'B1' })).toBeNull();
    expect(msg('completed')).toBeNull();
  });

  it('reads the transfer bank when watching a transfer', () => {
    const data = { source: 'yolcu-bank', status: 'completed', product: 'transfer', unique_code: 'B1' };
    expect(readBankMessage({ origin, data }, 'transfer', 'B1', origin)).toEqual({ status: 'completed' });
    expect(readBankMessage({ origin, data: { ...data, product: 'flight' } }, 'transfer', 'B1', origin)).toBeNull();
  });
});
