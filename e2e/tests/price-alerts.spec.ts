import { expect, test } from '@playwright/test';
import { pick } from '../helpers/transfer-form';
import { lastMailTo } from '../mail-sink';
import { signUpThroughApi } from '../helpers/accounts';
import { inDays } from '../helpers/checkout';

test('a guest creates a price alert from the flight results; the same again and an empty form are refused', async ({
  page,
  request,
}) => {
  const airport = async (code: string) =>
    (await (await request.get(`/api/flight/airport/?keyword=${code}`)).json()).results[0].id;
  const started = await request.post('/api/flight/gateway/search/', {
    data: {
      fly_type: 'OW',
      departure_airport: await airport('IST'),
      arrival_airport: await airport('TZX'),
      departure_date: inDays(40),
      return_date: null,
      adult: 1,
      child: 0,
      infant: 0,
      senior: 0,
      flight_class: 'ECONOMY',
    },
  });
  const results = `/ucak-bileti/ara/${(await started.json()).form_data.option}/`;
  await page.goto(results);
  await expect(page.getByTestId('flight-card').first()).toBeVisible();

  await page.getByRole('button', { name: /Create Price Alerts/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Create Price Alert' });
  await sheet.getByRole('button', { name: 'Create Alert' }).click();
  await expect(sheet.getByText('Please fill in at least one field')).toBeVisible();
  await sheet.getByLabel('E-mail').fill('watch-tzx@example.com');
  await sheet.getByRole('button', { name: 'Create Alert' }).click();
  // Issue 36: a guest's alert starts once its address confirms it by the mailed link.
  await expect(
    page.getByText('Almost done: confirm the alert with the link we have sent', { exact: false }),
  ).toBeVisible();
  const mail = await lastMailTo('watch-tzx@example.com', '/price-alert/confirm/');
  const link = /https?:\/\/\S+\/price-alert\/confirm\/[A-Za-z0-9_-]+/.exec(mail)![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Confirm the price alert' }).click();
  await expect(page.getByRole('heading', { name: 'Price alert confirmed' })).toBeVisible();

  await page.goto(results);
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  await page.getByRole('button', { name: /Create Price Alerts/ }).click();
  await page.getByRole('dialog', { name: 'Create Price Alert' }).getByLabel('E-mail').fill('watch-tzx@example.com');
  await page.getByRole('dialog', { name: 'Create Price Alert' }).getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByText('You have already created a price alert for this search.')).toBeVisible();
});

test('a signed-in traveller creates an alert from the transfer results and finds it under Transfer in My Price Alerts', async ({
  page,
  request,
}) => {
  // A fresh account through the API: the demo account is another journey's.
  const { email, token } = await signUpThroughApi(request, {
    prefix: 'alerts',
    first: 'Selin',
    last: 'Arslan',
    password: 'Gunes-Batimi-77',
  });
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('yolcu.token', t), token);

  // Transfer: from the Transport tab's results.
  await page.goto('/?tab=transfer');
  await pick(page, 'From', 'antalya air', 'Antalya Airport');
  await pick(page, 'To', 'kemer', 'Kemer');
  await page.getByRole('button', { name: 'Search transfers' }).click();
  await expect(page.getByTestId('transfer-card').first()).toBeVisible();
  await page.getByRole('button', { name: /Create Price Alerts/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Create Price Alert' });
  await expect(sheet.getByLabel('E-mail')).toHaveValue(email);
  await sheet.getByLabel('Mobile phone').fill('532 111 22 33');
  await sheet.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByText('Your price alert has been successfully created.', { exact: false })).toBeVisible();

  await page.goto('/profile/price_alerts/');
  await expect(page.getByRole('heading', { name: 'My Price Alerts' })).toBeVisible();
  await page.getByRole('tab', { name: 'Transfers' }).click();
  await expect(page.getByText(/Antalya Airport/).first()).toBeVisible();
  // The alert's own Search (the bottom tabs have a Search link too).
  const search = page.getByRole('main').getByRole('link', { name: 'Search' }).first();
  await expect(search).toHaveAttribute('href', /\/transfer\/search-gate\/\d+/);
  await page.getByRole('tab', { name: 'Flights' }).click();
  await expect(page.getByText('You have no price alerts yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Transfers' }).click();
  await expect(search).toHaveAttribute('href', /\/transfer\/search-gate\/\d+/);
  await search.click();
  await expect(page).toHaveURL(/\/transfer\/search\/\?session_unique=/);
  await expect(page.getByTestId('transfer-card').first()).toBeVisible();
});
