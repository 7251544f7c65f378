import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { SUPPORT_PHONE } from '../src/modules/app-info/app-info.service.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, tickets } from '../src/db/schema.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, type TestApp, waitForMail } from './helpers.js';
import { transferClient } from './transfer-helpers.js';

// Issue 19 / 03 §14: the e-ticket and the voucher as PDFs, in the booking's language, attached to the mails.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 94);
const transfers = transferClient(() => t, c);

async function pdfText(pdf: Uint8Array) {
  expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  const doc = await getDocumentProxy(pdf);
  const { text } = await extractText(doc, { mergePages: true });
  // Lines wrap where the page ends: read it as one run of words.
  return text.replace(/\s+/g, ' ');
}

async function ticketsOf(code: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.uniqueCode, code));
  const issued = await t.database.db.select().from(tickets).where(eq(tickets.bookingId, row!.id));
  return { row: row!, numbers: issued.map((tk) => tk.ticketNumber) };
}

describe('the e-ticket', () => {
  it('holds the PNR, ticket numbers, a Turkish surname, legs, baggage and fare package, in Turkish', async () => {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(26), fare: 'STANDARD' });
    const data = await c.paymentData(sessionUnique);
    const body = c.payBody(sessionUnique, data.form_rules, { email: 'eticket@example.com' });
    body.passengers[0]!.surname = 'Çağlayangil';
    const pay = (await c.call('POST', '/api/flight/gateway/payment/', body, { lang: 'tr' })).json();
    const bank = await c.bankCode(pay.pay_url);
    await c.submitCode(bank.path, bank.code);
    const { row, numbers } = await ticketsOf(pay.unique_code);

    const res = await c.call('GET', `/api/flight/booking/${pay.unique_code}/document/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="yolcu-${row.pnr}-e-bilet.pdf"`);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain(row.pnr!);
    for (const n of numbers) expect(text).toContain(n);
    expect(text).toContain('Ayşe Çağlayangil');
    expect(text).toContain('Elektronik bilet');
    expect(text).toMatch(/20 kg bagaj/);
    expect(text).toContain('Ücret paketi Standart');
    expect(text).toContain('Kalkıştan 3 gün öncesine kadar iptal');
    expect(text).not.toMatch(/example\.com|booking\/detail/);

    // Mail leaves through the background outbox: wait until it has.
    await waitForMail(t);
    const mail = mailer.sent.find((m) => m.to === 'eticket@example.com')!;
    const pdf = mail.attachments!.find((a) => a.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe(`yolcu-${row.pnr}-e-bilet.pdf`);
    expect(await pdfText(new Uint8Array(Buffer.from(pdf.content, 'base64')))).toContain(row.pnr!);
    expect(mail.attachments![0]!.contentType).toContain('text/calendar');
  });
});

