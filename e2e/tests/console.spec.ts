import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';

/**
 * A normal visit leaves the console clean: no error and no warning on home, a search, the FAQ
 * and a not-found page (issue 13), and every route names itself in the document title.
 */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    // Chromium reports every 4xx resource itself, so none may happen: from localhost the form does
    // not ask /api/geo/ for a city the server cannot know (it would answer 404, issue 22).
    messages.push(`${msg.type()}: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
  // What the app itself logs (01 §7): nothing of a normal visit may be sent as an error.
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/geo/') messages.push('asked /api/geo/ from localhost');
    if (new URL(req.url()).pathname !== '/api/log/') return;
    for (const e of (req.postDataJSON() ?? []) as { event_state: string; explanation: string }[])
      if (e.event_state === 'error' || e.event_state === 'critical')
        messages.push(`logged ${e.event_state}: ${e.explanation}`);
  });
  return messages;
}

test.describe('a normal visit, as a guest on a phone', () => {
  test('home, a search, the FAQ and a not-found page: no console error or warning, a title each', async ({ page }) => {
    const messages = watchConsole(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
    // No location asked for localhost: the first popular airport is preselected.
    await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
    await expect(page).toHaveTitle('Flights and transfers — Yolcu');

    await page.getByRole('button', { name: /^To/ }).click();
    const picker = page.getByRole('dialog', { name: 'To' });
    await picker.getByRole('textbox').fill('antalya');
    await picker.getByRole('option', { name: /^AYT/ }).first().click();
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page.getByRole('heading', { name: 'IST → AYT' })).toBeVisible();
    await expect(page.getByTestId('flight-card').first()).toBeVisible();

    await page.goto('/faq/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('FAQ — Yolcu');

    await page.goto('/no-such-page/');
    await expect(page.getByText('Not found').first()).toBeVisible();
    await expect(page).toHaveTitle('Page not found — Yolcu');

    expect(messages).toEqual([]);
  });
});
