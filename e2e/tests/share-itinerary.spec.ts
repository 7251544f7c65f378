import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from '../helpers/axe';
import { bookTransfer } from '../helpers/book-transfer';
import {
  confirmInBank,
  fillCard,
  fillPassenger,
  tcNumber,
  yearsAgo,
  chooseFirstFare,
  pickDestination,
} from '../helpers/checkout';

// 03 §12 Share: a booking's Share sends the itinerary alone. Whoever gets the link sees the trip
// (routes, days, times, airline or vehicle), never the passengers' names, identity numbers, the
// PNR or the contact.

type Shared = { url?: string; title?: string; text?: string };
declare global {
  interface Window {
    __shared?: Shared[];
  }
}

/** Keeps what the page shares: through the Web Share API, or, without one, the link it copies. */
async function captureShares(page: Page, via: 'share' | 'clipboard') {
  await page.addInitScript((how) => {
    window.__shared = [];
    if (how === 'share') {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: Shared) => void window.__shared?.push(data),
      });
    } else {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (url: string) => void window.__shared?.push({ url }) },
      });
    }
  }, via);
}

async function shareFromDetail(page: Page): Promise<Shared> {
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => page.evaluate(() => window.__shared?.length ?? 0)).toBe(1);
  return (await page.evaluate(() => window.__shared?.[0])) ?? {};
}

/** The shared link opened by someone else, on a small phone. */
async function openAsFriend(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('a guest shares a paid flight: the link shows the trip, and no name, TC number or PNR', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await captureShares(page, 'share');
  await page.goto('/');
  await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
  await pickDestination(page, 'ESB');
  await chooseFirstFare(page);

  const tc = tcNumber(77);
  await page.getByLabel('E-mail address').fill('share-flight@example.com');
  await page.getByLabel('Phone number').fill('5329876543');
  await fillPassenger(page, 0, { name: 'Selin', surname: 'Aydınoğlu', gender: 'Female', birth: yearsAgo(31), tc });
  await fillCard(page, '4111 1111 1111 1111', 'Selin Aydınoğlu');
  await page.getByLabel(/I have read and accept/).check();
  await page.getByRole('button', { name: /Secure Pay/ }).click();
  await confirmInBank(page);

  await expect(page).toHaveURL(/\/flight\/booking\/detail\/[A-Za-z0-9_-]{16,}$/);
  const booking = new URL(page.url()).pathname.split('/').pop()!;
  const pnr = (await page.getByTestId('pnr').textContent())?.trim() ?? '';
  expect(pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  const route = (await page.getByRole('region', { name: 'Departure' }).locator('header p').textContent()) ?? '';

  const shared = await shareFromDetail(page);
  const link = new URL(shared.url ?? '');
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.pathname).toMatch(/^\/flight\/itinerary\/[A-Za-z0-9_-]{16,}$/);
  // What travels with the link names neither the booking nor its PNR.
  expect(JSON.stringify(shared)).not.toContain(booking);
  expect(JSON.stringify(shared)).not.toContain(pnr);

  const friend = await openAsFriend(browser, link.toString());
  try {
    const trip = friend.page.getByRole('region', { name: 'Departure' });
    await expect(trip.getByTestId('flight-leg').first()).toBeVisible();
    await expect(trip.locator('header p')).toHaveText(route);
    await expect(trip.getByText(/^Flight [A-Z0-9]{2}\d+/).first()).toBeVisible();
    const seen = ((await friend.page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
    for (const secret of ['Selin', 'Aydınoğlu', 'AYDINOĞLU', tc, pnr, 'share-flight@example.com'])
      expect(seen, `the shared page shows ${secret}`).not.toContain(secret);
    expect(seen).not.toMatch(/\*{3,}/);
    await expect(friend.page.getByTestId('pnr')).toHaveCount(0);
    await expect(friend.page.getByTestId('passenger-card')).toHaveCount(0);
    await expect(friend.page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    // Nothing wider than the small phone's screen.
    expect(await friend.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yFindings(friend.page, 'the shared flight itinerary');

    // An invitation to search flights of one's own.
    await friend.page.getByRole('link', { name: 'Search flights' }).click();
    await expect(friend.page).toHaveURL(/\/$/);
    await expect(friend.page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();

    // A link that was never shared is not found.
    await friend.page.goto('/flight/itinerary/NoSuchShareCode0000000');
    await expect(friend.page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  } finally {
    await friend.close();
  }
});

test('a guest shares a paid transfer: the link shows the ride, and no name, notes, contact or PNR', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { code, pnr } = await bookTransfer(request, 'share-ride@example.com');
  await captureShares(page, 'clipboard');
  await page.goto(`/transfer/booking/detail/${code}`);
  await expect(page.getByTestId('pnr')).toHaveText(pnr);
  const time = (await page.getByTestId('pick-up-time').textContent()) ?? '';

  const shared = await shareFromDetail(page);
  await expect(page.getByText('The trip link is copied.')).toBeVisible();
  const link = new URL(shared.url ?? '');
  expect(link.pathname).toMatch(/^\/transfer\/itinerary\/[A-Za-z0-9_-]{16,}$/);
  expect(shared.url).not.toContain(code);

  const friend = await openAsFriend(browser, link.toString());
  try {
    await expect(friend.page.getByTestId('pick-up-time')).toHaveText(time);
    await expect(friend.page.getByTestId('vehicle')).toBeVisible();
    await expect(friend.page.getByTestId('route')).toContainText('Antalya Airport');
    await expect(friend.page.getByTestId('route')).toContainText('Kemer');
    const seen = ((await friend.page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
    for (const secret of ['Deniz', 'Kaya', pnr, 'TK2412', 'share-ride@example.com'])
      expect(seen, `the shared page shows ${secret}`).not.toContain(secret);
    expect(await friend.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yFindings(friend.page, 'the shared transfer itinerary');
    await expect(friend.page.getByRole('link', { name: 'Search transfers' })).toHaveAttribute('href', '/?tab=transfer');
  } finally {
    await friend.close();
  }
});
