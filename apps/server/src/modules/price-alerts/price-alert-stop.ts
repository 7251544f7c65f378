import type { Language } from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { capabilityCode } from '@yolcu/contract';
import { translate } from '../../lib/i18n.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { layout } from '../payments/bank-pages.js';
import { alertByStopCode, stopPriceAlert } from './price-alerts.service.js';

const params = z.object({ code: capabilityCode() });
export const stopPath = (publicUrl: string, stopCode: string) => `${publicUrl}/price-alert/stop/${stopCode}`;

/**
 * The stop link of every price-alert mail (03 §15), for guests too: a plain page in the alert's
 * language that asks before stopping (a mail scanner opening the link changes nothing), and the
 * POST that stops it, which is also the one-click `List-Unsubscribe-Post` of RFC 8058.
 */
export const priceAlertStopPages: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const page = (lang: Language, title: string, body: string) =>
    layout(lang, title, `<div class="card"><h1>${escapeHtml(title)}</h1>${body}</div>`);
  const languageOf = (l: string | undefined): Language => (l === 'en' ? 'en' : 'tr');
  // The page's own form and a mail client's one-click POST (`List-Unsubscribe=One-Click`) both stop it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  app.get('/price-alert/stop/:code', { schema: { hide: true, params } }, async (req, reply) => {
    const alert = await alertByStopCode(db, req.params.code);
    const lang = languageOf(alert?.language ?? req.lang);
    const t = (key: string) => translate(lang, key);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!alert) return reply.code(404).send(page(lang, t('price_alert.stop_unknown'), ''));
    if (!alert.active)
      return reply.send(
        page(lang, t('price_alert.stopped_title'), `<p>${escapeHtml(t('price_alert.stopped_text'))}</p>`),
      );
    return reply.send(
      page(
        lang,
        t('price_alert.stop_title'),
        `<p>${escapeHtml(t('price_alert.stop_text'))}</p><form method="post"><button class="primary" type="submit">${escapeHtml(t('price_alert.stop_button'))}</button></form>`,
      ),
    );
  });

  app.post('/price-alert/stop/:code', { schema: { hide: true, params } }, async (req, reply) => {
    const alert = await stopPriceAlert(db, req.params.code);
    const lang = languageOf(alert?.language ?? req.lang);
    const t = (key: string) => translate(lang, key);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!alert) return reply.code(404).send(page(lang, t('price_alert.stop_unknown'), ''));
    return reply.send(
      page(lang, t('price_alert.stopped_title'), `<p>${escapeHtml(t('price_alert.stopped_text'))}</p>`),
    );
  });
};
