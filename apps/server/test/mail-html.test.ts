import { LANGUAGES, type Language } from '@yolcu/contract';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/mail/mailer.js';
import { accountClient } from './account-helpers.js';
import { confirmByMail } from './alert-helpers.js';
import { bookingClient, plusDays, sellOut } from './booking-helpers.js';
import { createTestApp, MemoryMailer, type TestApp, waitForMail } from './helpers.js';
import { datesIn, htmlText, impliedCloses, oddAmounts, stylesAround } from './mail-checks.js';
import { transferClient } from './transfer-helpers.js';

// Issue 22: every kind of mail, made by the real flows in both languages, read with an HTML parser.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 83);
const transfers = transferClient(() => t, c);
const accounts = accountClient(() => t, mailer, 84);

/** Each kind of mail, by language, as it left. */
const mails: Record<Language, Record<string, MailMessage>> = { tr: {}, en: {} };
const lastTo = (to: string) => [...mailer.sent].reverse().find((m) => m.to === to)!;

async function pay(product: 'flight' | 'transfer', body: object, lang: Language) {
  const paid = (await c.call('POST', `/api/${product}/gateway/payment/`, body, { lang })).json();
  expect(paid.status, JSON.stringify(paid)).toBe(true);
  const bank = await c.bankCode(paid.pay_url);
  expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
  return paid.unique_code as string;
}

async function flightMails(lang: Language, k: number) {
  const to = `mail-flight-${lang}@example.com`;
  const { sessionUnique } = await c.searchAndSelect({
    from: 'IST',
    to: 'AYT',
    date: plusDays(40 + k),
    returnDate: plusDays(46 + k),
    fare: 'FLEX',
  });
  const data = await c.paymentData(sessionUnique);
  const code = await pay('flight', c.payBody(sessionUnique, data.form_rules, { email: to }), lang);
  await waitForMail(t, () => mailer.sent.some((m) => m.to === to));
  mails[lang].flightConfirmation = lastTo(to);
  // A guest cancels with the mailed code: the code mail, then the cancellation with its refund.
  const base = `/api/flight/booking/${code}/cancellation`;
  expect((await c.call('POST', `${base}/code/`, undefined, { lang })).statusCode).toBe(204);
  await waitForMail(t);
  mails[lang].cancellationCode = lastTo(to);
  const mailed = /\b(\d{6})\b/.exec(mails[lang].cancellationCode.text)![1]!;
  const quote = (await c.call('POST', `${base}/`, { code: mailed }, { lang })).json();
  const done = await c.call('POST', `${base}/${quote.id}/confirm/`, { code: mailed }, { lang });
  expect(done.statusCode, done.body).toBe(200);
  await waitForMail(t);
  mails[lang].flightCancellation = lastTo(to);
}

async function transferMail(lang: Language, k: number) {
  const to = `mail-transfer-${lang}@example.com`;
  const { sessionUnique, data } = await transfers.searchAndSelect({ date: plusDays(30 + k) });
  await pay('transfer', await transfers.payBody(sessionUnique, data, { email: to }), lang);
  await waitForMail(t, () => mailer.sent.some((m) => m.to === to));
  mails[lang].transferVoucher = lastTo(to);
}

async function accountMails(lang: Language) {
  const to = `mail-account-${lang}@example.com`;
  const person = { first_name: 'Ayşe', last_name: 'Yılmaz', email: to, password: 'Deniz-Feneri-42' };
  const registered = await accounts.call(
    'POST',
    '/api/auth/register/',
    { ...person, comfirm_password: person.password },
    undefined,
    lang,
  );
  expect(registered.statusCode, registered.body).toBe(201);
  await waitForMail(t);
  mails[lang].activation = lastTo(to);
  await accounts.call('POST', '/api/auth/forget-password/', { email: to }, undefined, lang);
  await waitForMail(t);
  mails[lang].reset = lastTo(to);
  // Issue 36: a new address gets its link, the old one a notice.
  const code = /\b(\d{6})\b/.exec(mails[lang].activation.text)![1];
  const activated = await accounts.call('POST', '/api/auth/activate/', { email: to, code });
  const next = `mail-account-new-${lang}@example.com`;
  const profile = { username: to, first_name: 'Ayşe', last_name: 'Yılmaz', email: next, password: person.password };
  const asked = await accounts.call(
    'PUT',
    '/api/user/',
    { ...profile, phone_code: '90', phone: '5551234567' },
    activated.json().token,
    lang,
  );
  expect(asked.statusCode, asked.body).toBe(200);
  await waitForMail(t, () => mailer.sent.some((m) => m.to === next));
  mails[lang].emailChange = lastTo(next);
  mails[lang].emailChangeNotice = lastTo(to);
}

