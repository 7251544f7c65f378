import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../helpers/accounts';
import { pickDestination } from '../helpers/checkout';

test.use({ viewport: { width: 390, height: 844 } });

/** A fresh signed-in traveller in English (the demo account is another journey's). */
async function signUp(page: Page, request: import('@playwright/test').APIRequestContext) {
  const { email, token } = await signUpThroughApi(request, {
    prefix: 'calendar',
    first: 'Deniz',
    last: 'Kaya',
    password: 'Takvim-Fiyat-42',
  });
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('yolcu.token', t), token);
  return email;
}

test('plan with prices: prices on the date sheet, a day moved from the results header, the labelled hold, an alert deleted', async ({
  page,
  request,
}) => {
  await signUp(page, request);
  await page.goto('/');
  await pickDestination(page, 'AYT');

  // The date sheet opens at once; the month's prices fill in beside the days.
  await page.getByRole('button', { name: /^Departure / }).click();
  const sheet = page.getByRole('dialog', { name: 'Departure' });
  await expect(sheet.getByRole('grid')).toBeVisible();
  await expect(sheet.getByText('Prices in ₺, one adult, one way')).toBeVisible();
  // Next month is whole whatever today is (at a month's end this one has only a few days left,
  // too few to mark the cheapest).
  await sheet.getByRole('button', { name: 'Next month' }).click();
  const priced = sheet.locator('[role="gridcell"] [data-price="some"], [role="gridcell"] [data-price="cheap"]');
  await expect(priced.first()).toBeVisible();
  const shown = (await priced.first().getByTestId('day-price').textContent())?.trim() ?? '';
  // English: "2,255", or "12.3k" from 10,000 on.
  expect(shown).toMatch(/^\d{1,3}(,\d{3})*$|^\d+(\.\d)?k$/);
  // The cheapest days are marked and said.
  await expect(sheet.locator('[data-price="cheap"]').first()).toHaveAttribute('aria-description', /Cheapest days/);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(/\/flight\/search\/\?session_unique=/);
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  const first = new URL(page.url()).searchParams.get('session_unique');

  // Three days either side with prices; one tap searches the next one.
  const strip = page.getByTestId('day-strip');
  const current = strip.locator('[aria-current="date"]');
  const today = await current.getAttribute('data-date');
  const next = strip
    .getByTestId('day-chip')
    .filter({ has: page.locator(':scope') })
    .nth(4);
  const nextDay = await next.getAttribute('data-date');
  expect(nextDay! > today!).toBe(true);
  await expect(next).toHaveAccessibleName(/₺/);
  await next.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('session_unique')).not.toBe(first);
  await expect(strip.locator('[aria-current="date"]')).toHaveAttribute('data-date', nextDay!);
  await expect(page.getByTestId('flight-card').first()).toBeVisible();

  // An alert with a target price, from these results.
  await page.getByRole('button', { name: /Create Price Alerts/ }).click();
  const alertSheet = page.getByRole('dialog', { name: 'Create Price Alert' });
  await alertSheet.getByLabel('Target price (optional)').fill('2000');
  await alertSheet.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByText('Your price alert has been successfully created.', { exact: false })).toBeVisible();

  // The payment page says what its countdown is.
  const cards = page.getByTestId('flight-card');
  await cards.first().getByRole('button').first().click();
  await cards.first().getByRole('button', { name: 'Choose this fare' }).first().click();
  await expect(page).toHaveURL(/\/flight\/payment\/\?session_unique=/);
  await expect(page.getByTestId('price-hold')).toHaveText(/^Price held for \d{1,2}:\d{2}$/);

  // My Price Alerts: the passengers, the target, then Delete after asking.
  await page.goto('/profile/price_alerts/');
  const alert = page.getByTestId('price-alert');
  await expect(alert).toHaveCount(1);
  await expect(alert.getByTestId('alert-passengers')).toHaveText('1 adult');
  await expect(alert.getByTestId('alert-target')).toContainText('₺2,000.00');
  await alert.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this alert?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have no price alerts yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  // Gone on the server too: a fresh visit lists none.
  await page.reload();
  await expect(page.getByText('You have no price alerts yet.')).toBeVisible();
});
