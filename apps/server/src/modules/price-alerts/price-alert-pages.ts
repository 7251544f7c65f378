import type { Language } from '@yolcu/contract';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.js';
import { translate } from '../../lib/i18n.js';
import { layout } from '../payments/bank-pages.js';

/**
 * The plain pages a price-alert mail's links open (stop, confirm): the bank pages' layout, every
 * text escaped, in the alert's language when the link names one, never kept by any cache.
 */
export const languageOf = (l: string | undefined): Language => (l === 'en' ? 'en' : 'tr');

/** A card with a title and a body of ready HTML (each caller escapes what it puts there). */
export const alertPage = (lang: Language, title: string, body: string) =>
  layout(lang, title, `<div class="card"><h1>${escapeHtml(title)}</h1>${body}</div>`);

/** A paragraph of catalogue text. */
export const paragraph = (lang: Language, key: string, className?: string) =>
  `<p${className ? ` class="${className}"` : ''}>${escapeHtml(translate(lang, key))}</p>`;

export function sendAlertPage(reply: FastifyReply, status: number, lang: Language, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(alertPage(lang, title, body));
}

/** The error page of these paths for any status (issue 36: never the API's JSON). */
export function alertErrorPage(lang: Language, status: number): string {
  const key =
    status === 404
      ? 'price_alert.page_not_found'
      : status === 503
        ? 'price_alert.page_unavailable'
        : status >= 500
          ? 'price_alert.page_server'
          : 'price_alert.page_bad_request';
  return alertPage(
    lang,
    translate(lang, 'price_alert.page_error_title'),
    `${paragraph(lang, key)}<a class="button primary" href="/">${escapeHtml(translate(lang, 'bank.home'))}</a>`,
  );
}