describe('the transfer voucher', () => {
  it('holds the PNR, pick-up, vendor and phone, meeting instructions, tickets and terms, in English', async () => {
    const { sessionUnique, data } = await transfers.searchAndSelect({ date: plusDays(24) });
    const body = await transfers.payBody(sessionUnique, data, { email: 'voucher@example.com' });
    body.passengers[1]!.surname = 'Güneşoğlu';
    const pay = (await c.call('POST', '/api/transfer/gateway/payment/', body)).json();
    const bank = await c.bankCode(pay.pay_url);
    await c.submitCode(bank.path, bank.code);
    const { row, numbers } = await ticketsOf(pay.unique_code);
    const res = await c.call('GET', `/api/transfer/booking/${pay.unique_code}/document/`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain(row.pnr!);
    for (const n of numbers) expect(text).toContain(n);
    expect(text).toContain('Güneşoğlu');
    expect(text).toContain('Transfer voucher');
    expect(text).toContain(data.vendor.name);
    expect(text).toMatch(/\+90 \d{3} \d{3} \d{2} \d{2}/);
    // One support line everywhere: the voucher gives the number the contact page gives (issue 41).
    expect(text).toContain(`customer service: ${SUPPORT_PHONE}`);
    expect(text).toMatch(/name board/);
    expect(text).toMatch(/Free cancellation/);
    expect(text).toContain('TK2412');
    // Mail leaves through the background outbox: wait until it has.
    await waitForMail(t);
    const mail = mailer.sent.find((m) => m.to === 'voucher@example.com')!;
    // Issue 22: no block inside a paragraph (the meeting instructions rendered outside their box).
    expect(mail.html).not.toMatch(/<p[^>]*>(?:(?!<\/p>)[\s\S])*<div/);
    expect(mail.html).toContain('name board');
    expect(mail.attachments!.map((a) => a.contentType)).toEqual([
      'text/calendar; charset=utf-8; method=PUBLISH',
      'application/pdf',
    ]);
  });

  it('answers 404 for an unknown code', async () => {
    expect((await c.call('GET', '/api/transfer/booking/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/document/')).statusCode).toBe(
      404,
    );
  });
});

describe("places in the traveller's language (issue 41)", () => {
  /** A paid IST → ADB booking whose search, pay and mail are in `lang`; answers its code and mail. */
  async function bookIn(lang: 'tr' | 'en', email: string, days: number) {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ADB', date: plusDays(days) });
    const data = await c.paymentData(sessionUnique);
    const body = c.payBody(sessionUnique, data.form_rules, { email });
    const pay = (await c.call('POST', '/api/flight/gateway/payment/', body, { lang })).json();
    const bank = await c.bankCode(pay.pay_url);
    await c.submitCode(bank.path, bank.code);
    await waitForMail(t, () => mailer.sent.some((m) => m.to === email));
    return { code: pay.unique_code as string, mail: mailer.sent.find((m) => m.to === email)! };
  }
  /** The calendar file's text with its folded lines joined again (RFC 5545 §3.1). */
  const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

  it('an English booking names cities and airports in English in its PDF and calendar files', async () => {
    const { code, mail } = await bookIn('en', 'places-en@example.com', 27);
    const pdf = await pdfText(
      new Uint8Array((await c.call('GET', `/api/flight/booking/${code}/document/`)).rawPayload),
    );
    expect(pdf).toContain('Istanbul (IST) → Izmir (ADB)');
    expect(pdf).not.toMatch(/İstanbul|İzmir/);
    const ics = unfolded(
      (await c.call('GET', `/api/flight/booking/${code}/calendar/`, undefined, { lang: 'en' })).body,
    );
    expect(ics).toContain('LOCATION:Istanbul Airport\\, Istanbul');
    expect(ics).not.toMatch(/Havalimanı|İstanbul/);
    const attached = mail.attachments!.find((a) => a.contentType.includes('text/calendar'))!;
    expect(unfolded(String(attached.content))).toContain('Istanbul Airport\\, Istanbul');
    const attachedPdf = mail.attachments!.find((a) => a.contentType === 'application/pdf')!;
    expect(await pdfText(new Uint8Array(Buffer.from(attachedPdf.content, 'base64')))).toContain('Izmir (ADB)');
  });

  it('a Turkish booking names them in Turkish', async () => {
    const { code, mail } = await bookIn('tr', 'places-tr@example.com', 28);
    const pdf = await pdfText(
      new Uint8Array((await c.call('GET', `/api/flight/booking/${code}/document/`)).rawPayload),
    );
    expect(pdf).toContain('İstanbul (IST) → İzmir (ADB)');
    const ics = unfolded(
      (await c.call('GET', `/api/flight/booking/${code}/calendar/`, undefined, { lang: 'tr' })).body,
    );
    expect(ics).toContain('LOCATION:İstanbul Havalimanı\\, İstanbul');
    expect(ics).not.toContain('Airport');
    const attached = mail.attachments!.find((a) => a.contentType.includes('text/calendar'))!;
    expect(unfolded(String(attached.content))).toContain('İstanbul Havalimanı\\, İstanbul');
  });
});
