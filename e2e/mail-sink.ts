import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the journeys: the app sends mail to it; tests read what arrived. */
export const MAIL_LOG = path.join(os.tmpdir(), `yolcu-e2e-mail-${process.pid}.jsonl`);

export function startMailSink(port: number) {
  writeFileSync(MAIL_LOG, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(MAIL_LOG, `${JSON.stringify({ to, raw })}\n`);
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  return server;
}

/** Quoted-printable soft breaks and escapes undone (runs of escapes as UTF-8), so text reads as sent. */
const decodeQp = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

/**
 * The newest mail to an address (that contains `containing`, when given), decoded; waits up to
 * 10 s for it, since the server sends mail in the background after the request answered.
 */
export async function lastMailTo(
  address: string,
  containing?: string | RegExp,
  logFile = process.env.YOLCU_MAIL_LOG ?? MAIL_LOG,
): Promise<string> {
  const matches = (text: string) =>
    containing === undefined || (typeof containing === 'string' ? text.includes(containing) : containing.test(text));
  for (let i = 0; i < 100; i++) {
    if (existsSync(logFile)) {
      const mails = readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { to: string[]; raw: string })
        .filter((m) => m.to.includes(address))
        .map((m) => decodeQp(m.raw))
        .filter(matches);
      if (mails.length) return mails[mails.length - 1]!;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}${containing ? ` containing ${containing}` : ''}`);
}
