import { expect, type Page, test } from '@playwright/test';
import { bookTransfer } from '../helpers/book-transfer';
import { expectNoSeriousA11yFindings } from '../helpers/axe';
import { lastMailTo } from '../mail-sink';

/** The 6-digit code of the newest cancellation-code mail to an address (it starts with the code). */
async function mailedCode(address: string) {
  const mail = await lastMailTo(address, /is your code to cancel|iptal etme kodunuz/);
  return /(\d{6})(?: is your code|: )/.exec(mail)![1]!;
}

const inTurkish = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem(
      'yolcu.settings',
      JSON.stringify({ state: { language: 'tr', country: 'TR', currency: 'TRY', pendingLanguage: null }, version: 0 }),
    ),
  );

test('a guest cancels a transfer a month ahead with the mailed code and gets everything back', async ({
  page,
  request,
}) => {
  // One address per attempt: a retry must not read the code mailed to the first attempt's booking.
  const email = `cancel-ride-${Date.now()}@example.com`;
  const { code, pnr } = await bookTransfer(request, email);
  await page.goto(`/transfer/booking/detail/${code}`);
  await expect(page.getByTestId('pnr')).toHaveText(pnr);
  const paid = (await page.getByTestId('price-total').textContent()) ?? '';
  const rules = page.getByRole('region', { name: 'Cancellation rules' });
  await expect(rules).toContainText('Free cancellation with a full refund until');

  await rules.getByRole('button', { name: 'Cancel booking' }).click();
  const sheet = page.getByRole('dialog', { name: 'Cancel booking' });
  // The guest proves the mailbox is theirs; the address shows masked.
  await expect(sheet).toContainText(/we e-mail a 6-digit code to its address, c\*+@example\.com/);
  await expectNoSeriousA11yFindings(page, 'cancel sheet: code');
  await sheet.getByRole('button', { name: 'Send code' }).click();
  await sheet.getByLabel('Code from the e-mail').fill(await mailedCode(email));
  await sheet.getByRole('button', { name: 'Show my refund' }).click();

  // A month ahead, a transfer comes back in full, to the card that paid.
  await expect(sheet.getByTestId('refund-amount')).toHaveText(paid);
  await expect(sheet).toContainText('to your card ending 1111');
  await expect(sheet.getByTestId('quote-timer')).toContainText(/This quote holds for (10:00|0\d:\d\d)/);
  await expectNoSeriousA11yFindings(page, 'cancel sheet: quote');
  await sheet.getByRole('button', { name: 'Yes, cancel booking' }).click();

  await expect(sheet).toBeHidden();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund-line')).toHaveText(
    new RegExp(
      `^${paid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} was refunded to your card ending 1111 on \\d{1,2} \\w+ \\d{4}\\.$`,
    ),
  );
  await expect(page.getByTestId('voided-ticket').first()).toContainText('Void');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);

  // Still cancelled after a reload: it is the server's state, not the page's.
  await page.reload();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  // The cancellation mail, in the booking's language (the API booking was made in Turkish).
  const mail = await lastMailTo(email, /is refunded to your card ending in 1111|1111 ile biten kartınıza iade edildi/);
  expect(mail).toMatch(/text\/calendar/);
});

test('the cancel sheet in Turkish has no serious accessibility finding', async ({ page, request }) => {
  const email = `iptal-transfer-${Date.now()}@example.com`;
  const { code } = await bookTransfer(request, email);
  await inTurkish(page);
  await page.goto(`/transfer/booking/detail/${code}`);
  await page.getByRole('button', { name: 'Rezervasyonu iptal et' }).click();
  const sheet = page.getByRole('dialog', { name: 'Rezervasyonu iptal et' });
  await expect(sheet).toContainText('6 haneli bir kod göndereceğiz');
  await expectNoSeriousA11yFindings(page, 'cancel sheet: code (tr)');
  await sheet.getByRole('button', { name: 'Kod gönder' }).click();
  await sheet.getByLabel('E-postadaki kod').fill(await mailedCode(email));
  await sheet.getByRole('button', { name: 'İade tutarını göster' }).click();
  await expect(sheet.getByRole('button', { name: 'Evet, rezervasyonu iptal et' })).toBeVisible();
  await expect(sheet).toContainText('sonu 1111 ile biten kartınıza');
  await expectNoSeriousA11yFindings(page, 'cancel sheet: quote (tr)');
});
