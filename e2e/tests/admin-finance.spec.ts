import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { bookFlight } from '../helpers/book-flight';

/**
 * The console's finance operations (issue 40): a finance member made by `npm run staff:add` (run by
 * the webServer command before the server starts, its link in E2E_FINANCE_LINK_FILE) sets up the
 * account, signs in with a TOTP code, finds a traveller's flight and cancels it on their behalf with
 * a reason; the refund shows on the console's booking page and timeline, and on the traveller's own
 * booking page. On a desktop, as staff use it.
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const STAFF_EMAIL = 'finance@e2e.yolcu.example';
const PASSWORD = 'Kuzey-Yildizi-Hesap-2026!';

const totp = (secret: string) =>
  new TOTP({ issuer: 'Yolcu', algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

test('finance cancels a flight for the traveller; the refund shows in the console and to the traveller', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const link = readFileSync(process.env.E2E_FINANCE_LINK_FILE!, 'utf8')
    .split('\n')
    .find((l) => l.includes('/admin/setup?token='));
  expect(link, 'staff:add printed a set-up link').toBeTruthy();

  // Set-up in English, then sign in with the next step's code (the set-up used this step's).
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('The 6-digit code the app shows').fill(totp(secret).generate());
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('6-digit code').fill(totp(secret).generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${STAFF_EMAIL} (finance)`)).toBeVisible();
  // Finance's nav: bookings and the exception queue; no requests, content or audit log.
  const nav = page.getByRole('navigation', { name: 'Yolcu operations' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Exceptions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Requests' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Content' })).toHaveCount(0);

  // A traveller's flight, found by its code.
  const email = `finance-${Date.now()}@example.com`;
  const { code, pnr } = await bookFlight(request, { email });
  await nav.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Find a booking' })).toBeVisible();
  await page.getByRole('searchbox').fill(code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(pnr) });
  await expect(row).toContainText(email);
  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeVisible();
  // Nothing to retry on a completed booking.
  await expect(page.getByRole('button', { name: 'Retry refund' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry settlement' })).toHaveCount(0);

  // The quote: what comes back and what is kept; a reason is required before anything is sent.
  await page.getByRole('button', { name: 'Cancel for the traveller' }).click();
  const panel = page.getByRole('region', { name: 'Cancel for the traveller' });
  await expect(panel).toContainText('Refunded to the traveller');
  await expect(panel).toContainText('Kept');
  await expect(panel).toContainText('•••• 1111');
  const refund = (await panel.getByTestId('quote-refund').textContent())!.trim();
  expect(refund).toMatch(/\d/);
  await panel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(panel.getByText('This field is required.')).toBeVisible();
  await panel.getByLabel('Reason (kept in the audit log)').fill('The traveller phoned: cannot travel.');
  await panel.getByRole('button', { name: 'Confirm cancellation' }).click();

  // The result, the booking refetched: cancelled, the refund in the list and on the timeline.
  await expect(
    page.getByText(new RegExp(`Booking cancelled\\. Refund: ${refund.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel for the traveller' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Booking cancelled');
  await expect(timeline).toContainText('Refund recorded');
  await expect(timeline).toContainText(new RegExp(`Staff cancelled for the traveller\\s*· ${STAFF_EMAIL}`));
  // The bank pays after the commit: once paid, the timeline says so after a reload.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Refund paid', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // The traveller's own page shows the cancellation and the refund.
  await page.goto(`/flight/booking/detail/${code}`);
  await expect(page.getByTestId('pnr')).toHaveText(pnr);
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund-line')).toContainText(/refunded to your card ending 1111/);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
});
