import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { bookFlight } from '../helpers/book-flight';
import { lastMailTo } from '../mail-sink';

/**
 * The operator console (issue 40): a support member made by `npm run staff:add` (run by the
 * webServer command before the server starts, its link in E2E_STAFF_LINK_FILE) sets up the account
 * from the link, signs in with a TOTP code, finds a booking by its PNR, resends its confirmation, and
 * answers a traveller's message from the inbox. On a desktop, as staff use it.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const STAFF_EMAIL = 'support@e2e.yolcu.example';
const PASSWORD = 'Ruzgarli-Liman-2026!';

const totp = (secret: string) =>
  new TOTP({ issuer: 'Yolcu', algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** How many mails the sink has taken for an address so far. */
function mailCount(address: string): number {
  const log = process.env.YOLCU_MAIL_LOG!;
  if (!existsSync(log)) return 0;
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .filter((l) => (JSON.parse(l) as { to: string[] }).to.includes(address)).length;
}

test('support sets up the account, finds a booking, resends its confirmation and answers a message', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const link = readFileSync(process.env.E2E_STAFF_LINK_FILE!, 'utf8')
    .split('\n')
    .find((l) => l.includes('/admin/setup?token='));
  expect(link, 'staff:add printed a set-up link').toBeTruthy();

  // The console's page is never cached, and no page may frame it.
  const shell = await request.get('/admin/sign-in');
  expect(shell.headers()['cache-control']).toBe('no-store');
  expect(shell.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(await shell.text()).toContain('/admin/assets/');

  // Set-up: Turkish first, as the console opens; then English.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Personel hesabınızı kurun' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible();
  // The contract's rules show under the field before anything is sent.
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Minimum length is 12.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Scan this code with your authenticator app')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expect(page.getByText(/^otpauth:\/\/totp\//)).toBeVisible();
  await page.getByLabel('The 6-digit code the app shows').fill(totp(secret).generate());
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();

  // Sign-in: the set-up used this step's code, and a code opens once: the next step's (within the
  // server's one step of drift) is the one a phone shows a moment later.
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail, password or code is not correct.')).toBeVisible();
  await page.getByLabel('6-digit code').fill(totp(secret).generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${STAFF_EMAIL} (support)`)).toBeVisible();
  // Support's nav: bookings and requests, not the audit log.
  const nav = page.getByRole('navigation', { name: 'Yolcu operations' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  // A booking made by a traveller, found by its PNR.
  const email = `console-${Date.now()}@example.com`;
  const { code, pnr } = await bookFlight(request, { email });
  await expect(page.getByRole('heading', { name: 'Find a booking' })).toBeVisible();
  await page.getByRole('searchbox').fill(pnr);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(pnr) });
  await expect(row).toContainText(email);
  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Booking created');
  await expect(timeline).toContainText('Payment captured');
  await expect(timeline).toContainText('Booking completed');
  await expect(page.getByText('Ayşe Yılmaz')).toBeVisible();

  // Resend the confirmation: the answer on screen, the mail in the box, the action on the timeline.
  const before = mailCount(email);
  await page.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(page.getByText(`Sent again to ${email}: The confirmation mail was sent again.`)).toBeVisible();
  await expect.poll(() => mailCount(email), { timeout: 15_000 }).toBeGreaterThan(before);
  expect(await lastMailTo(email, pnr)).toContain(pnr);
  await expect(timeline).toContainText('Staff resent the confirmation');

  // A traveller writes in; support answers from the inbox.
  const writer = `writer-${Date.now()}@example.com`;
  const sent = await request.post('/api/contact/', {
    headers: { 'accept-language': 'en' },
    data: { name: 'Deniz Kaya', email: writer, phone: '+90 532 111 22 33', message: 'Can I add a bag to my flight?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await nav.getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Requests' })).toBeVisible();
  await page
    .getByRole('link', { name: /Deniz Kaya/ })
    .first()
    .click();
  await expect(page.getByText('Can I add a bag to my flight?').last()).toBeVisible();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  const answer = `Yes: a 20 kg bag can be added up to a day before departure (${Date.now()}).`;
  await page.getByLabel(/^Reply/).fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  // Answered: off the "New" list, on the "Answered" one.
  await page.getByRole('button', { name: 'Answered' }).click();
  await expect(page.getByRole('link', { name: /Deniz Kaya/ }).first()).toBeVisible();
  const mail = await lastMailTo(writer, 'Your message to Yolcu');
  expect(mail).toContain(answer);
  expect(mail).toContain('Can I add a bag to my flight?');

  // Sign out: back to sign-in, and the console's pages no longer open.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});
