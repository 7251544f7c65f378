import type { Language } from '@yolcu/contract';
import { formatTry } from '../../lib/money.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { translate } from '../../lib/i18n.js';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  troy: 'Troy',
};

/** A plain page that works without the web app's JavaScript (it may be opened outside the frame). */
export function layout(lang: Language, title: string, body: string, script = '', head = ''): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>${head}
<style>
:root{color-scheme:light}*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f1a2a;background:#f3f5f8;line-height:1.45}
main{max-width:420px;margin:0 auto;padding:20px 16px}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 3px rgba(15,26,42,.08)}
.bank{display:flex;align-items:center;gap:8px;font-weight:700;color:#0b5cad;margin-bottom:16px}
.bank svg{flex:none}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px;font-size:15px}dt{color:#5a6677}dd{margin:0;text-align:right;font-weight:600}
.amount{font-size:18px}
label{display:block;font-weight:600;margin:4px 0 6px}
input{width:100%;height:48px;font-size:22px;letter-spacing:6px;text-align:center;border:1px solid #c5ccd6;border-radius:10px;padding:0 12px}
input:focus{outline:3px solid #9cc3ee;border-color:#0b5cad}
button,.button{font-family:inherit;display:block;width:100%;height:48px;border:0;border-radius:10px;font-size:16px;font-weight:700;cursor:pointer;text-align:center;line-height:48px;text-decoration:none}
.primary{background:#0b5cad;color:#fff;margin-top:14px}.secondary{background:#e8edf3;color:#0f1a2a;margin-top:10px}
.test{background:#fff8e1;border:1px dashed #e0b400;border-radius:10px;padding:8px 12px;font-size:14px;margin-bottom:14px}
.test b{letter-spacing:3px;font-size:16px}
.error{color:#b42318;font-weight:600}.ok{color:#067647}
.muted{color:#5a6677;font-size:13px;margin-top:16px}
</style></head><body><main>${body}</main>${script}</body></html>`;
}

const shield = `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path fill="#0b5cad" d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z"/><path fill="#fff" d="m10.6 15.2-3-3 1.4-1.4 1.6 1.6 4.4-4.4 1.4 1.4-5.8 5.8Z"/></svg>`;

export interface ChallengeView {
  lang: Language;
  amount: number;
  cardBrand: string | null;
  cardLast4: string;
  testCode: string | null;
  error: string | null;
}

/** The 3-D Secure challenge: merchant, amount, masked card, the code field and Cancel. */
export function challengePage(v: ChallengeView): string {
  const t = (key: string) => translate(v.lang, key);
  const brand = v.cardBrand ? (BRAND_NAMES[v.cardBrand] ?? v.cardBrand) : '';
  const test = v.testCode
    ? `<p class="test">${escapeHtml(t('bank.test_mode'))} <b data-test-code="${v.testCode}">${v.testCode}</b></p>`
    : '';
  return layout(
    v.lang,
    t('bank.title'),
    `<div class="card">
<div class="bank">${shield}<span>${escapeHtml(t('bank.name'))}</span></div>
<h1>${escapeHtml(t('bank.title'))}</h1>
<p>${escapeHtml(t('bank.intro'))}</p>
<dl>
<dt>${escapeHtml(t('bank.merchant'))}</dt><dd>Yolcu</dd>
<dt>${escapeHtml(t('bank.amount'))}</dt><dd class="amount">${escapeHtml(formatTry(v.lang, v.amount))}</dd>
<dt>${escapeHtml(t('bank.card'))}</dt><dd>${escapeHtml(brand)} •••• ${escapeHtml(v.cardLast4)}</dd>
</dl>
${test}
<form method="post">
<label for="code">${escapeHtml(t('bank.code_label'))}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus${v.error ? ' aria-describedby="code-error" aria-invalid="true"' : ''}>
${v.error ? `<p id="code-error" class="error" role="alert">${escapeHtml(v.error)}</p>` : ''}
<button class="primary" type="submit">${escapeHtml(t('bank.confirm'))}</button>
</form>
<form method="post"><input type="hidden" name="action" value="cancel"><button class="secondary" type="submit">${escapeHtml(t('bank.cancel'))}</button></form>
<p class="muted">${escapeHtml(t('bank.note'))}</p>
</div>`,
  );
}

export interface FinishView {
  lang: Language;
  /** `confirming` (03 §17): the card is authorised; the supplier's order and the capture still run. */
  status: 'completed' | 'failed' | 'confirming';
  product: string;
  /** This bank page's own reference: a confirming page reloads itself at `/payment/<reference>/`. */
  reference: string;
  sessionUnique: string;
  uniqueCode: string;
  pnr: string | null;
  message: string;
}

/**
 * While confirming, the page reloads itself every 2 s until the booking has settled, and the
 * reload then draws the completed or failed page. Framed, the app leaves on the first message, so
 * this matters only standalone (the in-app browser, a page opened on its own), where nothing else
 * moves it on; a reload that still frames it only posts the same message again, which the app
 * takes once. A meta refresh needs no script, and the spinner stands still for reduced motion.
 */
function confirmingHead(reference: string): string {
  return `<meta http-equiv="refresh" content="2;url=/payment/${encodeURIComponent(reference)}/">
<style>
.spinner{width:32px;height:32px;margin:0 0 12px;border:3px solid #d6e4f3;border-top-color:#0b5cad;border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none;border-color:#0b5cad;border-style:dotted}}
</style>`;
}

function finishBody(v: FinishView, t: (key: string) => string, next: string): string {
  if (v.status === 'completed')
    return `<h1 class="ok">${escapeHtml(t('bank.success_title'))}</h1><p>${escapeHtml(t('bank.success_text'))}</p>${v.pnr ? `<dl><dt>PNR</dt><dd class="amount">${escapeHtml(v.pnr)}</dd></dl>` : ''}<a class="button primary" target="_top" href="${next}">${escapeHtml(t('bank.view_booking'))}</a>`;
  if (v.status === 'failed')
    return `<h1 class="error">${escapeHtml(t('bank.failed_title'))}</h1><p>${escapeHtml(v.message)}</p><a class="button primary" target="_top" href="${next}">${escapeHtml(t('bank.back_to_payment'))}</a>`;
  // No primary button: the page moves on by itself; the link is for whoever does not wait.
  return `<div role="status"><div class="spinner" aria-hidden="true"></div><h1>${escapeHtml(confirmingTitle(v, t))}</h1><p>${escapeHtml(t('settle_web.confirming_card'))}</p></div><p class="muted">${escapeHtml(t('settle_web.bank_confirming_auto'))}</p><a class="button secondary" target="_top" href="${next}">${escapeHtml(t('bank.view_booking'))}</a>`;
}

const confirmingTitle = (v: FinishView, t: (key: string) => string) =>
  t(v.product === 'transfer' ? 'settle_web.confirming_transfer' : 'settle_web.confirming_flight');

/**
 * The finish page: tells the app in the parent frame how the payment ended (postMessage from
 * finish.js, since the page's policy allows no inline script) and links on for when it is not framed.
 * A confirming payment is as good as paid for the app: it opens the booking, which says the rest.
 */
export function finishPage(v: FinishView): string {
  const t = (key: string) => translate(v.lang, key);
  const next =
    v.status === 'failed'
      ? `/${v.product}/payment/?session_unique=${encodeURIComponent(v.sessionUnique)}`
      : `/${v.product}/booking/detail/${encodeURIComponent(v.uniqueCode)}?clear=true`;
  const data = `data-status="${v.status}" data-product="${escapeHtml(v.product)}" data-code="${escapeHtml(v.uniqueCode)}" data-message="${escapeHtml(v.message)}"`;
  const title =
    v.status === 'completed'
      ? t('bank.success_title')
      : v.status === 'failed'
        ? t('bank.failed_title')
        : confirmingTitle(v, t);
  return layout(
    v.lang,
    title,
    `<div class="card" id="finish" ${data}><div class="bank">${shield}<span>${escapeHtml(t('bank.name'))}</span></div>${finishBody(v, t, next)}</div>`,
    '<script src="/payment/finish.js"></script>',
    v.status === 'confirming' ? confirmingHead(v.reference) : '',
  );
}

/**
 * Posts the outcome (completed, failed or confirming, from the page's data) to the app that framed
 * the page, and only to the app's own origin (the bank pages share it).
 */
export const FINISH_SCRIPT = `(function(){var el=document.getElementById('finish');if(!el||window.parent===window)return;
window.parent.postMessage({source:'yolcu-bank',status:el.dataset.status,product:el.dataset.product,unique_code:el.dataset.code,message:el.dataset.message},window.location.origin);})();`;

export function notFoundPage(lang: Language): string {
  const t = (key: string) => translate(lang, key);
  return layout(
    lang,
    t('bank.not_found'),
    `<div class="card"><h1>${escapeHtml(t('bank.not_found'))}</h1><a class="button primary" target="_top" href="/">${escapeHtml(t('bank.home'))}</a></div>`,
  );
}

/** An error on a bank page (bad input, a fault) as a small page in the traveller's language, never JSON. */
export function errorPage(lang: Language, messageKey: string): string {
  const t = (key: string) => translate(lang, key);
  return layout(
    lang,
    t('bank.error_title'),
    `<div class="card"><div class="bank">${shield}<span>${escapeHtml(t('bank.name'))}</span></div><h1 class="error">${escapeHtml(t('bank.error_title'))}</h1><p>${escapeHtml(t(messageKey))}</p><a class="button primary" target="_top" href="/">${escapeHtml(t('bank.home'))}</a></div>`,
  );
}
