import { expect, type Page, test } from '@playwright/test';
import { chooseFirstFare, fillCard, fillPassenger, pickDestination, tcNumber, yearsAgo } from '../helpers/checkout';

// The Capacitor shell's behaviour (issue 12) in Chromium with the platform check switched on
// (`?native=1`, kept for the tab). The shell's plugins are replaced by their test seams: the bank
// page opens as a popup window (the Browser plugin's web version) and the system's deep links and
// back button arrive as the `yolcu:native` window event (apps/web/src/features/native/native-events.ts).

const nativeEvent = (page: Page, detail: { type: 'backButton' } | { type: 'appUrlOpen'; url: string }) =>
  page.evaluate((d) => window.dispatchEvent(new CustomEvent('yolcu:native', { detail: d })), detail);

/** Opens the app as the shell does and waits for the splash (so the shell's side is listening) to give way. */
async function startNative(page: Page, path = '/?native=1') {
  await page.goto(path);
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });
}

test('the splash shows the brand at start, then gives way to the app', async ({ page }) => {
  const started = Date.now();
  await page.goto('/?native=1');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await expect(splash).toContainText('Yolcu');
  await expect(splash).toBeHidden({ timeout: 5000 });
  // Hidden 2000 ms after the start (01 §4), not at once.
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();

  // The web build has no splash.
  await page.goto('/?native=0');
  await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0);
});

test('an app version that is no longer usable must update; an unsupported one may continue', async ({ page }) => {
  let answer = { is_usable: false, is_suported: false };
  await page.route('**/api/mobile/info/', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), ...answer } });
  });
  await startNative(page);
  const blocking = page.getByRole('alertdialog', { name: 'New version available' });
  await expect(blocking).toContainText('New version 1.1.4 is available.');
  await expect(blocking.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(blocking.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(blocking).toBeVisible();

  answer = { is_usable: true, is_suported: false };
  await startNative(page);
  const optional = page.getByRole('alertdialog', { name: 'New version available' });
  await expect(optional).toContainText('Would you like to update now?');
  await optional.getByRole('button', { name: 'Continue' }).click();
  await expect(optional).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
});

test('without app info the app asks to check the internet connection', async ({ page }) => {
  await page.route('**/api/mobile/info/', (route) => route.abort('internetdisconnected'));
  await page.goto('/?native=1');
  const dialog = page.getByRole('alertdialog', { name: 'No connection' });
  await expect(dialog).toContainText('Check your internet connection.', { timeout: 15_000 });
});

test('a payment in the shell goes through the bank page in the in-app browser to the booking; a link to it opens it again and Back returns', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startNative(page);
  await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
  await pickDestination(page, 'AYT');
  await chooseFirstFare(page);
  const sessionUnique = new URL(page.url()).searchParams.get('session_unique') ?? '';

  await page.getByLabel('E-mail address').fill('native-shell@example.com');
  await page.getByLabel('Phone number').fill('5321234567');
  await fillPassenger(page, 0, {
    name: 'Elif',
    surname: 'Kaya',
    gender: 'Female',
    birth: yearsAgo(29),
    tc: tcNumber(41),
  });
  await fillCard(page, '4111 1111 1111 1111', 'Elif Kaya');
  await page.getByLabel(/I have read and accept/).check();

  // Secure Pay opens the bank's page outside the app, not in a frame.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Secure Pay/ }).click();
  const bank = await popupOpened;
  const waiting = page.getByRole('dialog', { name: '3D Secure verification' });
  await expect(waiting).toContainText("Your bank's verification page is open.");
  await expect(page.locator('iframe')).toHaveCount(0);

  await expect(bank.getByText('Yolcu Test Bank')).toBeVisible();
  const code = await bank.locator('[data-test-code]').getAttribute('data-test-code');
  await bank.getByLabel('Verification code').fill(code ?? '');
  await bank.getByRole('button', { name: 'Confirm' }).click();

  // The bank's finish page is reached: the app closes the browser and opens the booking, by its
  // own code (03 §12), never by the search session's.
  await expect(page).toHaveURL(/\/flight\/booking\/detail\/[A-Za-z0-9_-]{16,}$/, { timeout: 15_000 });
  const bookingCode = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(bookingCode).not.toBe(sessionUnique);
  const pnr = (await page.getByTestId('pnr').textContent())?.trim() ?? '';
  expect(pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  await expect(page.getByText('Elif Kaya').first()).toBeVisible();
  await expect.poll(() => bank.isClosed()).toBe(true);

  // Later, from home, a link to the booking (App Links / Universal Links) opens it in the app.
  await startNative(page, '/');
  await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
  await nativeEvent(page, { type: 'appUrlOpen', url: 'https://yolcu.example/profile/' });
  await expect(page).toHaveURL(/\/$/);
  await nativeEvent(page, { type: 'appUrlOpen', url: `https://yolcu.example/flight/booking/detail/${bookingCode}` });
  await expect(page).toHaveURL(new RegExp(`/flight/booking/detail/${bookingCode}$`));
  await expect(page.getByTestId('pnr')).toHaveText(pnr);

  // Android's back button is the app's Back: to home.
  await nativeEvent(page, { type: 'backButton' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
});

test('the back button goes back a page, and closes an open sheet before anything else', async ({ page }) => {
  await startNative(page, '/?native=android');
  await page.getByRole('link', { name: /Help/ }).click();
  await expect(page).toHaveURL(/\/faq\/$/);
  await nativeEvent(page, { type: 'backButton' });
  await expect(page).toHaveURL(/\/(\?native=android)?$/);
  await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();

  await page.getByRole('button', { name: /Passengers/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Passengers' });
  await expect(sheet.getByRole('button', { name: 'More: Adult' })).toBeVisible();
  await nativeEvent(page, { type: 'backButton' });
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
});
