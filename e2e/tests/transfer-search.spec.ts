import { expect, test } from '@playwright/test';
import { pick, setCounts } from '../helpers/transfer-form';

test.describe('transfer search, as a traveller on a phone', () => {
  test('Antalya Airport to Kemer for 3 with 4 bags, then 12 people leaves only big vehicles', async ({ page }) => {
    await page.goto('/?tab=transfer');
    await pick(page, 'From', 'antalya air', 'Antalya Airport');
    await pick(page, 'To', 'kemer', 'Kemer');
    await setCounts(page, 3, 4);
    await expect(page.getByRole('button', { name: /3 passengers · 4 bags/ })).toBeVisible();
    await page.getByRole('button', { name: 'Search transfers' }).click();

    await expect(page).toHaveURL(/\/transfer\/search\/\?session_unique=/);
    await expect(page.getByRole('heading', { name: 'Antalya Airport → Kemer' })).toBeVisible();
    const cards = page.getByTestId('transfer-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(/vehicles found/)).toBeVisible();

    // Sort by price, most expensive first, then filter to one vehicle type.
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('radio', { name: 'Price ↓' }).click();
    const prices = (await cards.getByTestId('price').allTextContents()).map(
      (p) => Number(p.replace(/[^\d.]/g, '')) /* English: "₺2,211.50" */,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('dialog', { name: 'Filter' }).getByRole('checkbox', { name: 'Minivan' }).check();
    await page.getByRole('button', { name: 'Show results' }).click();
    for (const text of await cards.allTextContents()) expect(text).toContain('Minivan');

    // A new pick-up time is a new search.
    const before = page.url();
    await page.getByRole('combobox', { name: 'Pick-up time' }).selectOption('18:30');
    await expect(page).not.toHaveURL(before);
    await expect(page.getByRole('combobox', { name: 'Pick-up time' })).toHaveValue('18:30');

    // Twelve people: only minibuses and coaches fit.
    await page.goto('/?tab=transfer');
    await setCounts(page, 12, 12);
    await page.getByRole('button', { name: 'Search transfers' }).click();
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Minibus|Coach/);

    await cards.first().getByRole('button', { name: 'Choose' }).click();
    await expect(page).toHaveURL(/\/transfer\/payment\/\?session_unique=/);
    await expect(page.getByRole('button', { name: /Secure Pay/ })).toBeVisible();
  });

  test('a shared transfer search opens in a fresh browser', async ({ browser, request }) => {
    const place = async (keyword: string) =>
      (await (await request.get(`/api/transfer/location/?keyword=${encodeURIComponent(keyword)}`)).json()).results[0]
        .id;
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const started = await request.post('/api/transfer/gateway/search/', {
      data: {
        departure_location_id: await place('Dalaman'),
        arrival_location_id: await place('Ölüdeniz'),
        departure_date: date,
        departure_pickup_time: '12:00',
        passenger_count: 2,
        baggage_count: 2,
      },
    });
    const option = (await started.json()).form_data.option;
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await fresh.newPage();
    await page.goto(`/transfer/search-gate/${option}`);
    await expect(page).toHaveURL(/\/transfer\/search\/\?session_unique=/);
    await expect(page.getByRole('heading', { name: /Dalaman.*→ Ölüdeniz/ })).toBeVisible();
    await expect(page.getByTestId('transfer-card').first()).toBeVisible();
    // What the price covers: a private vehicle's price is per vehicle (a shuttle's per seat, in the card test).
    await expect(
      page
        .getByTestId('price-note')
        .filter({ hasText: /^per vehicle$/ })
        .first(),
    ).toBeVisible();
    await fresh.close();
  });

  test('the form refuses the same place at both ends', async ({ page }) => {
    await page.goto('/?tab=transfer');
    await pick(page, 'From', 'kemer', 'Kemer');
    const picker = page.getByRole('dialog', { name: 'To' });
    await picker.getByRole('textbox').fill('kemer');
    await expect(picker.getByRole('option', { name: /^Kemer/ }).first()).toBeDisabled();
  });
});
