import { lazy, Suspense } from 'react';
import { type RouteObject, UNSAFE_createBrowserHistory, useRoutes } from 'react-router';
import { SearchGate } from '../components/ui/search-gate';
import { prefetchBooking } from '../features/bookings/api/booking-query';
import { prefetchPaymentData } from '../features/checkout/api/payment-data';
import { FlightSearchForm } from '../features/flight-search/flight-search-form';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from './app-layout';
import { GuestOnly, RequireUser } from './guards';
import { lazyPage, type OpenPage } from './lazy-page';

// The Transport tab's form loads when the tab is first shown; Flight Ticket is the default tab.
const TransferSearchForm = lazy(() =>
  import('../features/transfer-search/transfer-search-form').then((m) => ({ default: m.TransferSearchForm })),
);

/**
 * A page's data asked for as the route opens, alongside its code (issue 21): the page mounts with
 * its data instead of asking only once its code has run. Nothing waits for it; the page's own
 * query shows any failure.
 */
const paymentData =
  (product: 'flight' | 'transfer'): OpenPage =>
  (url) =>
    prefetchPaymentData(product, url);

const bookingDetail =
  (product: 'flight' | 'transfer'): OpenPage =>
  (_url, params) =>
    prefetchBooking(product, params.id);

/** One code for the not-found page, whichever route shows it. */
const notFound = lazyPage(() => import('../components/ui/not-found-view').then((m) => m.NotFoundPage));

/** Each route but home loads its own code on demand, keeping the first download small. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        path: '/',
        element: (
          <HomePage
            flightSearch={<FlightSearchForm />}
            transferSearch={
              <Suspense fallback={<div className="h-72" />}>
                <TransferSearchForm />
              </Suspense>
            }
          />
        ),
      },
      { path: '/faq/', ...lazyPage(() => import('../features/content/faq-page').then((m) => m.FaqPage)) },
      {
        path: '/contact/',
        ...lazyPage(() => import('../features/content/contact-page').then((m) => m.ContactPage)),
      },
      {
        path: '/corporate/:id',
        ...lazyPage(() => import('../features/content/corporate-page').then((m) => m.CorporatePageView)),
      },
      {
        path: '/notification/',
        ...lazyPage(() => import('../features/notifications/notifications-page').then((m) => m.NotificationsPage)),
      },
      {
        path: '/flight/search/',
        ...lazyPage(() => import('../features/flight-results/results-page').then((m) => m.FlightResultsPage)),
      },
      {
        path: '/flight/search-gate/:option',
        element: <SearchGate endpoint="/api/flight/gateway/search/" resultsPath="/flight/search/" />,
      },
      {
        path: '/flight/payment/',
        ...lazyPage(
          () => import('../features/checkout/flight-payment-page').then((m) => m.FlightPaymentPage),
          paymentData('flight'),
        ),
      },
      {
        path: '/ucak-bileti/ara/:option/',
        element: <SearchGate endpoint="/api/flight/gateway/search/" resultsPath="/flight/search/" />,
      },
      {
        path: '/transfer/search/',
        ...lazyPage(() => import('../features/transfer-results/results-page').then((m) => m.TransferResultsPage)),
      },
      {
        path: '/transfer/search-gate/:option',
        element: <SearchGate endpoint="/api/transfer/gateway/search/" resultsPath="/transfer/search/" />,
      },
      {
        path: '/transfer/payment/',
        ...lazyPage(
          () => import('../features/checkout/transfer-payment-page').then((m) => m.TransferPaymentPage),
          paymentData('transfer'),
        ),
      },
      {
        path: '/flight/check-pnr/',
        ...lazyPage(() => import('../features/bookings/check-pnr-page').then((m) => m.CheckPnrPage)),
      },
      {
        path: '/flight/booking/detail/:id',
        ...lazyPage(
          () => import('../features/bookings/flight-booking-page').then((m) => m.FlightBookingPage),
          bookingDetail('flight'),
        ),
      },
      {
        path: '/flight/itinerary/:code',
        ...lazyPage(() => import('../features/bookings/itinerary-page').then((m) => m.FlightItineraryPage)),
      },
      {
        path: '/transfer/itinerary/:code',
        ...lazyPage(() => import('../features/bookings/itinerary-page').then((m) => m.TransferItineraryPage)),
      },
      {
        path: '/transfer/check-pnr/',
        ...lazyPage(() => import('../features/bookings/check-pnr-page').then((m) => m.TransferCheckPnrPage)),
      },
      {
        path: '/transfer/booking/detail/:id',
        ...lazyPage(
          () => import('../features/bookings/transfer-booking-page').then((m) => m.TransferBookingPage),
          bookingDetail('transfer'),
        ),
      },
      {
        path: '/auth/activate/',
        ...lazyPage(() => import('../features/auth/activate-page').then((m) => m.ActivatePage)),
      },
      {
        path: '/auth/reset-password/',
        ...lazyPage(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
      },
      {
        // Issue 36: the link mailed to a new e-mail address; works signed in or not.
        path: '/auth/confirm-email/',
        ...lazyPage(() => import('../features/profile/confirm-email-page').then((m) => m.ConfirmEmailPage)),
      },
      {
        element: <GuestOnly />,
        children: [
          {
            path: '/auth/:auth_type/',
            ...lazyPage(() => import('../features/auth/auth-page').then((m) => m.AuthPage)),
          },
        ],
      },
      {
        // A guest's own tickets on this device are listed too (issue 41): no login wall.
        path: '/profile/tickets/',
        ...lazyPage(() => import('../features/bookings/tickets-page').then((m) => m.TicketsPage)),
      },
      {
        element: <RequireUser />,
        children: [
          {
            path: '/profile/',
            ...lazyPage(() => import('../features/profile/profile-page').then((m) => m.ProfilePage)),
          },
          {
            path: '/profile/password/',
            ...lazyPage(() => import('../features/profile/password-page').then((m) => m.PasswordPage)),
          },
          {
            path: '/profile/passengers/',
            ...lazyPage(() => import('../features/profile/passengers-page').then((m) => m.PassengersPage)),
          },
          {
            path: '/profile/bills/',
            ...lazyPage(() => import('../features/profile/bills-page').then((m) => m.BillsPage)),
          },
          {
            path: '/profile/price_alerts/',
            ...lazyPage(() => import('../features/price-alerts/price-alerts-page').then((m) => m.PriceAlertsPage)),
          },
          // Profile pages of later issues still ask a guest to log in first.
          {
            path: '/profile/*',
            ...notFound,
          },
          {
            path: '/profile/coupons/',
            ...lazyPage(() => import('../features/profile/coupons-page').then((m) => m.CouponsPage)),
          },
        ],
      },
      {
        path: '*',
        ...notFound,
      },
    ],
  },
];

/** The app's pages where the address bar says. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The browser's history, as the app's router reads and writes it. */
export const appHistory = UNSAFE_createBrowserHistory({ v5Compat: true });
