// `npm run mail:sink`: a local SMTP server that prints each mail the app sends (recipient, subject
// and the text part, links included), for development without a mail account. Start the app with
// `SMTP_URL=smtp://127.0.0.1:2525 npm start`. The server's own log never shows mail links (03 §12).
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_SINK_PORT ?? 2525);

/** The text/plain part of a raw message, with quoted-printable undone. */
function textPart(raw) {
  const match = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const body = match ? match[1] : raw;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      console.log(`\n── mail to ${to}: ${subject}\n${textPart(raw).trim()}\n`);
      callback();
    });
  },
});
// A client that drops its connection (the app stopped mid-mail, a port scan) is the client's
// trouble: said, and the sink goes on (it used to exit on an ECONNRESET).
server.on('error', (err) => console.error(`mail sink: ${err.code ?? ''} ${err.message}`));
server.listen(port, '127.0.0.1', () =>
  console.log(`Mail sink on smtp://127.0.0.1:${port} — start the app with SMTP_URL=smtp://127.0.0.1:${port}`),
);
