import { expect, type Page, test } from '@playwright/test';
import { lastMailTo } from '../mail-sink';

const unique = () => `gezgin${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
const PASSWORD = 'Deniz-Feneri-42';

async function register(page: Page, email: string) {
  await page.goto('/auth/register/');
  await page.getByLabel('First name').fill('Elif');
  await page.getByLabel('Last name').fill('Demir');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\/activate\//);
}

async function activateFromMail(page: Page, email: string) {
  const mail = await lastMailTo(email);
  expect(mail).toContain('Content-Type: text/plain');
  expect(mail).toContain('Content-Type: text/html');
  const code = /\n(\d{6})\r?\n/.exec(mail)?.[1];
  expect(code).toBeTruthy();
  await page.getByLabel('Activation code').fill(code!);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Your account is active. Welcome!')).toBeVisible();
}

test.describe('accounts, as a new user on a phone', () => {
  test('register with bad then good input, activate from the mail, log out and in', async ({ page }) => {
    const email = unique();
    await page.goto('/auth/register/');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345678');
    await page.getByLabel('Confirm password').fill('12345678');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText("Your password can't be entirely numeric.")).toBeVisible();

    await register(page, email);
    await activateFromMail(page, email);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Elif' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('You have logged out.')).toBeVisible();

    // My Profile sends a guest to login and back afterwards.
    await page.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Fprofile%2F/);
    await page.getByLabel('Username or e-mail').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Unable to log in with the username and password you entered.')).toBeVisible();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/$/);
    await expect(page.getByLabel('Username')).toHaveValue(email);

    // Auth pages are unreachable when signed in.
    await page.goto('/auth/login/');
    await expect(page).toHaveURL(/\/profile\/$/);
    await expect(page.getByLabel('Username')).toHaveValue(email);
  });

  test('profile, passengers and invoices with bad then good input; password change; deletion', async ({ page }) => {
    const email = unique();
    await register(page, email);
    await activateFromMail(page, email);
    await page.goto('/profile/');

    await page.getByLabel('Phone', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
    await page.getByLabel('Phone', { exact: true }).fill('5321234567');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your information has been successfully updated.')).toBeVisible();

    await page.getByRole('link', { name: 'Passengers', exact: true }).click();
    await page.getByRole('button', { name: 'Add Passenger' }).click();
    const paxSheet = page.getByRole('dialog', { name: 'Create Passenger' });
    await expect(paxSheet.getByLabel('Nationality')).toHaveValue(/\d+/);
    await expect(paxSheet.getByLabel('Nationality').locator('option:checked')).toHaveText('Türkiye');
    await paxSheet.getByLabel('Name', { exact: true }).fill('Al');
    await paxSheet.getByLabel('ID number').fill('12345678901');
    await paxSheet.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(paxSheet.getByText('Minimum length is 3.')).toBeVisible();
    await expect(paxSheet.getByText('Please enter a valid Turkish ID number.')).toBeVisible();
    await paxSheet.getByLabel('Name', { exact: true }).fill('Deniz');
    await paxSheet.getByLabel('Surname').fill('Demir');
    await paxSheet.getByLabel('ID number').fill('10000000146');
    await paxSheet.getByLabel('Birth date').fill('2015-04-23');
    await paxSheet.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Passenger has been successfully created.')).toBeVisible();
    await expect(page.getByTestId('passenger')).toContainText('23/04/2015');
    await page.getByTestId('passenger').getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit Passenger' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Passenger information has been successfully deleted.')).toBeVisible();
    await expect(page.getByTestId('passenger')).toHaveCount(0);

    await page.getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const bill = page.getByRole('dialog', { name: 'Add Invoice' });
    await bill.getByText('Corporate').click();
    await bill.getByLabel('Company title').fill('Demir Turizm Ltd. Şti.');
    await bill.getByLabel('City').fill('İzmir');
    await bill.getByLabel('District').fill('Konak');
    await bill.getByLabel('Zip code').fill('35210');
    await bill.getByLabel('Address').fill('Cumhuriyet Blv. No: 12');
    await bill.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(bill.getByText('This field is required.')).toHaveCount(2);
    await bill.getByLabel('Tax office').fill('Konak');
    await bill.getByLabel('Tax number').fill('1234567890');
    await bill.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('bill')).toContainText('Corporate');
    await page.getByTestId('bill').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('These invoice details will be deleted.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('bill')).toHaveCount(0);

    await page.getByRole('link', { name: 'Password', exact: true }).click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('Kapadokya-Balon-7');
    await page.getByLabel('Confirm password').fill('Kapadokya-Balon-7');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your password has been successfully updated.')).toBeVisible();
    // The stored token was replaced: the app keeps working.
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByLabel('Username')).toHaveValue(email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alertdialog').getByRole('textbox').fill('someone-else');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('You entered your username incorrectly.')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('textbox').fill(email);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Where to next?' })).toBeVisible();
  });

  test('a forgotten password is reset from the mailed link', async ({ page }) => {
    const email = unique();
    await register(page, email);
    await activateFromMail(page, email);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.goto('/auth/login/');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog', { name: 'Forgot password?' }).getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(/We've sent you an e-mail/)).toBeVisible();
    const mail = await lastMailTo(email, /reset-password/);
    const link = /(http:\/\/localhost:\d+\/auth\/reset-password\/\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('New password').fill('Ölüdeniz-Paraşüt-3');
    await page.getByLabel('Confirm password').fill('Ölüdeniz-Paraşüt-3');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/auth\/login\//);
    await page.getByLabel('Username or e-mail').fill(email);
    await page.getByLabel('Password').fill('Ölüdeniz-Paraşüt-3');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
  });
});

test('the demo account: coupons labelled Usable, Used and Expired; personal and broadcast notifications counted together', async ({
  page,
}) => {
  await page.goto('/auth/login/?next=/profile/coupons/');
  await page.getByLabel('Username or e-mail').fill('demo@yolcu.example');
  await page.getByLabel('Password').fill('Yolcu-Demo-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/coupons\/$/);
  const coupons = page.getByTestId('coupon');
  await expect(coupons.filter({ hasText: 'HOSGELDIN250' })).toContainText('Usable');
  await expect(coupons.filter({ hasText: 'YAZ2026' })).toContainText('Used');
  await expect(coupons.filter({ hasText: 'BAYRAM150' })).toContainText('Expired');
  // The demo's 12 broadcasts plus the demo user's own welcome note.
  await expect(page.getByTestId('unread-badge')).toHaveText('13');
  await page.getByRole('link', { name: /Notifications/ }).click();
  await expect(page.getByText('Welcome!')).toBeVisible();
});
