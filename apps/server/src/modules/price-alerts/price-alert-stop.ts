import { capabilityCode } from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/escape-html.js';
import { translate } from '../../lib/i18n.js';
import { languageOf, paragraph, sendAlertPage } from './price-alert-pages.js';
import { alertByStopCode, stopPriceAlert } from './price-alerts.service.js';

const params = z.object({ code: capabilityCode() });

/**
 * The body of a form post is never read here: the stop code in the path is what stops the alert,
 * and RFC 8058's one-click body (`List-Unsubscribe=One-Click`) carries nothing else. It is only
 * accepted, up to a small size, in both encodings a mail provider sends it in: Gmail and others
 * post multipart/form-data, a browser's form application/x-www-form-urlencoded (issue 36: a
 * multipart one-click answered 415 and the alert stayed on).
 */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const FORM_BODY_LIMIT = 2048;

/**
 * The stop link of every price-alert mail (03 §15), for guests too: a plain page in the alert's
 * language that asks before stopping (a mail scanner opening the link changes nothing), and the
 * POST that stops it, which is also the one-click `List-Unsubscribe-Post` of RFC 8058.
 */
export const priceAlertStopPages: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_r, _b, done) =>
    done(null, {}),
  );

  app.get('/price-alert/stop/:code', { schema: { hide: true, params } }, async (req, reply) => {
    const alert = await alertByStopCode(db, req.params.code);
    const lang = languageOf(alert?.language ?? req.lang);
    const t = (key: string) => translate(lang, key);
    if (!alert) return sendAlertPage(reply, 404, lang, t('price_alert.stop_unknown'), '');
    if (!alert.active)
      return sendAlertPage(
        reply,
        200,
        lang,
        t('price_alert.stopped_title'),
        paragraph(lang, 'price_alert.stopped_text'),
      );
    return sendAlertPage(
      reply,
      200,
      lang,
      t('price_alert.stop_title'),
      `${paragraph(lang, 'price_alert.stop_text')}<form method="post"><button class="primary" type="submit">${escapeHtml(t('price_alert.stop_button'))}</button></form>`,
    );
  });

  app.post('/price-alert/stop/:code', { schema: { hide: true, params } }, async (req, reply) => {
    const alert = await stopPriceAlert(db, req.params.code);
    const lang = languageOf(alert?.language ?? req.lang);
    const t = (key: string) => translate(lang, key);
    if (!alert) return sendAlertPage(reply, 404, lang, t('price_alert.stop_unknown'), '');
    return sendAlertPage(reply, 200, lang, t('price_alert.stopped_title'), paragraph(lang, 'price_alert.stopped_text'));
  });
};
