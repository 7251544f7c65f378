import { expect, test } from '@playwright/test';

test.describe('flight search, as a traveller on a phone', () => {
  test('Istanbul to Antalya one way: results, sort, fare choice', async ({ page }) => {
    await page.goto('/');
    // No location for localhost: the first popular airport, Istanbul, is preselected.
    await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
    await page.getByRole('button', { name: /^To/ }).click();
    const picker = page.getByRole('dialog', { name: 'To' });
    await picker.getByRole('textbox').fill('antalya');
    await picker.getByRole('option', { name: /^AYT/ }).first().click();
    await expect(page.getByRole('button', { name: /To\s*AYT/ })).toBeVisible();
    await page.getByRole('button', { name: 'Search flights' }).click();

    await expect(page).toHaveURL(/\/flight\/search\/\?session_unique=/);
    await expect(page.getByRole('heading', { name: 'IST → AYT' })).toBeVisible();
    const cards = page.getByTestId('flight-card');
    await expect(cards.first()).toBeVisible();
    const prices = async () =>
      (await cards.getByTestId('price').allTextContents()).map(
        (p) => Number(p.replace(/[^\d.]/g, '')) /* English: "₺2,211.50" */,
      );
    const cheapestFirst = await prices();
    expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));

    await page.getByRole('button', { name: /Sort/ }).click();
    await page.getByRole('radio', { name: 'Most expensive first' }).click();
    const dearestFirst = await prices();
    expect(dearestFirst).toEqual([...dearestFirst].sort((a, b) => b - a));

    // Filter to one airline: every card left is that airline's.
    await page.getByRole('button', { name: /^Filter/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filter' });
    await filters.getByRole('checkbox', { name: 'Pegasus Airlines' }).check();
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toContain('Pegasus Airlines');

    await cards.first().getByRole('button', { name: 'Flight details' }).click();
    await expect(cards.first().getByText(/IST → \d{2}:\d{2} AYT/)).toBeVisible();
    await cards.first().getByRole('button').first().click();
    await expect(cards.first().getByText('Recommended')).toBeVisible();
    // One box at a time: opening the fares closed the details.
    await expect(cards.first().getByText(/IST → \d{2}:\d{2} AYT/)).toBeHidden();
    await cards.first().getByRole('button', { name: 'Choose this fare' }).nth(1).click();
    await expect(page).toHaveURL(/\/flight\/payment\/\?session_unique=/);
    await expect(page.getByRole('button', { name: /Secure Pay/ })).toBeVisible();
  });

  test('the picker refuses an airport in the same city as the other end', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
    await page.getByRole('button', { name: /^To/ }).click();
    const picker = page.getByRole('dialog', { name: 'To' });
    await picker.getByRole('textbox').fill('istanbul');
    await expect(picker.getByRole('option', { name: /^SAW/ })).toBeDisabled();
    await expect(picker.getByText('Same city as the other end of your trip.').first()).toBeVisible();
  });

  test('passenger limits: never more than 7, infants not above adults', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Passengers/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Passengers' });
    await expect(sheet.getByRole('button', { name: 'Fewer: Adult' })).toBeDisabled();
    await sheet.getByRole('button', { name: 'More: Infant' }).click();
    await expect(sheet.getByRole('button', { name: 'More: Infant' })).toBeDisabled();
    for (let i = 0; i < 6; i++) await sheet.getByRole('button', { name: 'More: Child' }).click();
    await expect(sheet.getByRole('button', { name: 'More: Adult' })).toBeDisabled();
    await sheet.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: /8 passengers/ })).toBeVisible();
  });
});

test('a shared search link opens the same search in a fresh browser', async ({ browser, request }) => {
  const airport = async (code: string) =>
    (await (await request.get(`/api/flight/airport/?keyword=${code}`)).json()).results[0].id;
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const started = await request.post('/api/flight/gateway/search/', {
    data: {
      fly_type: 'OW',
      departure_airport: await airport('IST'),
      arrival_airport: await airport('ADB'),
      departure_date: date,
      return_date: null,
      adult: 1,
      child: 0,
      infant: 0,
      senior: 0,
      flight_class: 'ECONOMY',
    },
  });
  const option = (await started.json()).form_data.option;
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await fresh.newPage();
  await page.goto(`/ucak-bileti/ara/${option}/`);
  await expect(page).toHaveURL(/\/flight\/search\/\?session_unique=/);
  await expect(page.getByRole('heading', { name: 'IST → ADB' })).toBeVisible();
  await expect(page.getByTestId('flight-card').first()).toBeVisible();

  // Next day runs the same search a day later, as a new session.
  const firstUrl = page.url();
  await page.getByRole('button', { name: /Next day/ }).click();
  await expect(page).not.toHaveURL(firstUrl);
  // The results header writes the day as the rest of the app does ("Mon 7 Dec"), never ISO.
  const nextDate = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000));
  await expect(page.getByRole('button', { name: `Departure: ${nextDate}` })).toBeVisible();
  await expect(page.getByTestId('flight-card').first()).toBeVisible();

  // The departure date picker on the results page starts a search on the chosen day.
  await page.getByRole('button', { name: `Departure: ${nextDate}` }).click();
  const calendar = page.getByRole('dialog', { name: 'Departure' });
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('grid').getByRole('button').nth(9).click();
  await expect(page.getByRole('button', { name: `Departure: ${nextDate}` })).toBeHidden();
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  await fresh.close();
});

