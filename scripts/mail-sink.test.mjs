// The development mail sink (`npm run mail:sink`) lives through a client that resets its connection
// (issue 36: it exited on ECONNRESET), and prints the next mail.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { afterAll, expect, it } from 'vitest';

const port = 20_000 + (process.pid % 10_000);
const sink = spawn(process.execPath, [fileURLToPath(new URL('./mail-sink.mjs', import.meta.url))], {
  env: { ...process.env, MAIL_SINK_PORT: String(port) },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
sink.stdout.on('data', (c) => {
  out += c;
});
sink.stderr.on('data', (c) => {
  out += c;
});
afterAll(() => sink.kill());

const until = async (check) => {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
};

it('goes on after a client resets its connection, and prints the next mail', async () => {
  await until(() => out.includes('Mail sink on'));
  // A client that starts a mail and drops the connection in the middle of its data.
  const socket = net.connect(port, '127.0.0.1');
  const reply = () => new Promise((resolve) => socket.once('data', resolve));
  await reply(); // the greeting
  for (const line of ['EHLO x', 'MAIL FROM:<a@example.com>', 'RCPT TO:<b@example.com>', 'DATA']) {
    socket.write(`${line}\r\n`);
    await reply();
  }
  socket.write('Subject: cut\r\n\r\nhalf a mail');
  await new Promise((r) => setTimeout(r, 50));
  socket.resetAndDestroy();
  await new Promise((r) => setTimeout(r, 300));
  expect(sink.exitCode).toBeNull();
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'Still here', text: 'hello' });
  await until(() => out.includes('Still here'));
  expect(out).toContain('mail to b@example.com: Still here');
});
