import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 41: the product says only what it does. These texts are what a traveller reads and relies on.
const read = (file: string) => readFileSync(new URL(`../src/data/${file}`, import.meta.url), 'utf8');
const TEXTS = [
  'content/corporate-pages.json',
  'content/faqs.json',
  'content/demo-notifications.json',
  'i18n/en.json',
  'i18n/tr.json',
  'i18n/payment.en.json',
  'i18n/payment.tr.json',
  'i18n/checkout.en.json',
  'i18n/checkout.tr.json',
  // A record's key is an identifier, not a claim ("e-archive-invoice" names the invoice question).
].map((file) => [file, read(file).replace(/"key": "[^"]*"/g, '')] as const);

const NOT_DONE: Array<[what: string, pattern: RegExp]> = [
  // A card number is 16 digits on the form: an American Express card (15) cannot pay.
  ['American Express', /american express|\bamex\b/i],
  // No e-Arşiv invoice is issued by the product yet.
  ['an e-Arşiv invoice', /e-ar[sş]iv|e-archive/i],
  // Nothing follows a flight's position or delay.
  [
    'flight tracking',
    /flight tracking|track(s|ed|ing)? (your |the )?flights?|flight is tracked|uçuş(unuzu)? takip|uçuş takibi/i,
  ],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what the product claims', () => {
  for (const [what, pattern] of NOT_DONE)
    it(`claims no ${what} anywhere a traveller reads`, () => {
      const found = TEXTS.filter(([, text]) => pattern.test(text)).map(
        ([file, text]) => `${file}: …${pattern.exec(text)![0]}…`,
      );
      expect(found).toEqual([]);
    });

  it('gives one company address and one support line: the contact page, the contract and the head office agree', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/mobile/info/' })).json();
    const hq = JSON.parse(read('content/branches.json'))[0];
    expect(info.contact_address).toBe(hq.address);
    const contract = JSON.parse(read('content/corporate-pages.json')).find(
      (p: { key: string }) => p.key === 'distance-sales-contract',
    );
    for (const lang of ['tr', 'en']) {
      expect(contract.content[lang]).toContain(hq.address.replace('İstanbul', lang === 'en' ? 'Istanbul' : 'İstanbul'));
      expect(contract.content[lang]).toContain(info.contact_phone);
    }
  });

  it('sells no extra that every ride includes', async () => {
    const en = JSON.parse(read('i18n/en.json'));
    expect(Object.keys(en).filter((k) => k.startsWith('extra.'))).not.toContain('extra.name_board');
    expect(read('content/faqs.json')).toMatch(/name board/);
  });
});