async function priceAlertMail(lang: Language, k: number) {
  const to = `mail-alert-${lang}@example.com`;
  const started = await c.call('POST', '/api/flight/gateway/search/', {
    fly_type: 'OW',
    departure_airport: await c.airportId('IST'),
    arrival_airport: await c.airportId('ESB'),
    departure_date: plusDays(50 + k),
    adult: 2,
  });
  const session = started.json().session_unique;
  const view = (await c.call('GET', `/api/flight/gateway/search/?session_unique=${session}`)).json();
  const body = { option: started.json().form_data.option, notify_email: to };
  expect((await c.call('POST', '/api/flight/info/price-alert/', body, { lang })).statusCode).toBe(201);
  // A guest's alert first asks its address to confirm it (issue 36).
  await waitForMail(t, () => mailer.sent.some((m) => m.to === to));
  mails[lang].priceAlertConfirm = lastTo(to);
  await confirmByMail(t, to);
  const cheapest = [...view.search].sort((a, b) => a.price.total - b.price.total)[0];
  await sellOut(t, cheapest.transfers);
  await t.app.priceAlertJob.round(Date.now() + 7_200_000 * (k + 1));
  await waitForMail(t, () => mailer.sent.some((m) => m.to === to && m.text.includes('/price-alert/stop/')));
  mails[lang].priceAlert = lastTo(to);
}

beforeAll(async () => {
  for (const [k, lang] of LANGUAGES.entries()) {
    await flightMails(lang, k);
    await transferMail(lang, k);
    await accountMails(lang);
    await priceAlertMail(lang, k);
  }
  const contact = {
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '0532 123 45 67',
    message: 'PNR <b>ABC123</b> için bilgi almak istiyorum.\nTeşekkürler.',
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: contact,
    remoteAddress: '10.85.0.1',
  });
  expect(res.statusCode, res.body).toBe(201);
  mails.tr.contact = lastTo('destek@yolcu.example');
}, 240_000);

const KINDS = [
  'flightConfirmation',
  'cancellationCode',
  'flightCancellation',
  'transferVoucher',
  'activation',
  'reset',
  'emailChange',
  'emailChangeNotice',
  'priceAlert',
  'priceAlertConfirm',
];

describe.each(LANGUAGES)('the %s mails', (lang) => {
  it('are all there, each with a text part and an HTML part in the language', () => {
    expect(Object.keys(mails[lang])).toEqual(expect.arrayContaining(KINDS));
    for (const mail of Object.values(mails[lang])) {
      expect(mail.text.length).toBeGreaterThan(20);
      expect(mail.html).toContain(`lang="${lang}"`);
    }
  });

  it('nest validly: no block inside a paragraph, nothing the parser had to close', () => {
    for (const [kind, mail] of Object.entries(mails[lang])) expect(impliedCloses(mail.html), kind).toEqual([]);
  });

  it("draw the voucher's meeting instructions inside their box", () => {
    const voucher = mails[lang].transferVoucher!;
    const line = voucher.text.split('\n').find((l) => /\+90 \d{3}/.test(l))!;
    expect(stylesAround(voucher.html, line.slice(0, 30)).join(';')).toContain('background-color:#fff8e1');
  });

  it('write every date one way, with the time after a comma, and every amount one way', () => {
    for (const [kind, mail] of Object.entries(mails[lang])) {
      for (const text of [mail.text, htmlText(mail.html), mail.subject]) {
        expect(datesIn(lang, text).other, `${kind}: ${text}`).toEqual([]);
        expect(oddAmounts(lang, text), kind).toEqual([]);
      }
    }
    for (const kind of ['flightConfirmation', 'flightCancellation', 'transferVoucher', 'priceAlert'])
      expect(datesIn(lang, mails[lang][kind]!.text).long.length, kind).toBeGreaterThan(0);
  });

  it('carry List-Unsubscribe with one-click on the price alert, to its stop link, through SMTP too', async () => {
    const alert = mails[lang].priceAlert!;
    const stop = /https?:\/\/\S+\/price-alert\/stop\/[A-Za-z0-9_-]+/.exec(alert.text)![0];
    expect(alert.headers).toEqual({
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(alert.html).toContain(`href="${stop}"`);
    const raw = await nodemailer
      .createTransport({ streamTransport: true, buffer: true })
      .sendMail({ from: 'a@b.example', ...alert });
    // The head unfolded (RFC 5322 folds long lines): nodemailer wraps the long stop link.
    const head = (raw.message as Buffer)
      .toString()
      .split(/\r?\n\r?\n/)[0]!
      .replace(/\r?\n(?=[ \t])/g, '');
    expect(head).toContain(`List-Unsubscribe: <${stop}>`);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Only alert mails offer to unsubscribe: a booking is not a subscription.
    expect(mails[lang].flightConfirmation!.headers).toBeUndefined();
  });
});

it("escapes what a visitor typed in the contact mail's HTML", () => {
  expect(mails.tr.contact!.html).toContain('&lt;b&gt;ABC123&lt;/b&gt;');
  expect(impliedCloses(mails.tr.contact!.html)).toEqual([]);
});

it('the checks catch what they look for', () => {
  expect(impliedCloses('<p>Meet at<div style="background:#fff8e1">the board</div></p>')).toContain('p');
  expect(datesIn('en', 'Departure 2026-12-07 14:30 · 7 Dec 2026 · Monday, 7 December 2026 14:30').other).toHaveLength(
    3,
  );
  expect(datesIn('tr', '7 Aralık 2026 Pazartesi, 14:30 https://x/?date=2026-12-07').other).toEqual([]);
  expect(oddAmounts('en', 'TRY 1,528.32 ₺1.528,32 ₺1,528.32 at 06:25 ₺2.00 1.528,32 TL')).toEqual([
    'TRY 1,528.32',
    '₺1.528,32',
    '1.528,32 TL',
  ]);
});
