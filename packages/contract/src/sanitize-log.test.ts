import { describe, expect, it } from 'vitest';
import { LOG_LIMITS } from './constants.js';
import { sanitizeForLog, sanitizeText } from './sanitize-log.js';

describe('sanitizeForLog', () => {
  it('drops sensitive keys at any depth, case-insensitively, and keeps the rest', () => {
    const out = sanitizeForLog({
      email: 'a@b.example',
      card_number: '4111111111111111',
      cvc: '123',
      Password: 'secret',
      nested: {
        token: 'abc',
        card_cvc: '999',
        keep: 1,
        deeper: { new_password: 'x', authorization: 'Token t', ok: true },
      },
      list: [{ password: 'p', name: 'Ali' }],
    });
    // Personal data goes like secrets (issue 36): an e-mail, a name.
    expect(out).toEqual({
      nested: { keep: 1, deeper: { ok: true } },
      list: [{}],
    });
    expect(JSON.stringify(out)).not.toMatch(/secret|4111|999|Token t/);
  });

  it('masks card-like numbers inside text, with or without separators', () => {
    expect(sanitizeForLog('paid with 4111 1111 1111 1111 today')).toBe('paid with [card] today');
    expect(sanitizeForLog({ note: 'card 4111-1111-1111-1111' })).toEqual({ note: 'card [card]' });
    expect(sanitizeForLog({ note: 'x 5555555555554444 y' })).toEqual({ note: 'x [card] y' });
    // The card validator accepts any separator, so the usual ones people type are masked too.
    expect(sanitizeForLog('4111.1111.1111.1111 / 4111/1111/1111/1111')).toBe('[card] / [card]');
  });

  it('leaves amounts and counts alone, and drops phone numbers, e-mails and TC numbers (issue 36)', () => {
    expect(sanitizeForLog({ phone: '5321234567', amount: 1234.5, count: 3, flag: false })).toEqual({
      amount: 1234.5,
      count: 3,
      flag: false,
    });
    const text = 'TC 12345678950 for ayse@example.com, call 0532 123 45 67 or +905321234567; 3 seats, 1850 TRY';
    expect(sanitizeForLog({ explanation: text })).toEqual({
      explanation: 'TC [number] for [email], call [number] or [number]; 3 seats, 1850 TRY',
    });
    expect(sanitizeText(text)).not.toMatch(/12345678950|ayse@|5321234567|532 123/);
  });

  it('keeps at most 75 children of an object or an array', () => {
    const obj = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    const out = sanitizeForLog(obj) as Record<string, unknown>;
    expect(Object.keys(out)).toHaveLength(LOG_LIMITS.maxChildren);
    expect(out.k0).toBe(0);
    expect(out.k74).toBe(74);
    expect(out).not.toHaveProperty('k75');

    const arr = sanitizeForLog(Array.from({ length: 100 }, (_, i) => i)) as unknown[];
    expect(arr).toHaveLength(75);
  });

  it('does not count dropped sensitive keys against the 75 children', () => {
    const obj: Record<string, unknown> = { password: 'x', token: 'y' };
    for (let i = 0; i < 75; i++) obj[`k${i}`] = i;
    expect(Object.keys(sanitizeForLog(obj) as object)).toHaveLength(75);
  });

  it('cuts each child text at 150 characters', () => {
    const out = sanitizeForLog({ a: 'x'.repeat(400), nested: { b: 'y'.repeat(400) }, list: ['z'.repeat(400)] }) as {
      a: string;
      nested: { b: string };
      list: string[];
    };
    expect(out.a).toHaveLength(150);
    expect(out.nested.b).toHaveLength(150);
    expect(out.list[0]).toHaveLength(150);
  });

  it('keeps up to 1000 characters of a top-level response, but not of a nested one', () => {
    const out = sanitizeForLog({ response: 'r'.repeat(2000), inner: { response: 's'.repeat(2000) } }) as {
      response: string;
      inner: { response: string };
    };
    expect(out.response).toHaveLength(LOG_LIMITS.maxResponseText);
    expect(out.inner.response).toHaveLength(150);
  });

  it('masks a card number before cutting, so no card digits survive in a long response', () => {
    const out = sanitizeForLog({ response: `${'a'.repeat(990)} 4111 1111 1111 1111` }) as { response: string };
    expect(out.response).not.toMatch(/4111/);
  });

  it('stops at a bounded depth, so cyclic values cannot recurse forever', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const out = JSON.stringify(sanitizeForLog(cyclic));
    expect(out).toContain('[depth]');
  });

  it('passes null and undefined through', () => {
    expect(sanitizeForLog(null)).toBeNull();
    expect(sanitizeForLog(undefined)).toBeUndefined();
  });
});

describe('sanitizeText', () => {
  it('masks card numbers and cuts at 500 characters by default', () => {
    expect(sanitizeText('card 4111111111111111')).toBe('card [card]');
    expect(sanitizeText('x'.repeat(800))).toHaveLength(500);
    expect(sanitizeText('x'.repeat(800), 100)).toHaveLength(100);
  });
});

describe('capabilities in logged URLs (03 §12)', () => {
  it('replaces booking codes, share codes and search ids after a slash or an equals sign', () => {
    expect(sanitizeText('/flight/booking/detail/Ab3dEfGhIjKlMnOpQrStUvWx12345678?clear=true')).toBe(
      '/flight/booking/detail/[id]?clear=true',
    );
    expect(sanitizeForLog({ page: '/flight/payment/?session_unique=x9Yk2LmNpQrStUvWxYz01' })).toEqual({
      page: '/flight/payment/?session_unique=[id]',
    });
    expect(sanitizeText('FlightPaymentPageLoaded /profile/price_alerts/')).toBe(
      'FlightPaymentPageLoaded /profile/price_alerts/',
    );
  });
});