test('scrolling the results brings them 10 at a time, past the first 10, to the end', async ({ page, request }) => {
  const airport = async (code: string) =>
    (await (await request.get(`/api/flight/airport/?keyword=${code}`)).json()).results[0].id;
  const [from, to] = [await airport('IST'), await airport('AYT')];
  // The busiest of the next days, so that the list runs well past one page.
  let session = '';
  let most = 0;
  for (let day = 7; day < 14 && most <= 20; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const started = await request.post('/api/flight/gateway/search/', {
      data: {
        fly_type: 'OW',
        departure_airport: from,
        arrival_airport: to,
        departure_date: date,
        return_date: null,
        adult: 2,
        child: 0,
        infant: 0,
        senior: 0,
        flight_class: 'ECONOMY',
      },
    });
    const unique = (await started.json()).session_unique as string;
    const found = (
      (await (await request.get(`/api/flight/gateway/search/?session_unique=${encodeURIComponent(unique)}`)).json())
        .search ?? []
    ).length as number;
    if (found > most) [session, most] = [unique, found];
  }
  await page.goto(`/flight/search/?session_unique=${encodeURIComponent(session)}`);
  const cards = page.getByTestId('flight-card');
  await expect(cards.first()).toBeVisible();
  const total = Number((await page.getByText(/^\d+ flights found$/).textContent())?.match(/\d+/)?.[0]);
  expect(total).toBe(most);
  expect(total).toBeGreaterThan(10);
  await expect(cards).toHaveCount(10);
  // What the price covers: what one adult pays, and the party's total with whom it covers (issue 20).
  await expect(cards.first().getByTestId('price-note')).toHaveText(/per person · total .+ for 2 adults$/);

  // Scrolling to the list end brings card 11 and more, page after page, to the last result.
  for (let shown = 10; shown < total; shown = Math.min(shown + 10, total)) {
    await page.mouse.wheel(0, 20_000);
    await expect(cards).toHaveCount(Math.min(shown + 10, total));
  }
  await cards.nth(10).scrollIntoViewIfNeeded();
  await expect(cards.nth(10)).toBeVisible();
  await expect(cards.nth(total - 1)).toBeVisible();
  await expect(page.getByRole('button', { name: /Show more/ })).toHaveCount(0);

  // A new sort starts again from page one.
  await page.getByRole('button', { name: /Sort/ }).click();
  await page.getByRole('radio', { name: 'Most expensive first' }).click();
  await expect(cards).toHaveCount(10);
});

test('the calendar disables past days, marks holidays, and a return date makes a round trip', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Return/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Return' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  // Legend of the holiday groups, in the interface language.
  await expect(calendar.getByText('Official holidays')).toBeVisible();
  const cells = calendar.getByRole('gridcell');
  await expect(cells.first()).toBeVisible();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('grid').getByRole('button').nth(14).click();
  await expect(page.getByRole('radio', { name: 'Round trip' })).toHaveAttribute('aria-checked', 'true');
});

test('Istanbul to Izmir round trip goes leg by leg, with Change back to the outbound list', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Round trip' }).click();
  await page.getByRole('button', { name: /^To/ }).click();
  const picker = page.getByRole('dialog', { name: 'To' });
  await picker.getByRole('textbox').fill('izmir');
  await picker.getByRole('option', { name: /^ADB/ }).first().click();
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page.getByRole('heading', { name: 'IST → ADB → IST' })).toBeVisible();

  const cards = page.getByTestId('flight-card');
  await cards.first().getByRole('button').first().click();
  await cards.first().getByRole('button', { name: 'Choose this fare' }).first().click();
  await expect(page.getByText('Now choose your return flight')).toBeVisible();
  await expect(cards.first()).toContainText('ADB');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Now choose your return flight')).toBeHidden();

  await cards.first().getByRole('button').first().click();
  await cards.first().getByRole('button', { name: 'Choose this fare' }).first().click();
  await cards.first().getByRole('button').first().click();
  await cards.first().getByRole('button', { name: 'Choose this fare' }).nth(2).click();
  await expect(page).toHaveURL(/\/flight\/payment\/\?session_unique=/);
  await expect(page.getByRole('button', { name: /Secure Pay/ })).toBeVisible();
});

test('Istanbul to London round trip is sold as packages, selected in one step', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Round trip' }).click();
  await page.getByRole('button', { name: /^To/ }).click();
  const picker = page.getByRole('dialog', { name: 'To' });
  await picker.getByRole('textbox').fill('LHR');
  await picker.getByRole('option', { name: /^LHR/ }).first().click();
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page.getByRole('heading', { name: 'IST → LHR → IST' })).toBeVisible();
  // Packaged results have no previous/next day; each card holds both directions.
  await expect(page.getByRole('button', { name: /Next day/ })).toBeHidden();
  const first = page.getByTestId('flight-card').first();
  await expect(first.getByText(/^IST$/)).toHaveCount(2);
  await first.getByRole('button').first().click();
  await first.getByRole('button', { name: 'Choose this fare' }).nth(1).click();
  await expect(page).toHaveURL(/\/flight\/payment\/\?session_unique=/);
  await expect(page.getByRole('button', { name: /Secure Pay/ })).toBeVisible();
});
