import { describe, expect, it } from 'vitest';
import { bankFrameUrl } from './bank-frame-url';

const here = 'https://yolcu.example';

describe('bankFrameUrl', () => {
  it("loads the server's bank page from this page's own origin, keeping its path and query", () => {
    expect(bankFrameUrl('http://10.0.0.5:8080/payment/3ds/ref_1/?lang=tr', here)).toBe(
      'https://yolcu.example/payment/3ds/ref_1/?lang=tr',
    );
    expect(bankFrameUrl('http://localhost:8080/payment/3ds/ref_1/', 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8080/payment/3ds/ref_1/',
    );
    expect(bankFrameUrl('/payment/3ds/ref_1/', here)).toBe('https://yolcu.example/payment/3ds/ref_1/');
  });

  it('leaves any other address as it is', () => {
    expect(bankFrameUrl('https://acs.bank.example/3ds?x=1', here)).toBe('https://acs.bank.example/3ds?x=1');
    expect(bankFrameUrl('https://yolcu.example/paymentx/1', here)).toBe('https://yolcu.example/paymentx/1');
    expect(bankFrameUrl('http://[bad', here)).toBe('http://[bad');
  });
});
