/**
 * The server's first view of the pages that open on data behind a secret link (issue 21): a ticket
 * and a payment page, rendered to HTML by the app's own components with the API answer the app
 * would fetch, so the browser paints the page before the app's code has loaded. The app then mounts
 * over it with the same answer (see `first-data.ts`) and draws the same page: no second paint, no
 * shift. Built for Node (`vite build --ssr`) and run by the server on a worker thread, one render at
 * a time, with the browser globals the app's modules read stubbed (`first-view-worker.mjs`).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, Route, Routes, StaticRouter } from 'react-router';
import type { Language } from '@yolcu/contract';
import { FlightBookingPage } from '../features/bookings/flight-booking-page';
import { TransferBookingPage } from '../features/bookings/transfer-booking-page';
import { FlightPaymentPage } from '../features/checkout/flight-payment-page';
import { TransferPaymentPage } from '../features/checkout/transfer-payment-page';
import { queryClient } from '../lib/query-client';
import { useSettings } from '../lib/settings-store';
import { addCatalog, switchLanguage } from '../lib/translate';
import { seedBooking } from '../features/bookings/api/booking-query';
import { seedPaymentData } from '../features/checkout/api/payment-data';
import type { FirstData } from './first-data';

const PAGES: Record<FirstData['page'], { path: string; Component: ComponentType }> = {
  'flight-booking': { path: '/flight/booking/detail/:id', Component: FlightBookingPage },
  'transfer-booking': { path: '/transfer/booking/detail/:id', Component: TransferBookingPage },
  'flight-payment': { path: '/flight/payment/', Component: FlightPaymentPage },
  'transfer-payment': { path: '/transfer/payment/', Component: TransferPaymentPage },
};

const started = new Set<Language>();

/** The catalogues come from the server (the same ones the app loads); each is added once. */
async function speak(language: Language, catalog: Record<string, string>) {
  if (!started.has(language)) {
    addCatalog(language, catalog);
    started.add(language);
  }
  switchLanguage(language);
  // A server render reads a store's initial state (React's server snapshot), whose language is the
  // device's, which a server has not got: there it is the page's language.
  useSettings.getInitialState().language = language;
  useSettings.setState({ language });
}

/** The page at `url` (path and query) as the app draws it with `first.data`, as HTML. */
export async function renderFirstView(
  url: string,
  first: FirstData,
  catalog: Record<string, string>,
): Promise<string | null> {
  await speak(first.language, catalog);
  queryClient.clear();
  const [product, kind] = first.page.split('-') as ['flight' | 'transfer', 'booking' | 'payment'];
  if (kind === 'booking') seedBooking(product, first);
  else seedPaymentData(product, first);
  const page = PAGES[first.page];
  if (!matchPath(page.path, new URL(url, 'http://first.view').pathname)) return null;
  // Prerendered: lazy parts of the page (the rides after a flight) are waited for, so the view is
  // the whole page the app ends up drawing.
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url}>
        <Routes>
          <Route path={page.path} element={<page.Component />} />
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
  return new Response(prelude).text();
}
