import { expect, test } from '@playwright/test';
import { pick, setCounts } from '../helpers/transfer-form';
import { lastMailTo } from '../mail-sink';
import { confirmInBank, fillCard } from '../helpers/checkout';

test('a guest books Antalya Airport → Kemer for two with a child seat and an extra waiting hour', async ({ page }) => {
  await page.goto('/?tab=transfer');
  await pick(page, 'From', 'antalya air', 'Antalya Airport');
  await pick(page, 'To', 'kemer', 'Kemer');
  await setCounts(page, 2, 2);
  await page.getByRole('button', { name: 'Search transfers' }).click();
  const cards = page.getByTestId('transfer-card');
  await expect(cards.first()).toBeVisible();
  // The cheapest private car (a shared shuttle offers no extra waiting hour).
  await cards.filter({ hasText: 'Private transfer' }).first().getByRole('button', { name: 'Choose' }).click();

  await expect(page).toHaveURL(/\/transfer\/payment\/\?session_unique=/);
  await expect(page.getByRole('heading', { name: 'Payment Information', level: 1 })).toBeVisible();
  const total = page.getByTestId('pay-total');
  // English money reads "₺2,211.50": the comma groups thousands.
  const money = async () => Number((await total.textContent())!.replace(/[^\d.]/g, ''));
  const vehicleOnly = await money();

  // Extras change the total as they are chosen.
  await page.getByRole('button', { name: /^More: Child seat/ }).click();
  await page.getByRole('button', { name: /^More: Extra waiting hour/ }).click();
  await expect(page.getByTestId('extra').filter({ hasText: 'Child seat' })).toHaveAttribute('data-checked', 'true');
  await expect.poll(money).toBeGreaterThan(vehicleOnly);
  const withExtras = await money();

  const leader = page.getByTestId('passenger-card').nth(0);
  await expect(leader.getByText('Leader')).toBeVisible();
  await expect(page.getByTestId('passenger-card').nth(1).getByText('Passenger 2')).toBeVisible();
  await page.getByRole('button', { name: /Secure Pay/ }).click();
  await expect(leader.getByText('This field is required.').first()).toBeVisible();

  await leader.getByLabel('Name', { exact: true }).fill('Ayşe');
  await leader.getByLabel('Surname').fill('Yılmaz');
  await page.getByLabel('E-mail Address').fill('ride@example.com');
  await page.getByLabel('Phone Number').fill('5321234567');
  const second = page.getByTestId('passenger-card').nth(1);
  await second.getByLabel('Name', { exact: true }).fill('Mehmet');
  await second.getByLabel('Surname').fill('Yılmaz');
  await page.getByLabel('Flight Number').fill('TK2412');
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByLabel(/I have read and accept/).check();
  await page.getByRole('button', { name: /Secure Pay/ }).click();
  await confirmInBank(page);

  await expect(page).toHaveURL(/\/transfer\/booking\/detail\//);
  await expect(page.getByRole('heading', { name: 'Ticket Detail' })).toBeVisible();
  const pnr = (await page.getByTestId('pnr').textContent())?.trim() ?? '';
  expect(pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  await expect(page.getByText('Leader').first()).toBeVisible();
  await expect(page.getByText(/Child seat/).first()).toBeVisible();

  const voucher = await lastMailTo('ride@example.com', pnr);
  expect(voucher).toContain(pnr);
  expect(voucher).toContain('name board');
  expect(voucher).toContain('Extra waiting hour × 1');
  expect(voucher).toMatch(/text\/calendar/);
  // The mail says the amount as the app does, with the lira sign.
  const paid = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' })
    .format(withExtras)
    .replace(/\s/g, ' ');
  expect(voucher.replace(/\s/g, ' ')).toContain(paid);

  // The transfer inquiry finds it with the surname in lower case; so does the flight one ("Find
  // my booking" asks both products), and both open the transfer detail.
  await page.goto('/transfer/check-pnr/');
  await expect(page.getByRole('heading', { name: 'Find my booking' })).toBeVisible();
  await page.getByLabel(/PNR/).fill(pnr.toLowerCase());
  await page.getByLabel('Surname').fill('yılmaz');
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page).toHaveURL(/\/transfer\/booking\/detail\//);
  await expect(page.getByTestId('pnr')).toHaveText(pnr);
  await page.goto('/flight/check-pnr/');
  await page.getByLabel(/PNR/).fill(pnr);
  await page.getByLabel('Surname').fill('Yılmaz');
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page).toHaveURL(/\/transfer\/booking\/detail\//);
  await expect(page.getByTestId('pnr')).toHaveText(pnr);
});
