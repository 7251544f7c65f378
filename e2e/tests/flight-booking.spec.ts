import { expect, type Page, test } from '@playwright/test';
import {
  chooseFirstFare,
  confirmInBank,
  fillCard,
  fillPassenger,
  inDays,
  pickDestination,
  tcNumber,
  yearsAgo,
} from '../helpers/checkout';
import { lastMailTo } from '../mail-sink';

async function searchFromHome(page: Page, to: string, adults: number, children: number, origin = '') {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
  await pickDestination(page, to);
  if (adults > 1 || children > 0) {
    await page.getByRole('button', { name: /Passengers/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Passengers' });
    for (let i = 1; i < adults; i++) await sheet.getByRole('button', { name: 'More: Adult' }).click();
    for (let i = 0; i < children; i++) await sheet.getByRole('button', { name: 'More: Child' }).click();
    await sheet.getByRole('button', { name: 'OK' }).click();
  }
  await chooseFirstFare(page);
  await expect(page.getByRole('button', { name: /Secure Pay/ })).toBeVisible();
}

test.describe('flight booking, as a traveller on a phone', () => {
  test('a guest books Istanbul → Antalya for two adults and a child through the 3-D Secure frame', async ({ page }) => {
    await searchFromHome(page, 'AYT', 2, 1);
    await expect(page.getByTestId('passenger-card')).toHaveCount(3);

    // Paying with an empty form shows the rules and focuses the first field to fix.
    await page.getByRole('button', { name: /Secure Pay/ }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(page.locator(':focus')).toHaveAttribute('id', /pay-email|pax-0-name/);

    await page.getByLabel('E-mail address').fill('guest-ayt@example.com');
    await page.getByLabel('Phone number').fill('5321234567');
    await fillPassenger(page, 0, {
      name: 'Ayşe',
      surname: 'Yılmaz',
      gender: 'Female',
      birth: yearsAgo(34),
      tc: '12345678901',
    });
    await fillPassenger(page, 1, {
      name: 'Mehmet',
      surname: 'Yılmaz',
      gender: 'Male',
      birth: yearsAgo(36),
      tc: tcNumber(2),
    });
    await fillPassenger(page, 2, {
      name: 'Deniz',
      surname: 'Yılmaz',
      gender: 'Male',
      birth: yearsAgo(7),
      tc: tcNumber(3),
    });
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: /Secure Pay/ }).click();
    // The first TC number breaks its check digits: said under the field, nothing sent.
    await expect(
      page.getByTestId('passenger-card').nth(0).getByText('Please enter a valid Turkish ID number.'),
    ).toBeVisible();
    await page.getByTestId('passenger-card').nth(0).getByLabel('Turkish ID number').fill(tcNumber(1));

    const session = new URL(page.url()).searchParams.get('session_unique');
    await page.getByRole('button', { name: /Secure Pay/ }).click();
    await confirmInBank(page);
    await expect(page).toHaveURL(/\/flight\/booking\/detail\/[A-Za-z0-9_-]{16,}$/);
    // The booking opens by its own code (03 §12), and the search session's code opens nothing.
    const booking = new URL(page.url()).pathname.split('/').pop();
    expect(booking).not.toBe(session);
    const pnr = (await page.getByTestId('pnr').textContent())?.trim() ?? '';
    expect(pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    await expect(page.getByText('Deniz Yılmaz').first()).toBeVisible();
    await expect(page.getByText(/\d{13}/).first()).toBeVisible();
    // Identity data shows masked: the TC number's last three digits, the birth year alone.
    const ayse = page.getByTestId('passenger-card').filter({ hasText: 'Ayşe Yılmaz' });
    await expect(ayse.getByText(new RegExp(`^\\*+${tcNumber(1).slice(-3)}$`))).toBeVisible();
    await expect(ayse.getByText(yearsAgo(34).slice(0, 4), { exact: true })).toBeVisible();
    await expect(page.getByText(tcNumber(1))).toHaveCount(0);
    await expect(page.getByText('Invalid Date')).toHaveCount(0);

    // Back goes home, not back to the payment page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    const mail = await lastMailTo('guest-ayt@example.com', pnr);
    expect(mail).toContain(pnr);
    expect(mail).toContain('Mehmet Yılmaz');
    expect(mail).toMatch(/text\/calendar/);
    expect(mail).not.toContain('4111');

    // Found again by PNR and surname typed in lower case.
    await page.goto('/flight/check-pnr/');
    await page.getByLabel(/PNR/).fill(pnr.toLowerCase());
    await page.getByLabel('Surname').fill('yılmaz');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/flight/booking/detail/${booking}$`));
    await expect(page.getByTestId('pnr')).toHaveText(pnr);

    await page.goto(`/flight/booking/detail/${session}`);
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });

  test("the browser's Back from an unpaid payment page runs the search again", async ({ page }) => {
    await searchFromHome(page, 'ESB', 1, 0);
    const paying = new URL(page.url()).searchParams.get('session_unique');
    await page.goBack();
    // A new session of the same search, not the old prices.
    await expect.poll(() => new URL(page.url()).searchParams.get('session_unique')).not.toBe(paying);
    await expect(page).toHaveURL(/\/flight\/search\/\?session_unique=/);
    await expect(page.getByTestId('flight-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'IST → ESB' })).toBeVisible();
  });

  test("the browser's Back from a filled payment form asks first, and Stay keeps what was typed", async ({ page }) => {
    await searchFromHome(page, 'ESB', 1, 0);
    const paying = page.url();
    const email = page.getByLabel(/E-mail/);
    await email.fill('ayse@example.com');
    await page.goBack();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Leave the payment page?');
    // The Back is undone while the traveller decides: the address is the payment page's again.
    await expect.poll(() => page.url()).toBe(paying);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toBeHidden();
    await expect(email).toHaveValue('ayse@example.com');
    await page.goBack();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/flight\/search\/\?session_unique=/);
    await expect(page.getByTestId('flight-card').first()).toBeVisible();
  });

  test('a declined card and three wrong codes leave the traveller on the payment page to try again', async ({
    page,
  }) => {
    await searchFromHome(page, 'ADB', 1, 0);
    await page.getByLabel('E-mail address').fill('declined@example.com');
    await page.getByLabel('Phone number').fill('5321234567');
    await fillPassenger(page, 0, {
      name: 'Elif',
      surname: 'Kaya',
      gender: 'Female',
      birth: yearsAgo(29),
      tc: tcNumber(7),
    });
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: /Secure Pay/ }).click();
    await confirmInBank(page);
    const failure = page.getByRole('alertdialog', { name: 'Payment not completed' });
    await expect(failure.getByText('Your card was declined.')).toBeVisible();
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/flight\/payment\//);
    await expect(page.getByTestId('passenger-card').nth(0).getByLabel('Name', { exact: true })).toHaveValue('Elif');

    // Three wrong codes in the bank frame fail the payment too.
    await fillCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: /Secure Pay/ }).click();
    const bank = await confirmInBank(page, '000001');
    await expect(bank.getByText('The code is wrong. 2 tries left.')).toBeVisible();
    await confirmInBank(page, '000001');
    await expect(bank.getByText('The code is wrong. 1 tries left.')).toBeVisible();
    await confirmInBank(page, '000001');
    await expect(
      failure.getByText('The verification code was entered wrongly three times. The payment was cancelled.'),
    ).toBeVisible();
    await failure.getByRole('button', { name: 'OK' }).click();

    // Then a good card goes through.
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: /Secure Pay/ }).click();
    await confirmInBank(page);
    await expect(page).toHaveURL(/\/flight\/booking\/detail\//);
    await expect(page.getByTestId('pnr')).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  });

  test("the bank frame works when the app is reached at another address than the server's PUBLIC_URL", async ({
    page,
    baseURL,
  }) => {
    // PUBLIC_URL names localhost; the traveller came through 127.0.0.1. pay_url is absolute on
    // PUBLIC_URL, and the page loads the bank from its own origin instead (03 §7).
    const other = new URL(baseURL!);
    other.hostname = '127.0.0.1';
    await searchFromHome(page, 'ESB', 1, 0, other.origin);
    await page.getByLabel('E-mail address').fill('other-address@example.com');
    await page.getByLabel('Phone number').fill('5321234567');
    await fillPassenger(page, 0, {
      name: 'Can',
      surname: 'Demir',
      gender: 'Male',
      birth: yearsAgo(45),
      tc: tcNumber(9),
    });
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: /Secure Pay/ }).click();
    const frame = page.locator('iframe[title="3D Secure verification"]');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${other.origin}/payment/`));
    await confirmInBank(page);
    await expect(page).toHaveURL(new RegExp(`^${other.origin}/flight/booking/detail/[A-Za-z0-9_-]{16,}$`));
    await expect(page.getByTestId('pnr')).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  });

  test('a signed-in traveller books a packaged Istanbul → London round trip with a foreign passenger and a coupon', async ({
    page,
    request,
  }) => {
    const airport = async (code: string) =>
      (await (await request.get(`/api/flight/airport/?keyword=${code}`)).json()).results[0].id;
    const started = await request.post('/api/flight/gateway/search/', {
      data: {
        fly_type: 'RT',
        departure_airport: await airport('IST'),
        arrival_airport: await airport('LHR'),
        departure_date: inDays(30),
        return_date: inDays(37),
        adult: 2,
        child: 0,
        infant: 0,
        senior: 0,
        flight_class: 'ECONOMY',
      },
    });
    const option = (await started.json()).form_data.option;

    await page.goto('/auth/login/');
    await page.getByLabel('Username or e-mail').fill('demo@yolcu.example');
    await page.getByLabel('Password').fill('Yolcu-Demo-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    // The demo account reads Turkish; this journey reads English, on the account and the device.
    const token = await page.evaluate(() => localStorage.getItem('yolcu.token'));
    await request.put('/api/user/settings/', {
      headers: { authorization: `Token ${token}` },
      data: { language: 'en', country: 'TR', currency: 'TRY' },
    });
    await page.evaluate(() =>
      localStorage.setItem(
        'yolcu.settings',
        JSON.stringify({
          state: { language: 'en', country: 'TR', currency: 'TRY', pendingLanguage: null },
          version: 0,
        }),
      ),
    );

    // The shared link of the search, as a friend would send it. (The demo account's one usable
    // coupon is spent here; the accounts journey, which reads the coupons, runs before this file.)
    await page.goto(`/ucak-bileti/ara/${option}/`);
    const cards = page.getByTestId('flight-card');
    await expect(cards.first()).toBeVisible();
    await cards.first().getByRole('button').first().click();
    await cards
      .first()
      .getByRole('button', { name: /Choose this (fare|package)/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/flight\/payment\//);
    await expect(page.getByText('Return').first()).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue('demo@yolcu.example');
    await page.getByLabel('Phone number').fill('5321234567');

    await fillPassenger(page, 0, {
      name: 'Demo',
      surname: 'Yolcu',
      gender: 'Female',
      birth: yearsAgo(40),
      tc: tcNumber(21),
    });
    const card0 = page.getByTestId('passenger-card').nth(0);
    await card0.getByLabel('Passport number').fill('U12345678');
    await card0.getByLabel('Passport expiry').fill(inDays(1200));
    await fillPassenger(page, 1, { name: 'Oliver', surname: 'Smith', gender: 'Male', birth: yearsAgo(42) });
    const card1 = page.getByTestId('passenger-card').nth(1);
    await card1.getByLabel('Foreign citizen').check();
    await card1.getByLabel('Nationality').selectOption({ label: 'United Kingdom' });
    await card1.getByLabel('Passport number').fill('123456789');
    await card1.getByLabel('Passport expiry').fill(inDays(1500));

    const totalBefore = await page.getByTestId('pay-total').textContent();
    await page.getByRole('group', { name: 'Use a coupon' }).getByRole('radio').nth(1).check();
    await expect(page.getByText(/^Coupon /)).toBeVisible();
    await expect(page.getByTestId('pay-total')).not.toHaveText(totalBefore ?? '');

    await fillCard(page, '4111 1111 1111 1111');
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: /Secure Pay/ }).click();
    await confirmInBank(page);
    await expect(page).toHaveURL(/\/flight\/booking\/detail\//);
    const pnr = (await page.getByTestId('pnr').textContent())?.trim() ?? '';
    await expect(page.getByText('Oliver Smith').first()).toBeVisible();

    await page.goto('/profile/tickets/');
    await expect(page.getByRole('link', { name: new RegExp(pnr) })).toBeVisible();
    expect(await lastMailTo('demo@yolcu.example', pnr)).toContain(pnr);
  });
});
