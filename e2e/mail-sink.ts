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
  s.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

/** The newest mail to an address, decoded; waits up to 5 s for it to arrive. */
export async function lastMailTo(address: string, logFile = process.env.YOLCU_MAIL_LOG ?? MAIL_LOG): Promise<string> {
  for (let i = 0; i < 50; i++) {
    if (existsSync(logFile)) {
      const mails = readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { to: string[]; raw: string })
        .filter((m) => m.to.includes(address));
      if (mails.length) return decodeQp(mails[mails.length - 1]!.raw);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}
