import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { vi } from 'vitest';

const catalogDir = path.resolve(import.meta.dirname, '../../../../server/src/data/i18n');

/** The real English catalogue, merged the way the server merges it, so tests read what people read. */
export async function initTestI18n() {
  const catalog = Object.assign(
    {},
    ...readdirSync(catalogDir)
      .filter((f) => f === 'en.json' || f.endsWith('.en.json'))
      .map((f) => JSON.parse(readFileSync(path.join(catalogDir, f), 'utf8'))),
  );
  if (i18next.isInitialized) {
    i18next.addResourceBundle('en', 'translation', catalog, true, true);
    await i18next.changeLanguage('en');
    return;
  }
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: catalog } }, interpolation: { escapeValue: false } });
}

type Reply = unknown | ((body: unknown, url: URL) => unknown);
export interface ApiRoutes {
  [methodAndPath: string]: Reply;
}

/** Answers the app's calls from a table of `METHOD /path/`; a reply of `{ __status, body }` sets the status. */
export function mockApi(routes: ApiRoutes) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    const reply = key in routes ? routes[key] : undefined;
    if (reply === undefined) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const value = typeof reply === 'function' ? (reply as (b: unknown, u: URL) => unknown)(body, url) : reply;
    const v = value as { __status?: number; body?: unknown };
    if (v && typeof v === 'object' && '__status' in v) return new Response(JSON.stringify(v.body), { status: v.__status });
    return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function Landing({ name }: { name: string }) {
  const params = useParams();
  const location = useLocation();
  return (
    <p data-testid="landing">
      {name} {Object.values(params).join('/')} {location.search}
    </p>
  );
}

/** Renders the page at a URL with a fresh query cache, plus the pages it leads to as plain markers. */
export function renderAt(url: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/flight/payment/" element={page} />
          <Route path="/flight/booking/detail/:id" element={<Landing name="booking" />} />
          <Route path="/flight/search-gate/:option" element={<Landing name="search-gate" />} />
          <Route path="/" element={<Landing name="home" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
