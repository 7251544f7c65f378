import { expect, test } from '@playwright/test';
import { bookFlight, selectFlight } from '../helpers/book-flight';

/**
 * Issue 21: a ticket or a payment page opened by its link comes drawn by the server, with the app's
 * own components and the answer the app would fetch, so it shows before any of the app's code has
 * run; the app then takes the same answer over instead of asking again.
 */
test.describe('pages drawn by the server', () => {
  test('a ticket opened by its link shows its PNR and traveller with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const { code, pnr } = await bookFlight(context.request, { email: 'drawn-ticket@example.com', days: 47 });
    const page = await context.newPage();
    await page.goto(`/flight/booking/detail/${code}`);
    await expect(page.getByRole('heading', { name: 'Booking Detail', includeHidden: true })).toBeAttached();
    await expect(page.getByTestId('pnr')).toHaveText(pnr);
    await expect(page.getByText('Ayşe Yılmaz').first()).toBeVisible();
    await context.close();
  });

  test('a payment page opened by its link shows the chosen flight with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const session = await selectFlight(context.request, { days: 48 });
    const page = await context.newPage();
    await page.goto(`/flight/payment/?session_unique=${session}`);
    await expect(page.getByTestId('cancel-rule')).toBeVisible();
    await expect(page.getByText('IST', { exact: true }).first()).toBeVisible();
    await context.close();
  });

  test('the app takes the drawn ticket over without asking for it again', async ({ page }) => {
    const { code, pnr } = await bookFlight(page.request, { email: 'drawn-ticket@example.com', days: 49 });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith(`/api/flight/booking/${code}/`)) asked.push(r.url());
    });
    await page.goto(`/flight/booking/detail/${code}`);
    // The bottom tabs are the app's own: the server draws only the page.
    await expect(page.getByRole('link', { name: 'My Tickets' })).toBeVisible();
    await expect(page.getByTestId('pnr')).toHaveText(pnr);
    // The app answers a tap (the clipboard may refuse a headless browser: either answer is the app's).
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText(/PNR code copied|could not be copied/)).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('the app takes the drawn payment page over without asking for it or its lists again', async ({ page }) => {
    const session = await selectFlight(page.request, { days: 52 });
    const asked: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (
        r.method() === 'GET' &&
        /^\/api\/(countries|content\/corporate|currency\/TRY|flight\/gateway\/payment)\//.test(pathname)
      )
        asked.push(pathname);
    });
    await page.goto(`/flight/payment/?session_unique=${session}`);
    await expect(page.getByRole('link', { name: 'My Tickets' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).first().fill('Ayşe');
    await expect(page.getByLabel('Name', { exact: true }).first()).toHaveValue('Ayşe');
    expect(await page.locator('select option').count()).toBeGreaterThan(100);
    expect(asked).toEqual([]);
  });

  test('a drawn payment page holds still as the app takes it over, whose code is asked for only once it is on screen', async ({
    page,
  }) => {
    // Every layout shift, the first contentful paint, and when the app's entry was asked for.
    await page.addInitScript(() => {
      const seen = { shifts: [] as string[], paintedAt: -1 };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
          seen.shifts.push(`${e.value.toFixed(4)} ${e.sources.map((s) => s.node?.nodeName).join(',')}`);
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntriesByName('first-contentful-paint')) seen.paintedAt = e.startTime;
      }).observe({ type: 'paint', buffered: true });
    });
    const session = await selectFlight(page.request, { days: 53 });
    await page.goto(`/flight/payment/?session_unique=${session}`);
    await expect(page.getByRole('link', { name: 'My Tickets' })).toBeVisible();
    await expect(page.getByTestId('price-hold')).toHaveText(/Price held for (19|20):\d\d/);
    const { shifts, paintedAt, entryAskedAt } = await page.evaluate(() => ({
      ...(window as unknown as { seen: { shifts: string[]; paintedAt: number } }).seen,
      entryAskedAt: performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))
        ?.startTime,
    }));
    expect(shifts).toEqual([]);
    expect(paintedAt).toBeGreaterThan(0);
    expect(entryAskedAt).toBeGreaterThanOrEqual(paintedAt);
  });

  test('the price hold is in the drawn payment page, before any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const session = await selectFlight(context.request, { days: 54 });
    const page = await context.newPage();
    await page.goto(`/flight/payment/?session_unique=${session}`);
    await expect(page.getByTestId('price-hold')).toHaveText(/Price held for (19|20):\d\d/);
    await context.close();
  });

  test('two tickets drawn at once each show their own booking, never stored', async ({ request }) => {
    const first = await bookFlight(request, { email: 'drawn-one@example.com', days: 50 });
    const second = await bookFlight(request, { email: 'drawn-two@example.com', days: 51 });
    const [en, tr] = await Promise.all([
      request.get(`/flight/booking/detail/${first.code}`, { headers: { 'accept-language': 'en' } }),
      request.get(`/flight/booking/detail/${second.code}`, { headers: { 'accept-language': 'tr' } }),
    ]);
    for (const res of [en, tr]) expect(res.headers()['cache-control']).toBe('no-store');
    const [enPage, trPage] = [await en.text(), await tr.text()];
    expect(enPage).toContain(`data-testid="pnr">${first.pnr}<`);
    expect(enPage).toContain('>Booking Detail<');
    expect(enPage).not.toContain(second.pnr);
    // Images come from the page's own origin, whatever the request said it was.
    expect(enPage).toContain('src="/api/flight/airline/');
    expect(trPage).toContain(`data-testid="pnr">${second.pnr}<`);
    expect(trPage).toContain('>Rezervasyon Detayı<');
    expect(trPage).not.toContain(first.pnr);
  });

  test('a link that opens nothing gets the plain page', async ({ request }) => {
    const res = await request.get(`/flight/booking/detail/${'A'.repeat(32)}`, { headers: { 'accept-language': 'en' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const html = await res.text();
    expect(html).not.toContain('data-testid="pnr"');
    expect(html).not.toContain('first-view-data');
  });
});
