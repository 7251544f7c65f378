import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../helpers/accounts';
import { expectNoSeriousA11yFindings } from '../helpers/axe';
import { bookFlight, selectFlight } from '../helpers/book-flight';
import { confirmInBank, fillCard, fillPassenger, pickDestination, tcNumber, yearsAgo } from '../helpers/checkout';

// Issue 42: from 1024 px the app is a desktop site. The same journeys as on the phone, at 1280×800
// with a mouse and no touch: the width is used, nothing of the phone's chrome is left over.
test.use({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } });

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
};

/** The desktop shell: the main links in the top bar, no bottom tab bar, the footer with the side menu's groups. */
async function expectDesktopShell(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toHaveCount(1);
  expect((await box(nav)).y).toBeLessThan(64);
  await expect(nav.getByRole('link', { name: 'My Tickets' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Help' })).toBeVisible();
  // The phone's bottom tabs (and their "My Profile") and its menu button are not there.
  await expect(page.getByRole('link', { name: 'My Profile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByTestId('settings-chip')).toBeVisible();
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link', { name: 'Find a transfer booking (PNR)' })).toBeAttached();
  await expect(footer.getByRole('link', { name: 'Contact' })).toBeAttached();
  // Every heading of the footer says what its group is, and has links under it (axe's empty-heading).
  const headings = footer.getByRole('heading');
  expect(await headings.count()).toBeGreaterThanOrEqual(3);
  for (const heading of await headings.all()) {
    await expect(heading).toHaveText(/\S/);
    await expect(heading.locator('xpath=..').getByRole('link').first()).toBeAttached();
  }
}

/** Departure times (HH:MM) of the flight cards shown, in order. */
const departureTimes = async (cards: Locator) =>
  (await cards.allInnerTexts()).map((text) => text.match(/\d{2}:\d{2}/)?.[0] ?? '');

test.describe('the desktop site at 1280×800', () => {
  test('a guest searches, filters beside the list, pays in two columns and reads the ticket', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
    await expectDesktopShell(page);
    // The search form spans the content's width, its fields on one row; the three promises side by side.
    const panel = page.getByRole('tabpanel');
    expect((await box(panel)).width).toBeGreaterThan(900);
    const from = await box(page.getByRole('button', { name: /^From/ }));
    const passengers = await box(page.getByRole('button', { name: /^Passengers/ }));
    expect(Math.abs(from.y - passengers.y)).toBeLessThan(4);
    const promises = page.getByRole('listitem').filter({ hasText: /price you see|Secure payment|driver waits/ });
    await expect(promises).toHaveCount(3);
    const promiseTops = await Promise.all([0, 1, 2].map(async (i) => (await box(promises.nth(i))).y));
    expect(new Set(promiseTops.map(Math.round)).size).toBe(1);
    await expectNoSeriousA11yFindings(page, 'home (desktop)');

    // A picker is a centred dialog, not a sheet at the foot of the window.
    await pickDestination(page, 'AYT');
    await page.getByRole('button', { name: 'Search flights' }).click();

    const cards = page.getByTestId('flight-card');
    await expect(cards.first()).toBeVisible();
    const filters = page.getByTestId('filter-column');
    await expect(filters).toBeVisible();
    // Filters in a column beside the list, sorting as tabs above it: no Filter or Sort sheet.
    const column = await box(filters);
    const list = await box(cards.first());
    expect(column.x + column.width).toBeLessThanOrEqual(list.x);
    expect(column.width + list.width).toBeGreaterThan(900);
    await expect(page.getByRole('button', { name: /^Filter/ })).toHaveCount(0);
    await expectNoSeriousA11yFindings(page, 'flight results (desktop)');

    // A filter applies as it changes: only that airline's flights stay, and the count says so.
    const total = await cards.count();
    const airline = filters.getByRole('checkbox').first();
    const airlineName = (await airline.evaluate((input) => input.closest('label')?.textContent ?? '')).trim();
    expect(airlineName).not.toBe('');
    await airline.check();
    await expect(filters.getByRole('heading', { name: 'Filter (1)' })).toBeVisible();
    await expect.poll(() => cards.count()).toBeLessThan(total);
    for (const text of await cards.allInnerTexts()) expect(text).toContain(airlineName);
    await expect(page.getByTestId('results-summary')).toHaveText(new RegExp(`^${await cards.count()} flights? found$`));
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(cards).toHaveCount(total);

    // Sorting as tabs: Earliest departure orders the list by time; chosen again it reverses.
    const sorts = page.getByRole('radiogroup', { name: 'Sort' });
    await expect(sorts.getByRole('radio', { name: 'Cheapest first' })).toHaveAttribute('aria-checked', 'true');
    await sorts.getByRole('radio', { name: 'Earliest departure' }).click();
    await expect(sorts.getByRole('radio', { name: 'Earliest departure' })).toHaveAttribute('aria-checked', 'true');
    const ascending = await departureTimes(cards);
    expect(ascending).toEqual([...ascending].sort());
    await sorts.getByRole('radio', { name: 'Earliest departure' }).click();
    await expect(sorts.getByRole('radio', { name: 'Latest departure' })).toHaveAttribute('aria-checked', 'true');
    const descending = await departureTimes(cards);
    expect(descending).toEqual([...ascending].sort().reverse());

    // The fare packages side by side under the card.
    await cards.first().getByRole('button').first().click();
    const choose = cards.first().getByRole('button', { name: 'Choose this fare' });
    expect(await choose.count()).toBeGreaterThan(1);
    const [fareA, fareB] = [await box(choose.nth(0)), await box(choose.nth(1))];
    expect(Math.abs(fareA.y - fareB.y)).toBeLessThan(2);
    expect(fareB.x).toBeGreaterThan(fareA.x + fareA.width);
    await choose.first().click();

    // Payment: the form on the left, the trip and prices on the right, Secure Pay under them.
    await expect(page).toHaveURL(/\/flight\/payment\/\?session_unique=/);
    const summary = page.getByRole('region', { name: 'Your trip and price' });
    const pay = page.getByRole('button', { name: /Secure Pay/ });
    // In view from the start, not only once the page has scrolled.
    await expect(pay).toBeInViewport({ ratio: 1 });
    await expect(summary.getByTestId('price-table')).toBeVisible();
    const email = page.getByLabel('E-mail address');
    expect((await box(email)).x + (await box(email)).width).toBeLessThan((await box(summary)).x);
    expect((await box(pay)).x).toBeGreaterThanOrEqual((await box(summary)).x);
    // The button does not cover the summary.
    const [summaryBox, payBox] = [await box(summary), await box(pay)];
    expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(payBox.y);
    await expectNoSeriousA11yFindings(page, 'flight payment (desktop)');

    await email.fill('desk-guest@example.com');
    await page.getByLabel('Phone number').fill('5321234567');
    await fillPassenger(page, 0, { name: 'Elif', surname: 'Demir', gender: 'Female', birth: yearsAgo(31) });
    await page.getByTestId('passenger-card').nth(0).getByLabel('Turkish ID number').fill(tcNumber(42));
    await fillCard(page, '4111 1111 1111 1111', 'Elif Demir');
    // The foot of the form is reached by scrolling; the summary and Secure Pay are still in view.
    const consent = page.getByLabel(/I have read and accept/);
    await consent.scrollIntoViewIfNeeded();
    await consent.check();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(pay).toBeInViewport();
    await expect(page.getByTestId('pay-total')).toBeInViewport();
    await expect(summary.getByTestId('price-table')).toBeInViewport();
    await pay.click();

    // The 3-D Secure step is a dialog in the middle of the window.
    const bank = page.getByRole('dialog', { name: '3D Secure verification' });
    await expect(bank).toBeVisible();
    const dialog = await box(bank);
    expect(Math.abs(dialog.x + dialog.width / 2 - 640)).toBeLessThan(24);
    expect(dialog.width).toBeLessThan(700);
    await confirmInBank(page);

    // The ticket: the trip on the left; the PNR, the booking's actions and its cancellation beside it.
    await expect(page).toHaveURL(/\/flight\/booking\/detail\//);
    const pnrCard = page.getByTestId('pnr-card');
    await expect(pnrCard.getByTestId('pnr')).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
    const trip = page.getByTestId('booking-trip');
    await expect(trip.getByText('Elif Demir').first()).toBeVisible();
    const [tripBox, pnrBox] = [await box(trip), await box(pnrCard)];
    expect(tripBox.x + tripBox.width).toBeLessThanOrEqual(pnrBox.x);
    expect(Math.abs(tripBox.y - pnrBox.y)).toBeLessThan(2);
    const download = await box(page.getByRole('button', { name: 'Download e-ticket' }));
    expect(download.x).toBeGreaterThanOrEqual(pnrBox.x);
    expect(download.y).toBeGreaterThan(pnrBox.y + pnrBox.height);
    const main = await box(page.getByRole('main'));
    expect(main.width).toBeGreaterThan(900);
    expect(main.width).toBeLessThanOrEqual(1024);
    await expectDesktopShell(page);
    await expectNoSeriousA11yFindings(page, 'flight ticket (desktop)');
  });

  test('transfers: filters beside the vehicles, the payment summary and Secure Pay in view', async ({ page }) => {
    const place = async (keyword: string, name: string) =>
      (
        (
          await (
            await page.request.get(`/api/transfer/location/?keyword=${keyword}`, {
              headers: { 'accept-language': 'en' },
            })
          ).json()
        ).results as Array<{ id: number; name: string }>
      ).find((l) => l.name === name)!.id;
    const started = await page.request.post('/api/transfer/gateway/search/', {
      data: {
        departure_location_id: await place('antalya', 'Antalya Airport'),
        arrival_location_id: await place('kemer', 'Kemer'),
        departure_date: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
        departure_pickup_time: '14:00',
        passenger_count: 2,
        baggage_count: 2,
      },
    });
    expect(started.status()).toBe(200);
    await page.goto(`/transfer/search/?session_unique=${(await started.json()).session_unique}`);
    const vehicles = page.getByTestId('transfer-card');
    await expect(vehicles.first()).toBeVisible();
    const filters = page.getByTestId('filter-column');
    expect((await box(filters)).x + (await box(filters)).width).toBeLessThanOrEqual((await box(vehicles.first())).x);
    // The list is paged by 10: the count above it says how many match.
    const found = async () => Number((await page.getByTestId('results-summary').textContent())?.match(/\d+/)?.[0]);
    const all = await found();
    await filters.getByRole('checkbox', { name: 'Private transfer' }).check();
    await expect.poll(found).toBeLessThan(all);
    await expect.poll(found).toBeGreaterThan(0);
    for (const text of await vehicles.allInnerTexts()) expect(text).toContain('Private transfer');
    await expectNoSeriousA11yFindings(page, 'transfer results (desktop)');

    await vehicles.first().getByRole('button', { name: 'Choose' }).click();
    const summary = page.getByTestId('payment-summary');
    const pay = page.getByRole('button', { name: /Secure Pay/ });
    await expect(pay).toBeInViewport({ ratio: 1 });
    await expect(summary.getByText('Antalya Airport').first()).toBeVisible();
    await page.getByLabel('Name on card').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(pay).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yFindings(page, 'transfer payment (desktop)');
  });

  test('a round trip pins the chosen outbound above the returns', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'Round trip' }).click();
    await pickDestination(page, 'ESB');
    await page.getByRole('button', { name: 'Search flights' }).click();
    const cards = page.getByTestId('flight-card');
    await expect(cards.first()).toBeVisible();
    await cards.first().getByRole('button').first().click();
    await cards.first().getByRole('button', { name: 'Choose this fare' }).first().click();
    const outbound = page.getByTestId('chosen-outbound');
    await expect(outbound).toBeVisible();
    await expect(page.getByTestId('results-summary')).toHaveText('Now choose your return flight');
    await expect(cards.first()).toBeVisible();
    // Scrolled down the list of returns, the outbound stays in view above it, under the top bar.
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(outbound).toBeInViewport();
    expect((await box(outbound)).y).toBeGreaterThanOrEqual(64);
  });

  test('sheets open as dialogs, a signed-in traveller has an account menu, pages keep a readable width', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
    // The keyboard goes through the top bar in the order it reads, then into the search form.
    const stops: string[] = [];
    const outlines: string[] = [];
    for (let i = 0; i < 11; i++) {
      await page.keyboard.press('Tab');
      const [name, outline] = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return [
          (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
          getComputedStyle(el).outlineStyle,
        ];
      });
      stops.push(name!);
      outlines.push(outline!);
    }
    expect(stops).toEqual([
      'Yolcu',
      'Flights',
      'Transfers',
      'My Tickets',
      'Find a booking',
      'Help',
      'Settings: EN · TRY',
      expect.stringMatching(/^Notifications/),
      'Log in',
      'Sign up',
      'Flights',
    ]);
    // Each link and button of the bar shows where the keyboard is (the global focus ring).
    expect(outlines.slice(0, 10)).not.toContain('none');
    await page.getByTestId('settings-chip').click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const sheet = await box(settings);
    // Centred, with room above and below: not a sheet glued to the foot of the window.
    expect(Math.abs(sheet.x + sheet.width / 2 - 640)).toBeLessThan(24);
    expect(sheet.y).toBeGreaterThan(24);
    expect(sheet.y + sheet.height).toBeLessThan(800 - 24);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // The date picker shows two months side by side; the next month's first day is one click away.
    await page.getByRole('button', { name: /^Departure/ }).click();
    const dates = page.getByRole('dialog', { name: 'Departure' });
    const months = dates.getByRole('grid');
    await expect(months).toHaveCount(2);
    const [left, right] = [await box(months.nth(0)), await box(months.nth(1))];
    expect(Math.abs(left.y - right.y)).toBeLessThan(2);
    expect(right.x).toBeGreaterThan(left.x + left.width);
    // The second month by its name above it ("December 2026"), as the field will show it ("Dec").
    const secondMonth = (await months.nth(1).locator('xpath=..').locator('p').first().textContent())
      ?.trim()
      .slice(0, 3);
    await months
      .nth(1)
      .getByRole('button', { name: /^\w+, 1 / })
      .click();
    await expect(dates).toBeHidden();
    await expect(page.getByRole('button', { name: /^Departure/ })).toContainText(` 1 ${secondMonth}`);

    for (const [path, heading] of [
      ['/faq/', /FAQ|Frequently/],
      ['/contact/', 'Contact'],
      ['/flight/check-pnr/', 'Find my booking'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectDesktopShell(page);
      expect((await box(page.getByRole('main'))).width).toBeLessThanOrEqual(800);
      await expectNoSeriousA11yFindings(page, `${path} (desktop)`);
    }

    // A corporate page: its text at a readable measure, the other pages and support beside it.
    await page.goto('/corporate/1');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    const pagesNav = page.getByTestId('content-side-nav');
    await expect(pagesNav.getByRole('link', { name: 'FAQ' })).toBeVisible();
    const [text, side] = [await box(article), await box(pagesNav)];
    expect(text.x + text.width).toBeLessThanOrEqual(side.x);
    expect(text.width).toBeLessThanOrEqual(760);
    await expect(pagesNav.locator('a[aria-current="page"]')).toHaveCount(1);
    await expectDesktopShell(page);
    await expectNoSeriousA11yFindings(page, 'corporate page (desktop)');

    // Log in from the top bar; the account's links open under the traveller's name.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Username or e-mail').fill('demo@yolcu.example');
    await page.getByLabel('Password').fill('Yolcu-Demo-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const account = page.getByTestId('account-button');
    await expect(account).toBeVisible();
    await account.click();
    const menu = page.getByRole('dialog', { name: /Your account|Hesabınız/ });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(7);
    await menu.getByRole('link').nth(3).click();
    await expect(page).toHaveURL(/\/profile\/price_alerts\/$/);
    await expect(menu).toBeHidden();
    await expectNoSeriousA11yFindings(page, 'price alerts (desktop)');
    await page.goto('/profile/tickets/');
    await expect(page.getByRole('heading', { name: /Tickets|Bilet/ }).first()).toBeVisible();
    await expectNoSeriousA11yFindings(page, 'My Tickets (desktop)');
  });

  test("My Tickets is a table on a desktop: each booking's route, date, PNR, status, price and its detail", async ({
    page,
    request,
  }) => {
    // A fresh account with a booking of its own, through the API: the demo account is another journey's.
    const { token } = await signUpThroughApi(request, {
      prefix: 'desk-tickets',
      first: 'Kerem',
      last: 'Aydın',
      password: 'Masa-Ustu-4242',
    });
    const { pnr } = await bookFlight(request, {
      email: 'desk-tickets@example.com',
      headers: { authorization: `Token ${token}` },
      days: 33,
    });
    await page.goto('/');
    await page.evaluate((t) => localStorage.setItem('yolcu.token', t), token);
    await page.goto('/profile/tickets/');
    const table = page.getByRole('table', { name: 'Your flight bookings' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Route', 'Date', 'PNR', 'Status', 'Price', 'Details']);
    const row = table.getByRole('row').filter({ hasText: pnr });
    await expect(row.getByRole('rowheader')).toContainText('Istanbul Airport → Antalya Airport');
    await expect(row.getByRole('cell').nth(1)).toHaveText(pnr);
    await expect(row.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^₺[\d,.]+$/);
    // The table uses the width, the phone's cards are not there.
    expect((await box(table)).width).toBeGreaterThan(850);
    await expect(page.getByTestId('ticket-card')).toHaveCount(0);
    await expectDesktopShell(page);
    await expectNoSeriousA11yFindings(page, 'My Tickets table (desktop)');
    // A row answers the pointer, and its link the keyboard; both open the booking.
    await row.hover();
    expect(await row.evaluate((r) => getComputedStyle(r).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const details = row.getByRole('link', { name: `Details: booking ${pnr}` });
    await details.focus();
    await expect(details).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/flight\/booking\/detail\//);
    await expect(page.getByTestId('pnr')).toHaveText(pnr);
    await page.goBack();
    // A click on the route, not on the link, opens it too: the link's layer covers its row.
    const route = await box(row.getByRole('rowheader'));
    await page.mouse.click(route.x + route.width / 2, route.y + route.height / 2);
    await expect(page).toHaveURL(/\/flight\/booking\/detail\//);
  });

  test('the payment page as the server draws it, before any script, is already in two columns', async ({ browser }) => {
    // What a desktop paints first: no phone column that the app then widens.
    const context = await browser.newContext({
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
      locale: 'en-US',
    });
    const session = await selectFlight(context.request, { days: 44 });
    const page = await context.newPage();
    await page.goto(`/flight/payment/?session_unique=${session}`);
    const summary = page.getByTestId('payment-summary');
    await expect(summary.getByTestId('price-table')).toBeVisible();
    const email = await box(page.getByLabel('E-mail address'));
    const column = await box(summary);
    expect(email.x + email.width).toBeLessThan(column.x);
    // Side by side from the top: the summary starts beside the contact block, not under the form.
    expect(column.y).toBeLessThan(email.y);
    expect(email.y - column.y).toBeLessThan(150);
    expect((await box(page.locator('.static-shell-page'))).width).toBeGreaterThan(900);
    await expect(page.getByTestId('pay-total')).toBeInViewport();
    await context.close();
  });
});
