import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { confirmInBank, fillCard, fillPassenger, pickDestination, tcNumber, yearsAgo } from '../helpers/checkout';
import { type DuffelProduct, gbpInTry, startDuffelProduct } from '../helpers/duffel-server';
import { lastMailTo, MAIL_LOG } from '../mail-sink';

/**
 * Issue 38 in a browser: a traveller on a phone buys a real-supplier flight — the product runs with
 * FLIGHT_SUPPLIER=duffel on the repository's fake of Duffel's API — pays through the 3-D Secure
 * frame, reads the airline's PNR and tickets, learns of the airline's schedule change from a signed
 * Duffel webhook, and cancels through Duffel's own quote.
 */
let duffel: DuffelProduct;

test.beforeAll(async () => {
  // A cold start of the compiled server (migrations on a fresh embedded database) takes 10–50 s on a
  // busy machine, and is tried again if a build was replacing dist/ meanwhile.
  test.setTimeout(240_000);
  duffel = await startDuffelProduct();
});
test.afterAll(async () => {
  await duffel?.stop();
});

/** TRY as the app writes it in English (`₺7,649.51`), for a figure in the text. */
const lira = (n: number) => `₺${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const SCREENSHOTS = process.env.E2E_DUFFEL_SCREENSHOTS;

test('a traveller books a Duffel flight IST → LHR, is told of the airline’s change and cancels through Duffel’s quote', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { fake, baseURL } = duffel;
  const email = `duffel-${Date.now()}@example.com`;

  // Search from the home page, as the traveller does.
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
  await pickDestination(page, 'LHR');
  await page.getByRole('button', { name: 'Search flights' }).click();
  const cards = page.getByTestId('flight-card');
  await expect(cards.first()).toBeVisible();

  // The results are the fake's offers: Duffel Airways, priced in GBP, shown in TRY.
  expect(fake.callsTo('POST', '/air/offer_requests')).toHaveLength(1);
  const offers = [...fake.offers.values()];
  const cheapest = offers.reduce((a, b) => (Number(a.total_amount) <= Number(b.total_amount) ? a : b));
  expect(cheapest.total_currency).toBe('GBP');
  const first = cards.first();
  await expect(first).toContainText('Duffel Airways');
  await expect(first).toContainText(`ZZ${cheapest.slices[0]!.segments[0]!.marketing_carrier_flight_number}`);
  await expect(first.getByTestId('price')).toContainText(lira(gbpInTry(cheapest.total_amount)));
  await expect(first).toContainText(cheapest.slices[0]!.segments[0]!.departing_at.slice(11, 16));
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/duffel-results.png` });

  // The fares are the airline's brands, not the built-in Light/Standard/Flex.
  await first.getByRole('button').first().click();
  const flexOffer = offers.find(
    (o) =>
      o.slices[0]!.fare_brand_name === 'Flex' &&
      o.slices[0]!.segments[0]!.departing_at === cheapest.slices[0]!.segments[0]!.departing_at,
  )!;
  const fares = first.locator('div:has(> button:text-is("Choose this fare"))');
  await expect(fares).toHaveCount(2);
  await expect(fares.nth(0)).toContainText(`Basic${lira(gbpInTry(cheapest.total_amount))}`);
  await expect(fares.nth(1)).toContainText(/^Flex/);
  await expect(fares.nth(1)).toContainText('23 kg checked baggage');
  if (SCREENSHOTS) {
    await fares.nth(1).evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SCREENSHOTS}/duffel-fares.png` });
  }
  await fares.nth(1).getByRole('button', { name: 'Choose this fare' }).click();
  await expect(page).toHaveURL(/\/flight\/payment\/\?session_unique=/);
  const flexTry = gbpInTry(flexOffer.total_amount);
  await expect(page.getByTestId('pay-total')).toHaveText(lira(flexTry));
  await expect(page.locator('[data-testid^="direction-"]').first()).toContainText('Flex');
  if (SCREENSHOTS)
    await page
      .locator('[data-testid^="direction-"]')
      .first()
      .screenshot({ path: `${SCREENSHOTS}/duffel-payment-fare.png` });

  // One adult, an international flight: a passport too.
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Phone number').fill('5321234567');
  await fillPassenger(page, 0, {
    name: 'Ayşe',
    surname: 'Yılmaz',
    gender: 'Female',
    birth: yearsAgo(34),
    tc: tcNumber(38),
  });
  const passenger = page.getByTestId('passenger-card').nth(0);
  await passenger.getByLabel('Passport number').fill('U12345678');
  await passenger.getByLabel(/Passport expiry/).fill(yearsAgo(-5));
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByLabel(/I have read and accept/).check();
  await page.getByRole('button', { name: /Secure Pay/ }).click();
  await confirmInBank(page);

  // The booking detail: Duffel's booking reference as the PNR, its e-tickets' numbers.
  await expect(page).toHaveURL(/\/flight\/booking\/detail\//);
  const code = new URL(page.url()).pathname.split('/').pop()!;
  await expect.poll(() => fake.orders.filter((o) => o.metadata?.booking_code === code).length).toBe(1);
  const order = fake.orders.find((o) => o.metadata?.booking_code === code)!;
  expect(order.total_amount).toBe(flexOffer.total_amount);
  await expect(page.getByTestId('pnr')).toHaveText(order.booking_reference);
  const tickets = (order.documents ?? []).map((d) => d.unique_identifier);
  expect(tickets).toHaveLength(1);
  for (const ticket of tickets) await expect(page.getByText(ticket)).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('price-total')).toContainText(lira(flexTry));
  if (SCREENSHOTS) {
    await page.screenshot({ path: `${SCREENSHOTS}/duffel-detail.png` });
    await page.getByText(tickets[0]!).evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SCREENSHOTS}/duffel-detail-tickets.png` });
  }

  // The airline moves the flight by 95 minutes; Duffel posts the signed event, twice (at least once).
  const event = fake.airlineChange(order.id, 0, 95);
  const moved = order.slices[0]!.segments[0]!;
  expect(await duffel.deliver(event)).toBe(202);
  expect(await duffel.deliver(event)).toBe(202);
  const notice = page.getByTestId('supplier-notice');
  await expect(async () => {
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(notice.getByRole('heading', { level: 2 })).toHaveText('The airline changed your flight times');
  await expect(notice).toContainText(`${moved.departing_at.slice(11, 16)} → ${moved.arriving_at.slice(11, 16)}`);
  await expect(page.getByTestId('flight-leg').first()).toContainText(moved.departing_at.slice(11, 16));
  const mail = await lastMailTo(email, 'The airline changed your flight times');
  expect(mail).toContain(order.booking_reference);
  expect(mail).toContain(moved.departing_at.slice(11, 16));
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/duffel-changed.png` });

  // Cancelling: the refund shown is Duffel's quote (its refund_amount, converted), then confirmed.
  // The airline now keeps £30 of this Flex fare (Duffel's quote is the airline's word, whatever the
  // offer said): the figure on screen can then only be Duffel's, not one of the product's own rules.
  order.conditions = {
    ...order.conditions,
    refund_before_departure: { allowed: true, penalty_amount: '30.00', penalty_currency: 'GBP' },
  };
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const sheet = page.getByRole('dialog', { name: 'Cancel booking' });
  await sheet.getByRole('button', { name: 'Send code' }).click();
  const codeMail = await lastMailTo(email, /is your code to cancel/);
  await sheet.getByLabel('Code from the e-mail').fill(/(\d{6}) is your code/.exec(codeMail)![1]!);
  await sheet.getByRole('button', { name: 'Show my refund' }).click();
  await expect(sheet.getByTestId('refund-amount')).toBeVisible();
  const quotes = fake.callsTo('POST', '/air/order_cancellations');
  expect(quotes).toHaveLength(1);
  const quote = [...fake.cancellations.values()].find((q) => q.order_id === order.id)!;
  const refund = gbpInTry(quote.refund_amount ?? 'NaN');
  expect(Number(quote.refund_amount)).toBeLessThan(Number(order.total_amount));
  await expect(sheet.getByTestId('refund-amount')).toContainText(lira(refund));
  await expect(sheet).toContainText('to your card ending 1111');
  await expect(sheet.getByTestId('cancel-quote')).toContainText(`Paid${lira(flexTry)}`);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/duffel-quote.png` });
  await sheet.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund-line')).toContainText(lira(refund));
  expect(fake.cancellations.get(quote.id)!.confirmed_at).toBeTruthy();
  expect(order.cancelled_at).toBeTruthy();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/duffel-cancelled.png` });

  // The event was delivered twice: the traveller was told once (the cancellation took seconds, time
  // enough for a second mail to have arrived).
  expect(mailsTo(email, 'The airline changed your flight times')).toHaveLength(1);
});

/** Every mail to an address that arrived at the run's SMTP sink, decoded as lastMailTo decodes it. */
function mailsTo(address: string, containing: string): string[] {
  const decodeQp = (s: string) =>
    s
      .replace(/=\r?\n/g, '')
      .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
  return readFileSync(process.env.YOLCU_MAIL_LOG ?? MAIL_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(address))
    .map((m) => decodeQp(m.raw))
    .filter((text) => text.includes(containing));
}
