import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.js';
import { SUPPORT_EMAIL } from '../src/modules/app-info/app-info.service.js';
import { createTestApp, outboxTo, type TestApp, waitForMail } from './helpers.js';

/** What the sink received: the SMTP envelope and the raw message source. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let rejectUntil = 0;
let sink: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      // One address the sink refuses, to see how the app lives with a failed delivery.
      if (address.address === 'bounce@example.com') return callback(new Error('550 mailbox unavailable'));
      // A passing refusal (4xx) while a test wants the server "down".
      if (Date.now() < rejectUntil)
        return callback(Object.assign(new Error('451 try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  // No mailer passed: the app builds its own nodemailer transport from SMTP_URL.
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

let ip = 1;
const call = (method: string, url: string, payload?: object, lang = 'en') =>
  t.app.inject({
    method: method as 'POST',
    url,
    payload,
    remoteAddress: `10.77.0.${ip++}`,
    headers: { 'accept-language': lang },
  });

/** The decoded text/* parts of a raw MIME message, by content type. */
function textParts(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const split = chunk.indexOf('\r\n\r\n');
    const headers = chunk.slice(0, split);
    const body = chunk.slice(split + 4);
    const type = /content-type:\s*(text\/[a-z]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (!type) continue;
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase() ?? '7bit';
    let decoded = body;
    if (encoding === 'base64') decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    else if (encoding === 'quoted-printable') {
      const bytes = body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      decoded = Buffer.from(bytes, 'latin1').toString('utf8');
    }
    out[type] = decoded;
  }
  return out;
}

const mailTo = (address: string) => received.filter((m) => m.to.includes(address));

describe('mail by SMTP (03 §3, §5)', () => {
  it('registration mails the activation code in a text and an HTML part, and the outbox row says delivered', async () => {
    const email = 'smtp-user@example.com';
    const res = await call('POST', '/api/auth/register/', {
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email,
      password: 'Deniz-Feneri-42',
      comfirm_password: 'Deniz-Feneri-42',
    });
    expect(res.statusCode).toBe(201);

    // The request does not wait for SMTP: the background sender delivers the queued mail.
    await waitForMail(t, () => mailTo(email).length > 0);
    const mails = mailTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.from).toBe('no-reply@yolcu.example');
    expect(mail.raw).toMatch(/^subject: Your Yolcu activation code\r?$/im);
    expect(mail.raw).toMatch(/multipart\/alternative/i);
    expect(mail.raw).toMatch(/content-type:\s*text\/plain/i);
    expect(mail.raw).toMatch(/content-type:\s*text\/html/i);

    const parts = textParts(mail.raw);
    const code = /\b(\d{6})\b/.exec(parts['text/plain'] ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(parts['text/html']).toContain(code);
    expect(parts['text/html']).toContain(`/auth/activate/?email=smtp-user%40example.com&amp;code=${code}`);
    expect(parts['text/plain']).toContain('Hello Ayşe,');

    const rows = await outboxTo(t.database.db, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.delivered).toBe(true);
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    expect(rows[0]!.error).toBeNull();
    expect(rows[0]!.text).toContain(code);

    // The mailed code is the real one.
    const activated = await call('POST', '/api/auth/activate/', { email, code: code! });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().token).toEqual(expect.any(String));
  });

  it('the password reset mail greets the user by name too', async () => {
    const before = mailTo('smtp-user@example.com').length;
    const res = await call('POST', '/api/auth/forget-password/', { email: 'smtp-user@example.com' });
    expect(res.statusCode).toBe(200);
    await waitForMail(t, () => mailTo('smtp-user@example.com').length > before);
    const mail = mailTo('smtp-user@example.com').at(-1)!;
    const parts = textParts(mail.raw);
    expect(parts['text/plain']).toMatch(/^Hello Ayşe,$/m);
    expect(parts['text/plain']).toMatch(/\/auth\/reset-password\/\?token=[A-Za-z0-9_-]+/);
    expect(parts['text/html']).toContain('Hello Ayşe,');
  });

  it('a contact message is mailed to the support address', async () => {
    const before = mailTo(SUPPORT_EMAIL).length;
    const res = await call(
      'POST',
      '/api/contact/',
      {
        name: 'Mehmet Kaya',
        email: 'mehmet@example.com',
        phone: '0555 123 45 67',
        message: 'Biletimi değiştirmek istiyorum, yardım eder misiniz?',
      },
      'tr',
    );
    expect(res.statusCode).toBe(201);

    await waitForMail(t, () => mailTo(SUPPORT_EMAIL).length > before);
    const mails = mailTo(SUPPORT_EMAIL);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.raw).toMatch(/content-type:\s*text\/plain/i);
    expect(mail.raw).toMatch(/content-type:\s*text\/html/i);
    const parts = textParts(mail.raw);
    expect(parts['text/plain']).toContain('mehmet@example.com');
    expect(parts['text/plain']).toContain('Biletimi değiştirmek istiyorum, yardım eder misiniz?');
    expect(parts['text/html']).toContain('Mehmet Kaya');

    const rows = await outboxTo(t.database.db, SUPPORT_EMAIL);
    expect(rows.at(-1)!.delivered).toBe(true);
  });

  it('a refused delivery keeps the mail in the outbox with the error; the request still succeeds', async () => {
    const res = await call('POST', '/api/auth/register/', {
      first_name: 'Can',
      last_name: 'Demir',
      email: 'bounce@example.com',
      password: 'Deniz-Feneri-42',
      comfirm_password: 'Deniz-Feneri-42',
    });
    expect(res.statusCode).toBe(201);
    await waitForMail(t);
    expect(mailTo('bounce@example.com')).toHaveLength(0);
    const [row] = await outboxTo(t.database.db, 'bounce@example.com');
    expect(row!.delivered).toBe(false);
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toMatch(/550|mailbox unavailable/);
    // The receiving server's 5xx is final: the sender does not retry it.
    expect(row!.error).toMatch(/^permanent: /);
  });

  it('a server that refuses for now (4xx) holds no request; the sender retries and the mail goes out once it accepts', async () => {
    const outbox = t.app.outbox;
    const [retryAfter, grace] = [outbox.retryAfterMs, outbox.graceMs];
    rejectUntil = Number.POSITIVE_INFINITY;
    try {
      const start = performance.now();
      const res = await call('POST', '/api/auth/forget-password/', { email: 'smtp-user@example.com' });
      expect(res.statusCode).toBe(200);
      expect(performance.now() - start).toBeLessThan(1_000);
      const before = mailTo('smtp-user@example.com').length;
      await waitForMail(t);
      const [row] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'smtp-user@example.com'))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      expect(row!.delivered).toBe(false);
      expect(row!.error).toMatch(/451/);
      rejectUntil = 0;
      outbox.retryAfterMs = 50;
      outbox.graceMs = 0;
      await new Promise((r) => setTimeout(r, 100));
      await outbox.sweep();
      expect(mailTo('smtp-user@example.com')).toHaveLength(before + 1);
    } finally {
      rejectUntil = 0;
      outbox.retryAfterMs = retryAfter;
      outbox.graceMs = grace;
    }
  });
});
