import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkAuthorization, signFields } from './fake-auth.js';
import { installmentDetails } from './fake-installments.js';

export const FAKE_KEYS = { apiKey: 'sandbox-fake-api-key', secretKey: 'sandbox-fake-secret-key' };

/** A payment as the fake keeps it: never the card number or CVC, as iyzico's merchant side sees it. */
export interface FakePayment {
  paymentId: string;
  conversationId: string;
  basketId: string;
  price: number;
  paidPrice: number;
  installment: number;
  currency: string;
  callbackUrl: string;
  buyer: Record<string, unknown>;
  basketItems: Array<Record<string, unknown>>;
  cardLast4: string;
  /** INIT_THREEDS → CALLBACK_THREEDS (authenticated) → PRE_AUTH → POST_AUTH, or CANCELLED / FAILURE. */
  state: 'INIT_THREEDS' | 'CALLBACK_THREEDS' | 'PRE_AUTH' | 'POST_AUTH' | 'CANCELLED' | 'FAILURE';
  conversationData: string;
  fraudStatus: 1 | 0 | -1;
  refunds: Array<{ conversationId: string; price: number; createdAt: number }>;
}

/** How the fake misbehaves; each switch is read when its call arrives. */
export interface FakeIyzicoFaults {
  /** The next post-auth fails cleanly (status failure), once. */
  captureFailOnce?: boolean;
  /** 3-D Secure auth answers fraudStatus 0: held for review. */
  fraudReview?: boolean;
  /** The ACS page authenticates nobody: the callback carries mdStatus 0. */
  mdStatus0?: boolean;
  /** The callback's signature is made with a wrong key. */
  badCallbackSignature?: boolean;
  /** These paths never answer (the caller's time-out decides). */
  hang?: Set<string>;
  /** These paths answer HTTP 502. */
  serverError?: Set<string>;
}

interface Call {
  path: string;
  /** The body with the card's number and CVC removed (the test checks they arrived, then forgets them). */
  body: Record<string, unknown>;
  cardNumber?: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A local fake of iyzico's API, over HTTP as iyzico answers it: IYZWSv2 authorization checked as
 * iyzico checks it, JSON bodies, `status` success/failure with errorCode/errorMessage, signed answers.
 * It keeps its own payments (3-D Secure pre-auth → callback → auth → post-auth or cancel, refunds),
 * serves an ACS page whose form posts back the signed callback, gives installment plans by BIN, and
 * misbehaves on demand. `iyzico-fake.test.ts` drives it with the official `iyzipay` client.
 */
export class FakeIyzico {
  url = '';
  readonly payments = new Map<string, FakePayment>();
  readonly calls: Call[] = [];
  faults: FakeIyzicoFaults = {};
  private server: Server | null = null;
  private nextId = 25_149_157;

