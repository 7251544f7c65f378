import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { SearchGate } from '../components/ui/search-gate';
import { prefetchBooking } from '../features/bookings/api/booking-query';
import { prefetchPaymentData } from '../features/checkout/api/payment-data';
import { FlightSearchForm } from '../features/flight-search/flight-search-form';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from './app-layout';
import { GuestOnly, RequireUser } from './guards';

// The Transport tab's form loads when the tab is first shown; Flight Ticket is the default tab.
const TransferSearchForm = lazy(() =>
  import('../features/transfer-search/transfer-search-form').then((m) => ({ default: m.TransferSearchForm })),
);

/**
 * A page's data asked for as the route opens, alongside its code (issue 21): the page mounts with
 * its data instead of asking only once its code has run. Nothing waits for it (the loader answers
 * at once); the page's own query shows any failure.
 */
const paymentData =
  (product: 'flight' | 'transfer') =>
  ({ request }: LoaderFunctionArgs): null => {
    prefetchPaymentData(product, new URL(request.url));
    return null;
  };

const bookingDetail =
  (product: 'flight' | 'transfer') =>
  ({ params }: LoaderFunctionArgs): null => {
    prefetchBooking(product, params.id);
    return null;
  };

/** Another page or another selection asks again; moves within the page (a sheet's parameter) do not. */
const samePage: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.searchParams.get('session_unique') !== nextUrl.searchParams.get('session_unique');

/** Shown inside the shell while a lazy route's code loads on the first visit. */
const PageFallback = () => <div className="min-h-[60dvh]" aria-busy="true" />;

/** Every lazy route gets the fallback, so the first load never renders an empty route (and React Router does not warn). */
const withFallback = (routes: RouteObject[]): RouteObject[] =>
  routes.map(
    (route) =>
      ({
        ...route,
        ...(route.lazy ? { HydrateFallback: PageFallback } : {}),
        ...(route.children ? { children: withFallback(route.children) } : {}),
      }) as RouteObject,
  );

/** Each route but home loads its own code on demand, keeping the first download small. */
export const router = createBrowserRouter(
  withFallback([
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
        { path: '/faq/', lazy: async () => ({ Component: (await import('../features/content/faq-page')).FaqPage }) },
        {
          path: '/contact/',
          lazy: async () => ({ Component: (await import('../features/content/contact-page')).ContactPage }),
        },
        {
          path: '/corporate/:id',
          lazy: async () => ({ Component: (await import('../features/content/corporate-page')).CorporatePageView }),
        },
        {
          path: '/notification/',
          lazy: async () => ({
            Component: (await import('../features/notifications/notifications-page')).NotificationsPage,
          }),
        },
        {
          path: '/flight/search/',
          lazy: async () => ({
            Component: (await import('../features/flight-results/results-page')).FlightResultsPage,
          }),
        },
        {
          path: '/flight/search-gate/:option',
          element: <SearchGate endpoint="/api/flight/gateway/search/" resultsPath="/flight/search/" />,
        },
        {
          path: '/flight/payment/',
          loader: paymentData('flight'),
          shouldRevalidate: samePage,
          lazy: async () => ({
            Component: (await import('../features/checkout/flight-payment-page')).FlightPaymentPage,
          }),
        },
        {
          path: '/ucak-bileti/ara/:option/',
          element: <SearchGate endpoint="/api/flight/gateway/search/" resultsPath="/flight/search/" />,
        },
        {
          path: '/transfer/search/',
          lazy: async () => ({
            Component: (await import('../features/transfer-results/results-page')).TransferResultsPage,
          }),
        },
        {
          path: '/transfer/search-gate/:option',
          element: <SearchGate endpoint="/api/transfer/gateway/search/" resultsPath="/transfer/search/" />,
        },
        {
          path: '/transfer/payment/',
          loader: paymentData('transfer'),
          shouldRevalidate: samePage,
          lazy: async () => ({
            Component: (await import('../features/checkout/transfer-payment-page')).TransferPaymentPage,
          }),
        },
        {
          path: '/flight/check-pnr/',
          lazy: async () => ({ Component: (await import('../features/bookings/check-pnr-page')).CheckPnrPage }),
        },
        {
          path: '/flight/booking/detail/:id',
          loader: bookingDetail('flight'),
          shouldRevalidate: samePage,
          lazy: async () => ({
            Component: (await import('../features/bookings/flight-booking-page')).FlightBookingPage,
          }),
        },
        {
          path: '/flight/itinerary/:code',
          lazy: async () => ({
            Component: (await import('../features/bookings/itinerary-page')).FlightItineraryPage,
          }),
        },
        {
          path: '/transfer/itinerary/:code',
          lazy: async () => ({
            Component: (await import('../features/bookings/itinerary-page')).TransferItineraryPage,
          }),
        },
        {
          path: '/transfer/check-pnr/',
          lazy: async () => ({ Component: (await import('../features/bookings/check-pnr-page')).TransferCheckPnrPage }),
        },
        {
          path: '/transfer/booking/detail/:id',
          loader: bookingDetail('transfer'),
          shouldRevalidate: samePage,
          lazy: async () => ({
            Component: (await import('../features/bookings/transfer-booking-page')).TransferBookingPage,
          }),
        },
        {
          path: '/auth/activate/',
          lazy: async () => ({ Component: (await import('../features/auth/activate-page')).ActivatePage }),
        },
        {
          path: '/auth/reset-password/',
          lazy: async () => ({ Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage }),
        },
        {
          element: <GuestOnly />,
          children: [
            {
              path: '/auth/:auth_type/',
              lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
            },
          ],
        },
        {
          element: <RequireUser />,
          children: [
            {
              path: '/profile/',
              lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
            },
            {
              path: '/profile/password/',
              lazy: async () => ({ Component: (await import('../features/profile/password-page')).PasswordPage }),
            },
            {
              path: '/profile/passengers/',
              lazy: async () => ({ Component: (await import('../features/profile/passengers-page')).PassengersPage }),
            },
            {
              path: '/profile/bills/',
              lazy: async () => ({ Component: (await import('../features/profile/bills-page')).BillsPage }),
            },
            {
              path: '/profile/tickets/',
              lazy: async () => ({ Component: (await import('../features/bookings/tickets-page')).TicketsPage }),
            },
            {
              path: '/profile/price_alerts/',
              lazy: async () => ({
                Component: (await import('../features/price-alerts/price-alerts-page')).PriceAlertsPage,
              }),
            },
            // Profile pages of later issues still ask a guest to log in first.
            {
              path: '/profile/*',
              lazy: async () => ({ Component: (await import('../components/ui/not-found-view')).NotFoundPage }),
            },
            {
              path: '/profile/coupons/',
              lazy: async () => ({ Component: (await import('../features/profile/coupons-page')).CouponsPage }),
            },
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('../components/ui/not-found-view')).NotFoundPage }),
        },
      ],
    },
  ]),
);
