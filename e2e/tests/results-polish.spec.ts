import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Requests go to the page, not to a service worker, so that a test can hold one back.
test.use({ serviceWorkers: 'block' });

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** A day as the app writes it, e.g. "Mon 7 Dec" / "7 Ara Pzt". */
const shown = (date: string, locale: 'en-GB' | 'tr-TR') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function flightSearch(
  request: APIRequestContext,
  from: string,
  to: string,
  departure: string,
  returnDate: string | null,
) {
  const airport = async (code: string) =>
    (await (await request.get(`/api/flight/airport/?keyword=${code}`)).json()).results[0].id;
  const started = await request.post('/api/flight/gateway/search/', {
    data: {
      fly_type: returnDate ? 'RT' : 'OW',
      departure_airport: await airport(from),
      arrival_airport: await airport(to),
      departure_date: departure,
      return_date: returnDate,
      adult: 2,
      child: 0,
      infant: 0,
      senior: 0,
      flight_class: 'ECONOMY',
    },
  });
  return (await started.json()).session_unique as string;
}

const results = (session: string) => `/flight/search/?session_unique=${encodeURIComponent(session)}`;

/** The height of the part of `el` a person sees between the sticky header and the bottom tab bar. */
async function seenHeights(page: Page) {
  return page.evaluate(() => {
    const top = document.querySelector('[data-testid="results-header"]')?.getBoundingClientRect().bottom ?? 0;
    const tabs = [...document.querySelectorAll('nav')].map((n) => n.getBoundingClientRect());
    const bottom = Math.min(
      window.innerHeight,
      ...tabs.filter((r) => r.top > window.innerHeight / 2).map((r) => r.top),
    );
    return [...document.querySelectorAll('[data-testid="flight-card"]')].map((card) => {
      const r = card.getBoundingClientRect();
      return { seen: Math.max(0, Math.min(r.bottom, bottom) - Math.max(r.top, top)), height: r.height };
    });
  });
}

test.describe('results pages on a small phone (320×568)', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('the header folds on scroll so that two flights show, and the round-trip dates are never cut', async ({
    page,
    request,
  }) => {
    const [out, back] = [day(8), day(11)];
    await page.goto(results(await flightSearch(request, 'IST', 'AYT', out, back)));
    const subtitle = page.getByTestId('results-subtitle');
    await expect(subtitle).toContainText(`${shown(out, 'en-GB')} – ${shown(back, 'en-GB')}`);
    // Wrapped, not cut: the text fits its box.
    expect(await subtitle.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const cards = page.getByTestId('flight-card');
    await expect(cards.nth(2)).toBeAttached();
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole('button', { name: /Next day/ })).toBeHidden();
    // The first card just under the folded header: it and most of the next one are in sight.
    await page.evaluate(() => {
      const header = document.querySelector('[data-testid="results-header"]')?.getBoundingClientRect().bottom ?? 0;
      const first = document.querySelector('[data-testid="flight-card"]')?.getBoundingClientRect().top ?? 0;
      window.scrollBy(0, first - header - 8);
    });
    await expect(page.getByRole('button', { name: /Next day/ })).toBeHidden();
    const seen = await seenHeights(page);
    expect(seen[0]?.seen).toBeGreaterThanOrEqual((seen[0]?.height ?? 0) - 1);
    expect(seen[1]?.seen).toBeGreaterThanOrEqual((seen[1]?.height ?? 0) / 2);

    // Back at the top the header unfolds.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('button', { name: /Next day/ })).toBeVisible();
  });

  test('the passenger sheet shows every passenger type, senior included', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Passengers/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Passengers' });
    await expect(sheet.getByRole('button', { name: 'More: Senior' })).toBeInViewport({ ratio: 1 });
    await expect(sheet.getByRole('button', { name: 'OK' })).toBeInViewport({ ratio: 1 });
    const senior = await sheet.getByRole('button', { name: 'More: Senior' }).boundingBox();
    const ok = await sheet.getByRole('button', { name: 'OK' }).boundingBox();
    expect((senior?.y ?? 0) + (senior?.height ?? 0)).toBeLessThanOrEqual(ok?.y ?? 0);
  });
});