  constructor(private readonly keys = FAKE_KEYS) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  byConversation(conversationId: string): FakePayment | undefined {
    return [...this.payments.values()].find((p) => p.conversationId === conversationId);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/acs/')) return this.acs(req.method ?? 'GET', path, raw, res);
    if (this.faults.hang?.has(path)) return; // never answers
    if (this.faults.serverError?.has(path)) return send(res, 502, { status: 'failure', errorMessage: 'bad gateway' });
    if (!checkAuthorization(req.headers.authorization, path, raw, this.keys))
      return send(res, 401, { status: 'failure', errorCode: '1000', errorMessage: 'Geçersiz imza', locale: 'tr' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return send(res, 400, failure('11', 'Geçersiz istek'));
    }
    const card = body.paymentCard as Record<string, unknown> | undefined;
    const { paymentCard: _card, ...kept } = body;
    this.calls.push({
      path,
      body: card ? { ...kept, paymentCard: { ...card, cardNumber: undefined, cvc: undefined } } : kept,
      cardNumber: card ? String(card.cardNumber) : undefined,
    });
    const answer = this.answer(path, body);
    return send(res, 200, { locale: 'tr', systemTime: Date.now(), ...answer });
  }

  private answer(path: string, body: Record<string, unknown>): Record<string, unknown> {
    switch (path) {
      case '/payment/iyzipos/installment': {
        const details = installmentDetails(String(body.binNumber ?? ''), Number(body.price));
        return { status: 'success', conversationId: body.conversationId, installmentDetails: details };
      }
      case '/payment/3dsecure/initialize/preauth':
        return this.initialize(body);
      case '/payment/3dsecure/auth':
        return this.auth(body);
      case '/payment/postauth':
        return this.postAuth(body);
      case '/payment/cancel':
        return this.cancel(body);
      case '/v2/payment/refund':
        return this.refund(body);
      case '/payment/detail': {
        const p = body.paymentId
          ? this.payments.get(String(body.paymentId))
          : this.byConversation(String(body.paymentConversationId ?? ''));
        if (!p) return failure('5115', 'Ödeme bulunamadı');
        return this.paymentAnswer(p, String(body.conversationId ?? p.conversationId));
      }
      default:
        return failure('404', 'Not found');
    }
  }

  private initialize(body: Record<string, unknown>) {
    const items = (body.basketItems as Array<Record<string, unknown>> | undefined) ?? [];
    const price = Number(body.price);
    const sum = round2(items.reduce((a, i) => a + Number(i.price), 0));
    if (!(price > 0) || sum !== price) return failure('5001', 'Sepet tutarı ürünlerin toplamına eşit olmalı');
    const buyer = (body.buyer as Record<string, unknown> | undefined) ?? {};
    if (!buyer.identityNumber || !buyer.ip || !buyer.email) return failure('5002', 'Alıcı bilgileri eksik');
    if (!body.callbackUrl) return failure('5003', 'callbackUrl gönderilmeli');
    const card = (body.paymentCard as Record<string, unknown> | undefined) ?? {};
    const number = String(card.cardNumber ?? '');
    if (number === '4000000000000002') return failure('10005', 'İşlem onaylanmadı');
    if (number === '4000000000009995') return failure('10051', 'Kart limiti yetersiz, yetersiz bakiye');
    const paymentId = String(this.nextId++);
    const payment: FakePayment = {
      paymentId,
      conversationId: String(body.conversationId ?? ''),
      basketId: String(body.basketId ?? ''),
      price,
      paidPrice: Number(body.paidPrice),
      installment: Number(body.installment ?? 1),
      currency: String(body.currency ?? 'TRY'),
      callbackUrl: String(body.callbackUrl),
      buyer,
      basketItems: items,
      cardLast4: number.slice(-4),
      state: 'INIT_THREEDS',
      conversationData: '',
      fraudStatus: 1,
      refunds: [],
    };
    this.payments.set(paymentId, payment);
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head><body><form id="iyzico-3ds-form" action="${this.url}/acs/${paymentId}" method="get"></form><script type="text/javascript">document.getElementById("iyzico-3ds-form").submit();</script></body></html>`;
    return {
      status: 'success',
      conversationId: payment.conversationId,
      paymentId,
      threeDSHtmlContent: Buffer.from(html).toString('base64'),
      signature: signFields([paymentId, payment.conversationId], this.keys.secretKey),
    };
  }

  /** The callback form iyzico posts to the merchant after the ACS page: signed, or not, as the faults say. */
  callbackOf(paymentId: string, pass: boolean): { url: string; fields: Record<string, string> } {
    const p = this.payments.get(paymentId)!;
    const ok = pass && !this.faults.mdStatus0;
    if (ok && p.state === 'INIT_THREEDS') {
      p.state = 'CALLBACK_THREEDS';
      p.conversationData = `cd-${paymentId}`;
    }
    const fields = {
      status: ok ? 'success' : 'failure',
      paymentId,
      conversationData: ok ? p.conversationData : '',
      conversationId: p.conversationId,
      mdStatus: ok ? '1' : '0',
    };
    const key = this.faults.badCallbackSignature ? 'not-the-secret-key' : this.keys.secretKey;
    const signature = signFields(
      [fields.conversationData, fields.conversationId, fields.mdStatus, fields.paymentId, fields.status],
      key,
    );
    return { url: p.callbackUrl, fields: { ...fields, signature } };
  }

  /** The ACS page: GET shows pass/fail; POST answers the form that takes the browser to the merchant's callback. */
  private acs(method: string, path: string, raw: string, res: ServerResponse) {
    const paymentId = path.split('/')[2] ?? '';
    if (!this.payments.has(paymentId)) return sendHtml(res, 404, '<p>Unknown payment</p>');
    if (method === 'GET')
      return sendHtml(
        res,
        200,
        `<form method="post"><button name="result" value="pass">Pass</button><button name="result" value="fail">Fail</button></form>`,
      );
    const result = new URLSearchParams(raw).get('result');
    const { url, fields } = this.callbackOf(paymentId, result === 'pass');
    const inputs = Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
      .join('');
    return sendHtml(
      res,
      200,
      `<form id="callback" method="post" action="${url}">${inputs}</form><script>document.getElementById('callback').submit();</script>`,
    );
  }

  private auth(body: Record<string, unknown>) {
    const p = this.payments.get(String(body.paymentId ?? ''));
    if (!p) return failure('5115', 'Ödeme bulunamadı');
    if (p.state !== 'CALLBACK_THREEDS') return failure('5116', '3D doğrulaması tamamlanmamış ya da ödeme tamamlanmış');
    if (p.conversationData && body.conversationData !== p.conversationData)
      return failure('5117', 'conversationData hatalı');
    p.state = 'PRE_AUTH';
    if (this.faults.fraudReview) p.fraudStatus = 0;
    return this.paymentAnswer(p, String(body.conversationId ?? p.conversationId));
  }

  private postAuth(body: Record<string, unknown>) {
    const p = this.payments.get(String(body.paymentId ?? ''));
    if (!p) return failure('5115', 'Ödeme bulunamadı');
    if (this.faults.captureFailOnce) {
      this.faults.captureFailOnce = false;
      return failure('10000', 'Genel bir hata oluştu');
    }
    if (p.state !== 'PRE_AUTH' || p.fraudStatus !== 1) return failure('5118', 'Ön provizyon bulunamadı');
    if (Number(body.paidPrice) !== p.paidPrice) return failure('5119', 'Tutar ön provizyon tutarından farklı');
    p.state = 'POST_AUTH';
    return this.paymentAnswer(p, String(body.conversationId ?? p.conversationId));
  }

  private cancel(body: Record<string, unknown>) {
    const p = this.payments.get(String(body.paymentId ?? ''));
    if (!p) return failure('5115', 'Ödeme bulunamadı');
    if (p.state === 'CANCELLED')
      return { status: 'success', paymentId: p.paymentId, conversationId: body.conversationId, price: p.paidPrice };
    if (p.state !== 'PRE_AUTH' && p.state !== 'CALLBACK_THREEDS') return failure('5120', 'İptal edilemez');
    p.state = 'CANCELLED';
    return {
      status: 'success',
      paymentId: p.paymentId,
      conversationId: body.conversationId,
      price: p.paidPrice,
      currency: p.currency,
      signature: signFields([p.paymentId, body.conversationId], this.keys.secretKey),
    };
  }

  private refund(body: Record<string, unknown>) {
    const p = this.payments.get(String(body.paymentId ?? ''));
    if (!p) return failure('5115', 'Ödeme bulunamadı');
    if (p.state !== 'POST_AUTH') return failure('5121', 'İade edilemez');
    const conversationId = String(body.conversationId ?? '');
    const price = Number(body.price);
    const seen = p.refunds.find((r) => r.conversationId === conversationId);
    if (!seen) {
      const refunded = p.refunds.reduce((a, r) => a + r.price, 0);
      if (!(price > 0) || round2(refunded + price) > p.paidPrice) return failure('5122', 'İade tutarı fazla');
      p.refunds.push({ conversationId, price, createdAt: Date.now() });
    }
    return {
      status: 'success',
      paymentId: p.paymentId,
      conversationId,
      price: seen?.price ?? price,
      currency: p.currency,
      signature: signFields([p.paymentId, conversationId], this.keys.secretKey),
    };
  }

  private paymentAnswer(p: FakePayment, conversationId: string) {
    return {
      status: 'success',
      conversationId,
      paymentId: p.paymentId,
      price: p.price,
      paidPrice: p.paidPrice,
      installment: p.installment,
      currency: p.currency,
      basketId: p.basketId,
      fraudStatus: p.fraudStatus,
      phase:
        p.state === 'POST_AUTH'
          ? 'POST_AUTH'
          : p.state === 'CANCELLED'
            ? 'PRE_AUTH'
            : p.state === 'PRE_AUTH'
              ? 'PRE_AUTH'
              : undefined,
      paymentStatus:
        p.state === 'CANCELLED'
          ? 'CANCELLED'
          : p.state === 'FAILURE'
            ? 'FAILURE'
            : p.state === 'INIT_THREEDS' || p.state === 'CALLBACK_THREEDS'
              ? 'INIT_THREEDS'
              : 'SUCCESS',
      mdStatus: p.state === 'INIT_THREEDS' ? 0 : 1,
      lastFourDigits: p.cardLast4,
      refunds: p.refunds,
      signature: signFields(
        [p.paymentId, p.currency, p.basketId, conversationId, p.paidPrice, p.price],
        this.keys.secretKey,
      ),
    };
  }

  /** A notification as iyzico sends it, with its X-IYZ-SIGNATURE-V3. */
  notification(paymentId: string, eventType = 'THREE_DS_AUTH') {
    const p = this.payments.get(paymentId)!;
    const body = {
      paymentConversationId: p.conversationId,
      merchantId: '3396',
      paymentId: p.paymentId,
      status: p.state === 'FAILURE' ? 'FAILURE' : 'SUCCESS',
      iyziReferenceCode: `ref-${paymentId}-${Date.now()}`,
      iyziEventType: eventType,
      iyziEventTime: Date.now(),
    };
    const key = this.keys.secretKey + body.iyziEventType + body.paymentId + body.paymentConversationId + body.status;
    return { body, signature: createHmac('sha256', this.keys.secretKey).update(key).digest('hex') };
  }
}

const failure = (errorCode: string, errorMessage: string) => ({ status: 'failure', errorCode, errorMessage });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html;charset=UTF-8' });
  res.end(html);
}
