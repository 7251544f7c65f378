import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { GuardedRouter } from './lib/guarded-router';
import { preloadRoute } from './app/lazy-page';
import { AppRoutes, appHistory, appRoutes } from './app/router';
import { OfflineBar, UpdateBanner } from './features/pwa/app-status';
import { scheduleServiceWorker } from './features/pwa/schedule-service-worker';
import { warmFormats } from './lib/format';
import { initI18n } from './lib/i18n';
import { logEvent } from './lib/logger';
import { queryClient } from './lib/query-client';
import { useSettings } from './lib/settings-store';
import './index.css';

/** Lets the browser run what is waiting (a tap, a paint) first: what follows is a task of its own. */
const nextTask = () => new Promise((resume) => setTimeout(resume));

async function start() {
  useSettings.getState().applyPendingLanguage();
  const { language } = useSettings.getState();
  // The first page's code (and data) before the first render: the view the HTML came with stays
  // on screen until the page can replace it, never an empty page in between.
  await Promise.all([initI18n(language), preloadRoute(appRoutes, new URL(window.location.href))]);
  await nextTask();
  await warmFormats(language, nextTask);
  window.addEventListener('error', (e) => logEvent('error', 'window_error', e.message));
  window.addEventListener('unhandledrejection', (e) => logEvent('error', 'unhandled_rejection', String(e.reason)));
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render as a transition: React yields to the browser every few milliseconds instead
  // of holding the main thread for the whole tree, so a tap on a slow phone is never blocked long.
  // The static shell in index.html stays on screen until the tree is ready.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <OfflineBar />
          <GuardedRouter history={appHistory}>
            <AppRoutes />
          </GuardedRouter>
          <UpdateBanner />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  scheduleServiceWorker();
}

start().catch(() => {
  // Without the catalogue there is no text to show; say so plainly in both languages.
  // Built as elements, styled by classes and wired by a listener: the pages' policy allows no inline
  // style or handler (issue 42), which the markup this replaced had.
  const root = document.getElementById('root');
  if (!root) return;
  const message = Object.assign(document.createElement('p'), {
    className: 'p-6 font-sans',
    textContent: 'İnternet bağlantınızı kontrol edin. / Check your internet connection.',
  });
  const retry = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'mx-6 rounded-md border border-line px-4 py-3',
    textContent: '↻',
  });
  retry.setAttribute('aria-label', 'Yeniden dene / Try again');
  retry.addEventListener('click', () => location.reload());
  root.replaceChildren(message, retry);
});
