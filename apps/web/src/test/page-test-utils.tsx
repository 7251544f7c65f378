// Shared set-up for page and component tests: the real English catalogue, a fresh query
// client, a memory router and a fetch that answers from a table of paths.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { type RouteObject, UNSAFE_createMemoryHistory, useRoutes } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { ToastRegion, useToasts } from '../components/ui/toast';
import { type AppHistory, GuardedRouter } from '../lib/guarded-router';
import { setLogSender } from '../lib/logger';
import { useSettings } from '../lib/settings-store';
import { addCatalog, switchLanguage } from '../lib/translate';

const catalogDir = path.resolve(import.meta.dirname, '../../../server/src/data/i18n');
const english: Record<string, string> = Object.assign(
  {},
  ...readdirSync(catalogDir)
    .filter((f) => f === 'en.json' || f.endsWith('.en.json'))
    .map((f) => JSON.parse(readFileSync(path.join(catalogDir, f), 'utf8'))),
);

export async function setUpEnglish() {
  setLogSender(async () => {});
  useSettings.setState({ language: 'en', currency: 'TRY' });
  addCatalog('en', english);
  switchLanguage('en');
}

/** The usual frame of a page test here: English once, then a clean screen, fetch and toast list after each test. */
export function setUpPageTests() {
  beforeAll(setUpEnglish);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useToasts.setState({ toasts: [] });
  });
}

type Reply =
  | { status?: number; body?: unknown }
  | ((url: URL, init?: RequestInit) => { status?: number; body?: unknown });

/** Replaces fetch: `'GET /api/x/'` (query string ignored) → a reply; anything else 404s. Returns the mock to inspect calls. */
export function mockApi(routes: Record<string, Reply>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const reply =
      typeof route === 'function' ? route(url, init) : (route ?? { status: 404, body: { detail: 'Not found.' } });
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The app's router (`GuardedRouter`) over a history in memory, showing `routes`. */
export function routedAt(routes: RouteObject[], initialEntries: string[], initialIndex?: number) {
  const history: AppHistory = UNSAFE_createMemoryHistory({ initialEntries, initialIndex, v5Compat: true });
  const tree = (
    <GuardedRouter history={history}>
      <Routed routes={routes} />
    </GuardedRouter>
  );
  return { history, tree };
}

/** Renders routes in a memory router with a fresh query client (no retries) and the toast region. */
export function renderRoutes(routes: RouteObject[], initialEntries: string[], initialIndex?: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const { history, tree } = routedAt(routes, initialEntries, initialIndex);
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      {node}
      <ToastRegion />
    </QueryClientProvider>
  );
  const view = render(wrap(tree));
  return { ...view, history, client };
}