test('dates, durations and weekdays read the local way, in English and in Turkish', async ({ browser, request }) => {
  const [out, back] = [day(9), day(12)];
  const session = await flightSearch(request, 'IST', 'AYT', out, back);
  for (const [locale, weekdays, duration] of [
    ['en-GB', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], /^(\d+h( \d+m)?|\d+ min)$/],
    ['tr-TR', ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'], /^(\d+ sa( \d+ dk)?|\d+ dk)$/],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
    const page = await context.newPage();
    await page.goto(results(session));
    const header = page.getByTestId('results-header');
    await expect(header).toContainText(`${shown(out, locale)} – ${shown(back, locale)}`);
    await expect(header).toContainText(`: ${shown(out, locale)}`);
    expect(await header.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const durations = await page
      .getByTestId('flight-card')
      .first()
      .locator('span.text-xs.text-muted')
      .allTextContents();
    expect(durations.some((d) => duration.test(d))).toBe(true);
    await expect(page).toHaveTitle(/^[Iİ]stanbul → Antalya, .+ — Yolcu$/);
    // The results heading has the focus after the search, and the count is announced.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByTestId('results-announcer')).toHaveText(/\d+/);

    // The calendar: three-letter weekdays from Monday, the trip's ends named, the chosen day focused.
    // The trip's button ("Departure: Mon 7 Dec"), not the day strip's chip, whose name starts with the same day.
    await header.getByRole('button', { name: new RegExp(`: ${shown(out, locale)}$`) }).click();
    const grid = page.getByRole('dialog').getByRole('grid');
    await expect(grid).toBeVisible();
    expect(await grid.locator('thead th').allTextContents()).toEqual(weekdays);
    await expect(grid.locator('[aria-selected="true"] [role="button"]')).toBeFocused();
    await context.close();
  }
});

test('a search link that leads nowhere offers Search again and Back', async ({ page }) => {
  await page.goto('/flight/search/?session_unique=no-such-search');
  await expect(page.getByText('This search link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Search flights' })).toBeVisible();

  await page.goto('/transfer/search/?session_unique=no-such-search');
  await expect(page.getByText('This search link is invalid or has expired.')).toBeVisible();
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(page).toHaveURL(/\/\?tab=transfer$/);
});

test('a leg-by-leg round trip: the outbound shows at once while the returns load, asked for once', async ({
  page,
  request,
}) => {
  const out = day(10);
  await page.goto(results(await flightSearch(request, 'IST', 'ADB', out, day(13))));
  let asked = 0;
  await page.route('**/api/flight/gateway/search/return_items/', async (route) => {
    asked++;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const cards = page.getByTestId('flight-card');
  await cards.first().getByRole('button').first().click();
  const fare = cards.first().getByRole('button', { name: 'Choose this fare' }).nth(1);
  await fare.click();
  await fare.click({ timeout: 500 }).catch(() => {});

  const chosen = page.getByTestId('chosen-outbound');
  await expect(chosen).toContainText(`Outbound · ${shown(out, 'en-GB')}`);
  await expect(chosen).toContainText('Standard');
  await expect(chosen.getByTestId('running-total')).toHaveText(/\d/);
  await expect(page.getByText('Loading return flights…').first()).toBeVisible();

  await expect(page.getByText('Now choose your return flight')).toBeVisible();
  await expect(cards.first()).toContainText('ADB');
  await expect(cards.first().getByTestId('trip-total')).toHaveText(/^Round trip .+/);
  expect(asked).toBe(1);
});

test('a sheet whose code is still on its way shows its frame at once', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
  await page.route(/\/assets\/airport-picker[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.getByRole('button', { name: /^To/ }).click();
  const frame = page.getByRole('dialog', { name: 'To' });
  await expect(frame).toBeVisible({ timeout: 500 });
  await expect(frame).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'To' }).getByRole('textbox')).toBeVisible({ timeout: 10_000 });
});

test('the Transport tab shows a sheet frame at once while the place picker loads', async ({ page }) => {
  await page.goto('/?tab=transfer');
  await expect(page.getByRole('button', { name: 'Search transfers' })).toBeVisible();
  await page.route(/\/assets\/location-picker[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.getByRole('button', { name: /^From/ }).click();
  const frame = page.getByRole('dialog', { name: 'From' });
  await expect(frame).toBeVisible({ timeout: 500 });
  await expect(frame).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'From' }).getByRole('textbox')).toBeVisible({ timeout: 10_000 });
});
