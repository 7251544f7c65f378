import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  devices,
  expect,
  type Page,
  test,
} from '@playwright/test';

/**
 * A browser profile on disk, as a traveller's phone has: Chromium refuses to install from an
 * incognito-like context (Playwright's usual one), and the service worker must be allowed to run.
 */
async function travellersBrowser(baseURL: string, launch: { executablePath?: string; args?: string[] }) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'yolcu-pwa-'));
  const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: launch.executablePath,
    args: launch.args,
    baseURL,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    serviceWorkers: 'allow',
  });
  return {
    context,
    page: context.pages()[0] ?? (await context.newPage()),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the service worker, registered after the page's first paint, controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

/**
 * A guest's paid transfer, booked through the API as the app books it (search, select, pay, the
 * test bank's code): this journey is about what happens after, so it does not depend on the forms.
 */
async function bookTransfer(request: APIRequestContext): Promise<{ code: string; pnr: string }> {
  const place = async (keyword: string, name: RegExp) => {
    const res = await request.get('/api/transfer/location/', {
      params: { keyword },
      headers: { 'accept-language': 'en' },
    });
    const found = ((await res.json()) as { results: { id: number; name: string }[] }).results.find((r) =>
      name.test(r.name),
    );
    return found!.id;
  };
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const started = await request.post('/api/transfer/gateway/search/', {
    data: {
      departure_location_id: await place('antalya air', /Antalya Airport/),
      arrival_location_id: await place('kemer', /^Kemer/),
      departure_date: date,
      departure_pickup_time: '14:00',
      passenger_count: 1,
      baggage_count: 1,
    },
  });
  const code = ((await started.json()) as { session_unique: string }).session_unique;
  const view = await (await request.get('/api/transfer/gateway/search/', { params: { session_unique: code } })).json();
  const offer = view.search.find((r: { information: { transfer_type_code: number } }) => {
    return r.information.transfer_type_code === 1;
  });
  await request.post('/api/transfer/gateway/search/select/', {
    data: { session_unique: code, product_id: offer.product_id },
  });
  const countries = await (await request.get('/api/countries/', { params: { page_size: 1000 } })).json();
  const turkey = countries.results.find((c: { code: string }) => c.code === 'TR').id;
  const pay = await (
    await request.post('/api/transfer/gateway/payment/', {
      data: {
        session_unique: code,
        passengers: [{ name: 'Deniz', surname: 'Kaya', nationality: turkey }],
        email: 'offline@example.com',
        phone_code: '90',
        phone: '5321234567',
        extra_products: {},
        transfer: { flight_number: 'TK2412', airline_code: 'TK', note: '' },
        card_owner: 'Deniz Kaya',
        card_number: '4111 1111 1111 1111',
        card_expiry: '12/30',
        card_cvc: '123',
        has_invoice: false,
        condition: true,
      },
    })
  ).json();
  expect(pay.status, JSON.stringify(pay)).toBe(true);
  const bankPage = new URL(pay.pay_url).pathname;
  const shown = /data-test-code="(\d{6})"/.exec(await (await request.get(bankPage)).text())![1]!;
  await request.post(bankPage, { form: { code: shown } });
  const detail = await (await request.get(`/api/transfer/booking/${code}/`)).json();
  expect(detail.info.status).toBe('completed');
  return { code, pnr: detail.info.pnr_code };
}

test('the app installs, and with the network cut it starts, opens the ticket seen before and says a search needs a connection', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { launchOptions } = testInfo.project.use;
  const browser = await travellersBrowser(baseURL!, launchOptions ?? {});
  try {
    await journey(browser.page, browser.context);
  } finally {
    await browser.close();
  }
});

async function journey(page: Page, context: BrowserContext) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Search Ticket' })).toBeVisible();
  await waitForServiceWorker(page);

  // Installability as Chromium judges it (Lighthouse 12 has no PWA category any more).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data ?? '{}') as {
    display: string;
    icons: { sizes: string; purpose?: string }[];
    shortcuts: { url: string }[];
  };
  expect(data.display).toBe('standalone');
  const sizes = data.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes);
  for (const size of [48, 72, 96, 128, 144, 152, 192, 256, 384, 512]) expect(sizes).toContain(`${size}x${size}`);
  expect(data.icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
  expect(data.shortcuts.map((s) => s.url)).toEqual(['/', '/?tab=transfer', '/profile/tickets/']);

  // The traveller opens the ticket once, from the link in the voucher mail.
  const { code, pnr } = await bookTransfer(context.request);
  await page.goto(`/transfer/booking/detail/${code}`);
  await expect(page.getByRole('heading', { name: 'Ticket Detail' })).toBeVisible();
  await expect(page.getByTestId('pnr')).toHaveText(pnr);
  await expect(page.getByTestId('last-updated')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  const detail = page.url();

  await context.setOffline(true);
  await page.reload();
  // The shell comes from the service worker, the ticket from the device, marked with its age.
  await expect(page.getByTestId('offline-bar')).toHaveText("You're offline. Tickets saved on this device still open.");
  await expect(page.getByRole('heading', { name: 'Ticket Detail' })).toBeVisible();
  await expect(page.getByTestId('pnr')).toHaveText(pnr);
  await expect(page.getByText('Deniz Kaya').first()).toBeVisible();
  await expect(page.getByTestId('last-updated')).toContainText(/Last updated: \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}/);
  expect(page.url()).toBe(detail);

  // The home page starts too; a search cannot run offline and says so instead of spinning.
  await page.goto('/?tab=transfer');
  await expect(page.getByRole('button', { name: 'Search Transfers' })).toBeVisible();
  await page.goto(`/transfer/search/?session_unique=${code}`);
  await expect(page.getByText("You're offline. Searching needs a connection.")).toBeVisible();

  // Back online, the page works as before.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-bar')).toBeHidden();
}
