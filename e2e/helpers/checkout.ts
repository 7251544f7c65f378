import { expect, type FrameLocator, type Page } from '@playwright/test';

/** A Turkish ID number with both check digits right, different for each seed. */
export function tcNumber(seed: number): string {
  const d = String(100_000_000 + ((seed * 7919) % 899_999_999))
    .split('')
    .map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

export const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** One passenger card of the flight payment page, as a traveller fills it in. */
export async function fillPassenger(
  page: Page,
  index: number,
  p: { name: string; surname: string; gender: 'Female' | 'Male'; birth: string; tc?: string },
) {
  const card = page.getByTestId('passenger-card').nth(index);
  await card.getByLabel('Name', { exact: true }).fill(p.name);
  await card.getByLabel('Surname').fill(p.surname);
  await card.getByText(p.gender, { exact: true }).click();
  await card.getByLabel('Birth date').fill(p.birth);
  if (p.tc) await card.getByLabel('Turkish ID number').fill(p.tc);
}

/** The card block of a payment page. */
export async function fillCard(page: Page, number: string, owner = 'Ayşe Yılmaz') {
  await page.getByLabel('Name on card').fill(owner);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('CVC2').fill('123');
}

/** The test bank in the 3-D Secure frame: read the code it shows, type it (or `code`), confirm. */
export async function confirmInBank(page: Page, code?: string): Promise<FrameLocator> {
  const bank = page.frameLocator('iframe[title="3D Secure verification"]');
  await expect(bank.getByText('Yolcu Test Bank')).toBeVisible();
  const shown = await bank.locator('[data-test-code]').getAttribute('data-test-code');
  await bank.getByLabel('Verification code').fill(code ?? shown!);
  await bank.getByRole('button', { name: 'Confirm' }).click();
  return bank;
}

/** On the home form: the destination airport by its code. */
export async function pickDestination(page: Page, code: string) {
  await page.getByRole('button', { name: /^To/ }).click();
  const picker = page.getByRole('dialog', { name: 'To' });
  await picker.getByRole('textbox').fill(code);
  await picker
    .getByRole('option', { name: new RegExp(`^${code.toUpperCase()}`) })
    .first()
    .click();
}

/** Search, open the first flight and choose its first fare: the payment page opens. */
export async function chooseFirstFare(page: Page) {
  await page.getByRole('button', { name: 'Search flights' }).click();
  const cards = page.getByTestId('flight-card');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('button').first().click();
  await cards.first().getByRole('button', { name: 'Choose this fare' }).first().click();
  await expect(page).toHaveURL(/\/flight\/payment\/\?session_unique=/);
}
