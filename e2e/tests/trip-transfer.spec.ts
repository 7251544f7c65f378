import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  chooseFirstFare,
  confirmInBank,
  fillCard,
  fillPassenger,
  pickDestination,
  tcNumber,
  yearsAgo,
} from '../helpers/checkout';
import { pick } from '../helpers/transfer-form';

interface Suggestion {
  kind: 'from_airport' | 'to_airport';
  location: { id: number; name: string };
  date: string;
  time: string;
  passengers: number;
  baggage: number;
  flight_number: string;
  airline_code: string;
  flight_date: string;
  flight_time: string;
}

/** The landing day as the home form's date button writes it in English (`Wednesday 02 December`). */
const formDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

// 03 §14 at both phone widths: the flight booked on the web leads to its transfer, prefilled all the way.
for (const width of [390, 320]) {
  test.describe(`the trip on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('books IST → AYT, downloads the e-ticket, follows "Transfer from Antalya Airport" and pays with the flight filled in', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const email = `trip-${width}@example.com`;

      // The flight, through the forms as a guest.
      await page.goto('/');
      await expect(page.getByRole('button', { name: /From\s*IST/ })).toBeVisible();
      await pickDestination(page, 'AYT');
      await chooseFirstFare(page);
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Phone number').fill('5321234567');
      await fillPassenger(page, 0, {
        name: 'Ayşe',
        surname: 'Yılmaz',
        gender: 'Female',
        birth: yearsAgo(34),
        tc: tcNumber(width),
      });
      await fillCard(page, '4111 1111 1111 1111');
      await page.getByLabel(/I have read and accept/).check();
      await page.getByRole('button', { name: /Secure Pay/ }).click();
      await confirmInBank(page);
      await expect(page).toHaveURL(/\/flight\/booking\/detail\/[A-Za-z0-9_-]{16,}$/);
      const code = new URL(page.url()).pathname.split('/').pop()!;

      // What was bought, and the e-ticket as a PDF.
      await expect(page.getByTestId('fare-package').first()).toContainText('kg hand luggage');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download e-ticket' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^yolcu-[A-Z0-9]{6}-.+\.pdf$/);
      expect(
        readFileSync((await file.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // The ride from the airport, as the server suggests it.
      const detail = await (
        await request.get(`/api/flight/booking/${code}/`, { headers: { 'accept-language': 'en' } })
      ).json();
      const ride = (detail.transfer_suggestions as Suggestion[]).find((s) => s.kind === 'from_airport')!;
      expect(ride.location.name).toBe('Antalya Airport');
      const card = page.getByTestId('transfer-suggestion');
      await expect(card.getByRole('heading', { name: 'Transfer from Antalya Airport' })).toBeVisible();
      await expect(card).toContainText(`Your driver waits after you land at ${ride.flight_time}.`);
      // Nothing on the card runs out of a narrow phone.
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await card.getByRole('link', { name: /Transfer from Antalya Airport/ }).click();

      // The Transport form, filled: the airport as pick-up, the landing day, the slot, the passengers and bags.
      await expect(page).toHaveURL(/\/\?tab=transfer$/);
      await expect(page.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: /^From/ })).toContainText('Antalya Airport');
      await expect(page.getByRole('button', { name: /^To/ })).toContainText('Choose a place');
      await expect(page.getByRole('button', { name: /^Date/ })).toContainText(formDay(ride.date));
      await expect(page.getByRole('combobox', { name: 'Pick-up time' })).toHaveValue(ride.time);
      // A suitcase each, so that the cars offered take the party's bags (issue 41).
      await expect(page.getByRole('button', { name: /Passengers and bags/ })).toContainText(
        `${ride.passengers} passengers · ${ride.baggage} bags`,
      );
      await expect(page.getByTestId('trip-note')).toContainText(`Filled in for flight ${ride.flight_number}`);

      await pick(page, 'To', 'kemer', '^Kemer');
      await page.getByRole('button', { name: 'Search transfers' }).click();
      const offers = page.getByTestId('transfer-card');
      await expect(offers.first()).toBeVisible();
      await offers.first().getByRole('button', { name: 'Choose' }).click();

      // The payment page: the flight, its airline and the leader filled in, and the guest's contact.
      await expect(page).toHaveURL(/\/transfer\/payment\/\?session_unique=/);
      await expect(page.getByLabel('Flight Number')).toHaveValue(ride.flight_number);
      await expect(page.getByLabel('Airline Code')).toHaveValue(ride.airline_code);
      const leader = page.getByTestId('passenger-card').nth(0);
      await expect(leader.getByLabel('Name', { exact: true })).toHaveValue('Ayşe');
      await expect(leader.getByLabel('Surname')).toHaveValue('Yılmaz');
      await expect(page.getByLabel('E-mail Address')).toHaveValue(email);
      await expect(page.getByLabel('Phone Number')).toHaveValue('5321234567');
      // The suggested pick-up follows the landing: no warning.
      await expect(page.getByTestId('pick-up-time')).toHaveText(ride.time);
      await expect(page.getByTestId('flight-fit-warning')).toHaveCount(0);
    });
  });
}
