import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, devices, expect, type Page, test } from '@playwright/test';
import { bookTransfer } from '../helpers/book-transfer';

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
  await expect(page.getByRole('button', { name: 'Search flights' })).toBeVisible();
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
  const { session, code, pnr } = await bookTransfer(context.request);
  await page.goto(`/transfer/booking/detail/${code}`);
  await expect(page.getByRole('heading', { name: 'Ticket Detail' })).toBeVisible();
  await expect(page.getByTestId('pnr')).toHaveText(pnr);
  await expect(page.getByTestId('last-updated')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  const detail = page.url();
  // Its voucher PDF is kept beside it in the background (03 §14), so it downloads offline too.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('yolcu-ticket-documents')).keys()).length))
    .toBe(1);

  await context.setOffline(true);
  await page.reload();
  // The shell comes from the service worker, the ticket from the device, marked with its age.
  await expect(page.getByTestId('offline-bar')).toHaveText("You're offline. Tickets saved on this device still open.");
  await expect(page.getByRole('heading', { name: 'Ticket Detail' })).toBeVisible();
  await expect(page.getByTestId('pnr')).toHaveText(pnr);
  await expect(page.getByText('Deniz Kaya').first()).toBeVisible();
  await expect(page.getByTestId('last-updated')).toContainText(/Last updated: \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}/);
  expect(page.url()).toBe(detail);
  const voucher = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download voucher' }).click();
  expect((await voucher).suggestedFilename()).toMatch(new RegExp(`^yolcu-${pnr}-.+\\.pdf$`));

  // The home page starts too; a search cannot run offline and says so instead of spinning.
  await page.goto('/?tab=transfer');
  await expect(page.getByRole('button', { name: 'Search transfers' })).toBeVisible();
  await page.goto(`/transfer/search/?session_unique=${session}`);
  await expect(page.getByText("You're offline. Searching needs a connection.")).toBeVisible();
  // The flight form says so too (at Search when the device knows it is offline, else in the airport
  // picker whose list cannot load: never "No matching airport found"), and names the cabin in
  // English, not "ECONOMY" (issue 22). Playwright's offline leaves navigator.onLine true.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Cabin class\s*Economy$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page.getByText("You're offline. Searching needs a connection.").first()).toBeVisible();
  await expect(page.getByText('No matching airport found')).toBeHidden();

  // Back online, the page works as before.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-bar')).toBeHidden();
}
