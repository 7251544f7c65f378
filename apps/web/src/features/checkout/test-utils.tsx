import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useToasts } from '../../components/ui/toast';
import { useSession } from '../../lib/session';
import { routedAt } from '../../test/page-test-utils';
import { addCatalog, switchLanguage } from '../../lib/translate';
import type { CheckoutProduct } from './product';
import { BANK_REF, BOOKING } from './test-fixtures';

const catalogDir = path.resolve(import.meta.dirname, '../../../../server/src/data/i18n');

/** The real English catalogue, merged the way the server merges it, so tests read what people read. */
export async function initTestI18n() {
  const catalog = Object.assign(
    {},
    ...readdirSync(catalogDir)
      .filter((f) => f === 'en.json' || f.endsWith('.en.json'))
      .map((f) => JSON.parse(readFileSync(path.join(catalogDir, f), 'utf8'))),
  );
  addCatalog('en', catalog);
  switchLanguage('en');
}

/** Each test starts signed out with the English catalogue and ends with no page, no fetch stub and no toast. */
export function setUpPaymentTests() {
  beforeAll(initTestI18n);
  beforeEach(() => useSession.setState({ token: null }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useToasts.setState({ toasts: [] });
  });
}

type Reply = unknown | ((body: unknown, url: URL) => unknown);
export interface ApiRoutes {
  [methodAndPath: string]: Reply;
}

/** Answers the app's calls from a table of `METHOD /path/`; a reply of `{ __status, body }` sets the status. */
export function mockApi(routes: ApiRoutes) {
  const calls: Array<{ method: string; path: string; search: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const key = `${method} ${url.pathname}`;
    const reply = key in routes ? routes[key] : undefined;
    if (reply === undefined) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const value = typeof reply === 'function' ? (reply as (b: unknown, u: URL) => unknown)(body, url) : reply;
    const v = value as { __status?: number; body?: unknown };
    if (v && typeof v === 'object' && '__status' in v)
      return new Response(JSON.stringify(v.body), { status: v.__status });
    return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * What a payment page asks besides its own data: before-payment (a body with the session only)
 * and pay answering the bank's address and the booking's own code, the countries, the currency and the three contracts.
 */
export function paymentRoutes(product: CheckoutProduct, data: unknown, over: ApiRoutes = {}): ApiRoutes {
  return {
    [`GET /api/${product}/gateway/payment/`]: data,
    [`POST /api/${product}/gateway/payment/`]: (body: unknown) =>
      Object.keys(body as object).length === 1
        ? { status: true, message: '', refresh: false, research: false }
        : {
            status: true,
            status_code: 200,
            message: '',
            research: false,
            pay_url: `/payment/3ds/${BANK_REF}/`,
            unique_code: BOOKING,
          },
    // The card's plans (03 §18): a single payment, three at the cash price, six with a charge.
    'GET /api/payment/installments/': {
      bank_name: 'Yolcu Test Bank',
      card_family: 'Bonus',
      card_type: 'CREDIT_CARD',
      options: [
        { count: 1, monthly: 1000, total: 1000 },
        { count: 3, monthly: 333.33, total: 1000 },
        { count: 6, monthly: 174.17, total: 1045 },
      ],
    },
    'GET /api/countries/': {
      results: [
        { id: 225, code: 'TR', name: 'Turkey', phone_code: '90' },
        { id: 77, code: 'DE', name: 'Germany', phone_code: '49' },
        { id: 78, code: 'GB', name: 'United Kingdom', phone_code: '44' },
      ],
    },
    'GET /api/currency/TRY/': { code: 'TRY', icon: '₺', name: 'Turkish lira', value: 1 },
    'GET /api/content/corporate/': {
      results: [
        { id: 2, title: 'Terms of Use', content: '<p>Use the app kindly.</p>', page_type_code: 'TERMS_OF_USE' },
        {
          id: 3,
          title: 'Protection of Personal Data',
          content: '<p>We keep your data safe.</p>',
          page_type_code: 'PROTECTION_OF_PERSONAL_DATA',
        },
        {
          id: 4,
          title: 'Distance Sales Contract',
          content: '<p>The seller and the buyer agree.</p>',
          page_type_code: 'DISTANCE_SALES_CONTRACT',
        },
      ],
    },
    ...over,
  };
}

/** Money is written with a no-break space before the currency sign; tests compare it with a plain one. */
export const plainText = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

/** A test card that the bank accepts, and the consent ticked: the end of every valid payment form. */
export async function fillCardAndConsent(user: UserEvent) {
  await user.type(screen.getByLabelText('Name on card'), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText('Expiry date'), '1230');
  await user.type(screen.getByLabelText('CVC2'), '123');
  await user.click(screen.getByLabelText(/I have read and accept/));
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
export function renderAt(url: string, page: ReactNode, seed?: (client: QueryClient) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  // What an earlier visit left in the cache (the page shown again after Back).
  seed?.(client);
  // The app's router: the payment page asks before being left.
  const { tree } = routedAt(
    [
      ...(['flight', 'transfer'] as const).flatMap((product) => [
        { path: `/${product}/payment/`, element: page },
        {
          path: `/${product}/booking/detail/:id`,
          element: <Landing name={`${product === 'flight' ? '' : 'transfer '}booking`} />,
        },
        {
          path: `/${product}/search-gate/:option`,
          element: <Landing name={`${product === 'flight' ? '' : 'transfer '}search-gate`} />,
        },
      ]),
      { path: '/', element: <Landing name="home" /> },
    ],
    [url],
  );
  return render(<QueryClientProvider client={client}>{tree}</QueryClientProvider>);
}
