import { expect, type Page, test } from '@playwright/test';
import {
  chooseFirstFare,
  confirmInBank,
  fillCard,
  fillPassenger,
  pickDestination,
  tcNumber,
  yearsAgo,
} from '../helpers/checkout';

/**
 * The bank's 3-D Secure pages leave no entry in the browser's history (issue 41): each page the
 * frame showed used to be one, and after a declined card Back did nothing once per page.
 */
async function fillPaymentPage(page: Page, email: string, seed: number) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
  await pickDestination(page, 'AYT');
  await chooseFirstFare(page);
  await expect(page.getByRole('button', { name: /Secure Pay/ })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Phone number').fill('5321234567');
  await fillPassenger(page, 0, {
    name: 'Elif',
    surname: 'Kaya',
    gender: 'Female',
    birth: yearsAgo(29),
    tc: tcNumber(seed),
  });
  await page.getByLabel(/I have read and accept/).check();
}

/** A declined card after one wrong code: the bank's frame showed three pages. */
async function declinedAttempt(page: Page) {
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /Secure Pay/ }).click();
  const bank = await confirmInBank(page, '000001');
  await expect(bank.getByText('The code is wrong. 2 tries left.')).toBeVisible();
  await confirmInBank(page);
  const failure = page.getByRole('alertdialog', { name: 'Payment not completed' });
  await expect(failure.getByText('Your card was declined.')).toBeVisible();
  await failure.getByRole('button', { name: 'OK' }).click();
  await expect(failure).toBeHidden();
}

test.describe('the bank frame and the browser history', () => {
  test('after a declined card, one Back from the payment page asks to leave, and leaving opens the results', async ({
    page,
  }) => {
    await fillPaymentPage(page, 'back-after-decline@example.com', 41);
    const paying = page.url();
    const entries = await page.evaluate(() => history.length);
    await declinedAttempt(page);
    await expect(page).toHaveURL(paying);
    // The frame's pages added nothing to the tab's history.
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.goBack();
    const ask = page.getByRole('alertdialog');
    await expect(ask.getByRole('button', { name: 'Leave' })).toBeVisible();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/flight\/search\/\?session_unique=/);
    await expect(page.getByTestId('flight-card').first()).toBeVisible();
  });

  test('after a declined card and a paid one, one Back from the booking opens home', async ({ page }) => {
    await fillPaymentPage(page, 'back-after-paid@example.com', 42);
    const entries = await page.evaluate(() => history.length);
    await declinedAttempt(page);

    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: /Secure Pay/ }).click();
    await confirmInBank(page);
    await expect(page).toHaveURL(/\/flight\/booking\/detail\//);
    await expect(page.getByTestId('pnr')).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
    // Straight from payment the booking's page puts home in the payment page's place and itself on
    // top (02 §2): one entry more, and none of the bank's pages.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
  });
});
