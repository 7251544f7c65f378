import { expect, test } from '@playwright/test';
import { selectFlight } from '../helpers/book-flight';
import { confirmInBank, fillCard, fillPassenger, tcNumber, yearsAgo } from '../helpers/checkout';

test.use({ viewport: { width: 390, height: 844 } });

test("a traveller pays a flight in six installments: the card's plans, the plan's total on Secure Pay and at the bank", async ({
  page,
  request,
}) => {
  const session = await selectFlight(request, { days: 33 });
  await page.goto(`/flight/payment/?session_unique=${session}`);
  const price = (await page.getByTestId('pay-total').textContent())?.trim() ?? '';
  expect(price).toMatch(/^₺[\d,]+\.\d{2}$/);
  await page.getByLabel('E-mail address').fill('taksit@example.com');
  await page.getByLabel('Phone number').fill('5321234567');
  await fillPassenger(page, 0, {
    name: 'Ayşe',
    surname: 'Yılmaz',
    gender: 'Female',
    birth: yearsAgo(30),
    tc: tcNumber(61),
  });

  await expect(page.getByText('Type your card number to see its installment plans.')).toBeVisible();
  await fillCard(page, '4111 1111 1111 1111');
  const plans = page.getByTestId('installments');
  await expect(plans.getByText('(Yolcu Test Bank · Bonus)')).toBeVisible();
  // Three at the cash price, as the test bank's campaign has it; six with the bank's charge.
  const three = plans.locator('label').filter({ hasText: '3 installments' });
  await expect(three.getByText('no extra charge')).toBeVisible();
  await expect(three).toContainText(price);
  const six = plans.locator('label').filter({ hasText: '6 installments' });
  await six.click();
  const total = (await six.locator('span.tabular-nums').textContent())?.trim() ?? '';
  expect(total).not.toBe(price);
  await expect(page.getByTestId('pay-total')).toHaveText(total);
  await expect(page.getByTestId('pay-total-try')).toContainText('6 installments ×');

  await page.getByLabel(/I have read and accept/).check();
  await page.getByRole('button', { name: /Secure Pay/ }).click();
  // The bank asks the cardholder to confirm the plan's total, not the price.
  const bank = page.frameLocator('iframe[title="3D Secure verification"]');
  await expect(bank.locator('.amount').first()).toHaveText(`TRY ${total.replace('₺', '')}`);
  await confirmInBank(page);
  await expect(page).toHaveURL(/\/flight\/booking\/detail\/[A-Za-z0-9_-]{16,}$/);
  await expect(page.getByTestId('pnr')).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
});
