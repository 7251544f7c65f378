import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_CURRENCY, LANGUAGES, type Language } from '@yolcu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogs } from '../i18n.js';
import { JobThread } from '../job-thread.js';

export type Page = 'flight-booking' | 'transfer-booking' | 'flight-payment' | 'transfer-payment';

/** The API answer a view is drawn with, as the app takes it (web's `first-view/first-data.ts`). */
interface FirstData {
  page: Page;
  id: string;
  language: Language;
  data: unknown;
  /** A payment page's reference lists, as their calls answer (web's `PaymentLists`). */
  lists?: Record<string, unknown>;
}

/** The id of the data's JSON block in the page (web's `FIRST_DATA_ID`). */
export const FIRST_DATA_ID = 'first-view-data';

/** A page's first view: its HTML, and its data as a JSON text safe inside a `<script>` block. */
export interface FirstView {
  page: Page;
  html: string;
  json: string;
}

export interface FirstViews {
  /** The first view of the page a GET asks for, or null (not such a page, no such booking, no time). */
  render(req: FastifyRequest, language: Language): Promise<FirstView | null>;
}

/** Past this a traveller gets the plain shell at once rather than a first view later. */
const RENDER_BUDGET_MS = 800;

/** The parts of a booking the ticket pages ask for (web's `DETAIL_PARTS`). */
const DETAIL_PARTS = { flight: 'transfers=1&passenger=1&tickets=1', transfer: 'passenger=1&tickets=1' };

/** The app's routes of the pages drawn on the server (web's `app/router.tsx`). */
export const FIRST_VIEW_ROUTES = [
  '/flight/booking/detail/:id',
  '/transfer/booking/detail/:id',
  '/flight/payment/',
  '/transfer/payment/',
];

/** The reference lists a payment page draws with, by the app's call for each (web's `PaymentLists`). */
const PAYMENT_LISTS = {
  countries: '/api/countries/?page_size=1000',
  corporate: '/api/content/corporate/',
  currency: `/api/currency/${DEFAULT_CURRENCY}/`,
};

/** Which drawn page a path is, its booking code or search session, and the API call the app makes for it. */
export function firstViewPage(pathname: string, query: URLSearchParams) {
  const ticket = /^\/(flight|transfer)\/booking\/detail\/([^/]+)\/?$/.exec(pathname);
  if (ticket) {
    const product = ticket[1] as 'flight' | 'transfer';
    let id: string;
    try {
      id = decodeURIComponent(ticket[2]!);
    } catch {
      return null;
    }
    const api = `/api/${product}/booking/${encodeURIComponent(id)}/?${DETAIL_PARTS[product]}`;
    return { page: `${product}-booking` as Page, id, api };
  }
  const payment = /^\/(flight|transfer)\/payment\/?$/.exec(pathname);
  const session = query.get('session_unique');
  if (!payment || !session) return null;
  const api = `/api/${payment[1]}/gateway/payment/?session_unique=${encodeURIComponent(session)}`;
  return { page: `${payment[1]}-payment` as Page, id: session, api };
}

const withinBudget = <T>(work: Promise<T>): Promise<T | null> =>
  Promise.race([work, new Promise<null>((resolve) => setTimeout(() => resolve(null), RENDER_BUDGET_MS).unref())]);

/**
 * The first views of the ticket and payment pages (issue 21): the page as the app draws it, written
 * into the shell on a first visit so the browser paints it before the app's code has loaded (their
 * largest paint went from after ~330 KB of code to the HTML's own). The data is the app's own API
 * call, made through the server with the request's address: the page shows nothing its link does
 * not already open, and is never stored (no-store). Drawn by the web app's components, built for
 * Node beside the web build (`dist-ssr`), on a worker thread; without that build there are none.
 */
export function loadFirstViews(app: FastifyInstance, webDist: string): FirstViews | null {
  const bundle = `${path.resolve(webDist)}-ssr/first-view.mjs`;
  if (!existsSync(bundle)) return null;
  const thread = new JobThread<{ url: string; first: FirstData }, string | null>(
    new URL('./first-view-worker.mjs', import.meta.url),
    {
      bundle: pathToFileURL(bundle).href,
      catalogs: Object.fromEntries(LANGUAGES.map((lang) => [lang, catalogs[lang].catalog])),
    },
  );
  // Loaded as the server starts listening, so the first visitor does not wait for it; a server
  // that never listens (the tests' injected requests) loads it on its first page, if any.
  app.addHook('onListen', async () => thread.warm());
  app.addHook('onClose', () => thread.stop());
  return {
    async render(req, language) {
      const url = new URL(req.url, 'http://page');
      const target = firstViewPage(url.pathname, url.searchParams);
      if (!target || thread.unavailable) return null;
      try {
        const call = (url: string) =>
          app.inject({ method: 'GET', url, headers: { 'accept-language': language }, remoteAddress: req.ip });
        const lists = target.page.endsWith('-payment') ? Object.entries(PAYMENT_LISTS) : [];
        const [res, ...answers] = await Promise.all([call(target.api), ...lists.map(([, url]) => call(url))]);
        if (res.statusCode !== 200) return null;
        const first: FirstData = { page: target.page, id: target.id, language, data: res.json() };
        // Drawn with its lists full, the payment page is not drawn again by the app as each arrives.
        if (lists.length > 0)
          first.lists = Object.fromEntries(
            lists.flatMap(([name], i) => (answers[i]?.statusCode === 200 ? [[name, answers[i].json()]] : [])),
          );
        const html = await withinBudget(thread.run({ url: req.url, first }));
        if (!html) return null;
        return { page: target.page, html, json: JSON.stringify(first).replace(/</g, '\\u003c') };
      } catch (err) {
        req.log.warn({ error: (err as Error).name }, 'first view not drawn');
        return null;
      }
    },
  };
}
