import { createBrowserRouter } from 'react-router';
import { FlightSearchForm } from '../features/flight-search/flight-search-form';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from './app-layout';

/** Each route but home loads its own code on demand, keeping the first download small. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage flightSearch={<FlightSearchForm />} /> },
      { path: '/faq/', lazy: async () => ({ Component: (await import('../features/content/faq-page')).FaqPage }) },
      { path: '/contact/', lazy: async () => ({ Component: (await import('../features/content/contact-page')).ContactPage }) },
      { path: '/corporate/:id', lazy: async () => ({ Component: (await import('../features/content/corporate-page')).CorporatePageView }) },
      { path: '/notification/', lazy: async () => ({ Component: (await import('../features/notifications/notifications-page')).NotificationsPage }) },
      { path: '/flight/search/', lazy: async () => ({ Component: (await import('../features/flight-results/results-page')).FlightResultsPage }) },
      { path: '/flight/search-gate/:option', lazy: async () => ({ Component: (await import('../features/flight-results/search-gate-page')).FlightSearchGatePage }) },
      { path: '/ucak-bileti/ara/:option/', lazy: async () => ({ Component: (await import('../features/flight-results/search-gate-page')).FlightSearchGatePage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../components/ui/not-found-view')).NotFoundPage }) },
    ],
  },
]);
