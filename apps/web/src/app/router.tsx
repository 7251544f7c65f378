import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from './app-layout';

/** Each route but home loads its own code on demand, keeping the first download small. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/faq/', lazy: async () => ({ Component: (await import('../features/content/faq-page')).FaqPage }) },
      { path: '/contact/', lazy: async () => ({ Component: (await import('../features/content/contact-page')).ContactPage }) },
      { path: '/corporate/:id', lazy: async () => ({ Component: (await import('../features/content/corporate-page')).CorporatePageView }) },
      { path: '/notification/', lazy: async () => ({ Component: (await import('../features/notifications/notifications-page')).NotificationsPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../components/ui/not-found-view')).NotFoundPage }) },
    ],
  },
]);
