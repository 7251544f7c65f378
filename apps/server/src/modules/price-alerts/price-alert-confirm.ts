import { capabilityCode, type Language } from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/escape-html.js';
import { translate } from '../../lib/i18n.js';
import { confirmAlert, waitingAlert } from './price-alert-confirmation.js';
import { languageOf, paragraph, sendAlertPage } from './price-alert-pages.js';

const params = z.object({ token: capabilityCode() });

/**
 * The confirmation link of a new alert's mail (issue 36). Opening it only shows what would be
 * watched and a button: mail scanners open links (and some follow every GET) before the reader
 * does, so a GET that confirmed would confirm every stranger's alert. The button's POST confirms,
 * with one conditional update; the token in the path is the whole authority, so its form body is
 * not read.
 */
export const priceAlertConfirmPages: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  const summaryOf = async (alert: { product: string; optionId: number }, lang: Language) => {
    const pricing = app.products[alert.product]?.alerts;
    return pricing ? `<p><b>${escapeHtml(await pricing.summary(alert.optionId, lang))}</b></p>` : '';
  };
  const unknown = (lang: Language) =>
    [
      translate(lang, 'price_alert.confirm_unknown_title'),
      paragraph(lang, 'price_alert.confirm_unknown_text'),
    ] as const;

  app.get('/price-alert/confirm/:token', { schema: { hide: true, params } }, async (req, reply) => {
    const alert = await waitingAlert(db, req.params.token);
    const lang = languageOf(alert?.language ?? req.lang);
    if (!alert) return sendAlertPage(reply, 404, lang, ...unknown(lang));
    const button = escapeHtml(translate(lang, 'price_alert.confirm_button'));
    return sendAlertPage(
      reply,
      200,
      lang,
      translate(lang, 'price_alert.confirm_title'),
      `${await summaryOf(alert, lang)}${paragraph(lang, 'price_alert.confirm_text')}<form method="post"><button class="primary" type="submit">${button}</button></form>${paragraph(lang, 'price_alert.confirm_ignore', 'muted')}`,
    );
  });

  app.post('/price-alert/confirm/:token', { schema: { hide: true, params } }, async (req, reply) => {
    const done = await confirmAlert(db, req.params.token);
    if (done.outcome === 'unknown') {
      const lang = languageOf(req.lang);
      return sendAlertPage(reply, 404, lang, ...unknown(lang));
    }
    const { alert } = done;
    const lang = languageOf(alert.language);
    const t = (key: string) => translate(lang, key);
    if (done.outcome === 'duplicate')
      return sendAlertPage(
        reply,
        200,
        lang,
        t('price_alert.confirm_duplicate_title'),
        paragraph(lang, 'price_alert.confirm_duplicate_text'),
      );
    const search = `/${alert.product}/search-gate/${alert.optionId}`;
    return sendAlertPage(
      reply,
      200,
      lang,
      t('price_alert.confirmed_title'),
      `${await summaryOf(alert, lang)}${paragraph(lang, 'price_alert.confirmed_text')}<a class="button primary" href="${escapeHtml(search)}">${escapeHtml(t('price_alert.mail_search'))}</a>`,
    );
  });
};
