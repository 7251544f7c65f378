import { expect, test } from '@playwright/test';

test.describe('the app shell, as a guest on a phone', () => {
  test('home shows the two booking tabs and switches between them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
    const flight = page.getByRole('tab', { name: 'Flights' });
    const transfer = page.getByRole('tab', { name: 'Transfers' });
    await expect(flight).toHaveAttribute('aria-selected', 'true');
    await transfer.click();
    await expect(transfer).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=transfer/);
    await expect(page.getByRole('button', { name: 'Search transfers' })).toBeVisible();
  });

  test('side menu lists login, booking, ticket query, corporate and support groups', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Find a flight booking (PNR)' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.getByText('How do I use a discount coupon?')).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('settings: switch to Turkish with Restart, then back to English', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('settings-chip').click();
    const sheet = page.getByRole('dialog', { name: 'Settings' });
    await sheet.getByText('Türkçe').click();
    await sheet.locator('label').filter({ hasText: 'EUR' }).click();
    await expect(sheet.getByRole('radio', { name: /Türkçe/ })).toBeChecked();
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Restart to change the language?');
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(page.getByRole('heading', { name: 'Sıradaki rota nereye?' })).toBeVisible();
    await expect(page.getByTestId('settings-chip')).toHaveText('TR · EUR');

    await page.getByTestId('settings-chip').click();
    const ayarlar = page.getByRole('dialog', { name: 'Ayarlar' });
    await ayarlar.getByText('English').click();
    await ayarlar.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('button', { name: 'Yeniden başlat' }).click();
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
  });

  test('FAQ: an answer opens and closes', async ({ page }) => {
    await page.goto('/faq/');
    const question = page.getByRole('button', { name: 'Which cards can I pay with?' });
    await question.click();
    await expect(page.getByText(/Visa, Mastercard and Troy/).first()).toBeVisible();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  test('a corporate page opens from the menu with its title and content', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Distance Sales Contract' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Distance Sales Contract' })).toBeVisible();
    await expect(page.locator('.prose-content h2').first()).toBeVisible();
  });

  test('contact: bad input shows field messages, good input is sent once', async ({ page }) => {
    await page.goto('/contact/');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(4);
    await page.getByLabel('Full name').fill('Ayşe Yılmaz');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Phone').fill('12');
    await page.getByLabel('Message').fill('Hi');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(page.getByText('Minimum length is 10.')).toBeVisible();
    await page.getByLabel('E-mail').fill('ayse@example.com');
    await page.getByLabel('Phone').fill('0532 123 45 67');
    await page.getByLabel('Message').fill('I would like to ask about child seats on transfers.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you, your message has been sent.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Message sent' })).toBeDisabled();
  });

  test('notifications: unread highlighted, more load on scroll, opening one lowers the badge', async ({ page }) => {
    await page.goto('/notification/');
    const items = page.getByTestId('notification-list').getByRole('button');
    await expect(items).toHaveCount(10);
    const badge = page.getByTestId('unread-badge');
    // The demo's 12 broadcast tips (npm run seed:demo, which the journeys' server runs first).
    await expect(badge).toHaveText('12');
    await items.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(items).toHaveCount(12);
    await expect(items.first()).toHaveAttribute('data-readed', 'false');
    await items.first().click();
    await expect(items.first()).toHaveAttribute('data-readed', 'true');
    await expect(badge).toHaveText('11');
  });

  test('an unknown address shows the not-found page with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByText('The page you asked for could not be found.')).toBeVisible();
    await page.getByRole('button', { name: 'Go to home page' }).click();
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
  });

  test('?route= opens the target page at start', async ({ page }) => {
    await page.goto('/?route=/contact/');
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  });

  test('in the native shell the splash shows, then the app', async ({ page }) => {
    await page.goto('/?native=1');
    await expect(page.getByTestId('splash')).toBeVisible();
    await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
  });
});

test('in the native shell an unsupported version is offered an update it may skip', async ({ page }) => {
  // The server decides support from X-App-Version; here its answer is switched to "not supported".
  await page.route('**/api/mobile/info/', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), is_suported: false } });
  });
  await page.goto('/?native=1');
  const dialog = page.getByRole('alertdialog', { name: 'New version available' });
  await expect(dialog).toBeVisible({ timeout: 5000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
});
