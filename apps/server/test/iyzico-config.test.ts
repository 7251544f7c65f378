import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

/** 03 §18: PAYMENT_MODE=iyzico without its keys stops the server at start, naming the variable. */
describe('PAYMENT_MODE=iyzico configuration', () => {
  const base = { PAYMENT_MODE: 'iyzico', IYZICO_API_KEY: 'sandbox-api-key-1', IYZICO_SECRET_KEY: 'sandbox-secret-1' };

  it('names a missing key', () => {
    expect(() => loadConfig({ ...base, IYZICO_API_KEY: undefined })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, IYZICO_API_KEY: undefined })).toThrow(
      /IYZICO_API_KEY: required when PAYMENT_MODE=iyzico/,
    );
    expect(() => loadConfig({ ...base, IYZICO_SECRET_KEY: '' })).toThrow(
      /IYZICO_SECRET_KEY: required when PAYMENT_MODE=iyzico/,
    );
  });

  it('names a bad value without echoing a key', () => {
    let message = '';
    try {
      loadConfig({ ...base, IYZICO_SECRET_KEY: 'short' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/IYZICO_SECRET_KEY/);
    expect(message).toContain('(hidden)');
    expect(message).not.toContain('short');
    expect(() => loadConfig({ ...base, IYZICO_BASE_URL: 'not a url' })).toThrow(/IYZICO_BASE_URL/);
    expect(() => loadConfig({ PAYMENT_MODE: 'paypal' })).toThrow(/PAYMENT_MODE/);
  });

  it("defaults to iyzico's sandbox, and keeps the test bank the default mode", () => {
    expect(loadConfig(base).iyzico).toEqual({
      apiKey: 'sandbox-api-key-1',
      secretKey: 'sandbox-secret-1',
      baseUrl: 'https://sandbox-api.iyzipay.com',
    });
    expect(loadConfig({})).toMatchObject({ paymentMode: 'test', iyzico: null });
  });
});
