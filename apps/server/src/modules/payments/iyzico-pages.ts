import type { Language } from '@yolcu/contract';
import { escapeHtml } from '../../lib/escape-html.js';
import { translate } from '../../lib/i18n.js';
import { layout } from './bank-pages.js';

/** Where an open iyzico payment's bank page is served, on its own, in the top window. */
export const iyzicoBankPagePath = (reference: string) => `/payment/iyzico/${encodeURIComponent(reference)}/bank/`;

/**
 * The payment's page while iyzico's 3-D Secure step is open. The issuer's page (ACS) refuses to be
 * framed, and the app shows the payment's page in a frame: so this page takes the top window to the
 * bank's page (top.js, since the page's policy allows no inline script), and offers a link with
 * target=_top for a browser without scripts.
 */
export function toBankPage(lang: Language, reference: string): string {
  const t = (key: string) => translate(lang, key);
  return layout(
    lang,
    t('bank.title'),
    `<div class="card"><h1>${escapeHtml(t('bank.title'))}</h1><p>${escapeHtml(t('bank.intro'))}</p>
<a id="to-bank" class="button primary" target="_top" href="${escapeHtml(iyzicoBankPagePath(reference))}">${escapeHtml(t('bank.confirm'))}</a></div>`,
    '<script src="/payment/iyzico/top.js"></script>',
  );
}

/** Sends the top window (the app, or this page itself) to the bank's page. */
export const TOP_SCRIPT = `(function(){var a=document.getElementById('to-bank');if(!a)return;try{window.top.location.href=a.href;}catch(e){window.location.href=a.href;}})();`;

/**
 * The policy of the bank's own page, as iyzico sends it (threeDSHtmlContent): an inline script that
 * posts its form to the bank at once. Its scripts and its form may go where it says, and nothing may
 * frame it.
 */
export const BANK_PAGE_POLICY =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src https: data:; form-action https: http:; frame-ancestors 'none'; base-uri 'none'";
