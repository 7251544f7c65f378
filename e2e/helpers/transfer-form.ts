import type { Page } from '@playwright/test';

/** Picks a place in the Transport tab's From or To sheet. */
export async function pick(page: Page, field: 'From' | 'To', typed: string, name: string) {
  const picker = page.getByRole('dialog', { name: field });
  // After the departure is chosen, the arrival picker opens by itself.
  if (!(await picker.isVisible())) await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  await picker.getByRole('textbox').fill(typed);
  await picker
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

/** Sets passengers and suitcases in the Transport tab's sheet. */
export async function setCounts(page: Page, passengers: number, bags: number) {
  await page.getByRole('button', { name: /Passengers and bags/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Passengers and bags' });
  const output = (label: string) => sheet.locator(`output[aria-label="${label}"]`);
  for (const [label, target] of [
    ['Passengers', passengers],
    ['Suitcases', bags],
  ] as const) {
    let value = Number(await output(label).textContent());
    while (value < target) {
      await sheet.getByRole('button', { name: `More: ${label}` }).click();
      value += 1;
    }
    while (value > target) {
      await sheet.getByRole('button', { name: `Fewer: ${label}` }).click();
      value -= 1;
    }
  }
  await sheet.getByRole('button', { name: 'OK' }).click();
}
