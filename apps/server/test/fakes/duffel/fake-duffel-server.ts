import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreateOfferRequest, CreateOrder, Offer, Order, OrderCancellation } from '@duffel/api/types';
import { duffelId } from './fake-ids.js';
import { answerOfferRequest, type FakeOfferSettings } from './fake-offers.js';
import { cancellationQuoteOf, checkOrder, FakeDuffelError, orderOf } from './fake-orders.js';
import { airportsOf } from './fake-places.js';
import { airlineMoves, eventOf, type FakeWebhookEvent } from './fake-webhooks.js';

/** How the next create-order call misbehaves, once. */
export type OrderFault =
  /** 422 `price_changed`: nothing is made. */
  | 'price_changed'
  /** 422 `offer_no_longer_available`: nothing is made. */
  | 'offer_no_longer_available'
  /** The order is made, then the connection is cut before the answer. */
  | 'lose_answer'
  /** The order is made, then a 502 answers. */
  | 'server_error_after_create'
  /** A 500 answers and nothing is made. */
  | 'server_error'
  /** The order is made; the answer comes after `slowOrderMs`. */
  | 'slow'
  /**
   * 202: Duffel accepts the order without confirming it. Nothing is listed until `confirmPending`
   * (the order is made: order.created) or `failPending` (order.creation_failed) says how it ended.
   */
  | 'accepted';

/** An order Duffel accepted (202) and has not confirmed or refused yet. */
export interface PendingOrder {
  id: string;
  body: CreateOrder;
  offer: Offer;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * A local fake of Duffel's API (the parts the product uses), over HTTP as the official client
 * talks to it: bearer token and `Duffel-Version: v2`, bodies in `{data}`, errors in `{errors, meta}`.
 * Offer requests (one-way, round trips priced together), offers (get; expiry), orders (instant,
 * balance payment; list by passenger name with cursors; get), order cancellations (quote; confirm),
 * airline-initiated changes and signed webhook events. Its shapes are typed with the client's own
 * types, and `duffel-fake.test.ts` drives it with the client itself.
 */
export class FakeDuffel {
  readonly offers = new Map<string, Offer>();
  readonly orders: Order[] = [];
  readonly cancellations = new Map<string, OrderCancellation>();
  readonly calls: RecordedCall[] = [];
  settings: FakeOfferSettings = {
    currency: 'GBP',
    adultBase: 80,
    identityDocumentsRequired: false,
    offerLifetimeMs: 30 * 60_000,
  };
  /** Faults for the next create-order calls, first first. */
  readonly orderFaults: OrderFault[] = [];
  slowOrderMs = 0;
  /** The booking reference the next order gets (an airline with long references), once. */
  nextBookingReference: string | null = null;
  /** Orders accepted with a 202, by the id the 202 answered, until they are confirmed or fail. */
  readonly pendingOrders = new Map<string, PendingOrder>();
  /** Which offer each order bought: an offer is ordered once. */
  private readonly offerOfOrder = new Map<string, string>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    // Idle connections are kept longer than the client's pool keeps them (as Duffel's load balancers
    // do): a socket the server closes just as the client reuses it is a cut connection, not a test.
    this.server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Calls made so far to a path (`POST /air/orders`). */
  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && c.path === path);
  }

  /** Makes an offer expire now. */
  expireOffer(id: string): void {
    const offer = this.offers.get(id);
    if (offer) offer.expires_at = new Date(Date.now() - 1000).toISOString();
  }

  /** Every offer made so far expires now. */
  expireAllOffers(): void {
    for (const id of this.offers.keys()) this.expireOffer(id);
  }

  /** The pending order (202) of a booking code, or the only one when no code is given. */
  private pendingOf(bookingCode?: string): PendingOrder {
    const pending = [...this.pendingOrders.values()].filter(
      (p) => bookingCode === undefined || p.body.metadata?.booking_code === bookingCode,
    );
    if (pending.length !== 1) throw new Error(`fake duffel: ${pending.length} pending orders`);
    return pending[0]!;
  }

  /** The airline confirms an accepted order: it is made (and listed), and order.created is the event Duffel sends. */
  confirmPending(bookingCode?: string): { order: Order; event: FakeWebhookEvent } {
    const pending = this.pendingOf(bookingCode);
    this.pendingOrders.delete(pending.id);
    const order = orderOf(pending.body, pending.offer, this.nextBookingReference ?? undefined);
    this.nextBookingReference = null;
    this.offerOfOrder.set(order.id, pending.offer.id);
    this.orders.push(order);
    return { order, event: eventOf('order.created', order, order.id) };
  }

  /**
   * The airline refuses an accepted order: nothing is made, and order.creation_failed is the event.
   * Its object is the accepted request as the 202 answered it (its id and metadata).
   */
  failPending(bookingCode?: string, opts: { withMetadata?: boolean } = {}): FakeWebhookEvent {
    const pending = this.pendingOf(bookingCode);
    this.pendingOrders.delete(pending.id);
    const object = { ...this.acceptedOf(pending), ...(opts.withMetadata === false ? { metadata: undefined } : {}) };
    return eventOf('order.creation_failed', object, Buffer.from(`failed-${pending.id}`).toString('base64'));
  }

  /** What a 202 answers for an accepted order: its id, the offer and the metadata; no booking reference yet. */
  private acceptedOf(pending: PendingOrder) {
    return {
      id: pending.id,
      live_mode: false,
      created_at: new Date().toISOString(),
      selected_offers: pending.body.selected_offers,
      metadata: pending.body.metadata ?? {},
    };
  }

  /** The airline moves an order's slice by `minutes`: the event Duffel then sends. */
  airlineChange(orderId: string, sliceIndex: number, minutes: number): FakeWebhookEvent {
    const order = this.orders.find((o) => o.id === orderId);
    if (!order) throw new Error(`fake duffel: no order ${orderId}`);
    const change = airlineMoves(order, sliceIndex, minutes);
    return eventOf('order.airline_initiated_change_detected', change, change.id);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/\/+$/, '');
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => resolve(text));
    });
    let body: { data?: unknown } | undefined;
    try {
      body = raw ? (JSON.parse(raw) as { data?: unknown }) : undefined;
    } catch {
      return this.send(res, 400, errorsOf(new FakeDuffelError(400, 'malformed_json', 'invalid_request_error')));
    }
    this.calls.push({ method: req.method ?? 'GET', path, query: url.searchParams, body: body?.data });
    if (!/^Bearer duffel_(test|live)_\S+$/.test(req.headers.authorization ?? ''))
      return this.send(res, 401, errorsOf(new FakeDuffelError(401, 'unauthorized', 'authentication_error')));
    if (req.headers['duffel-version'] !== 'v2')
      return this.send(res, 400, errorsOf(new FakeDuffelError(400, 'unsupported_version', 'invalid_request_error')));
    try {
      await this.route(req.method ?? 'GET', path, url.searchParams, body?.data, res);
    } catch (err) {
      if (err instanceof FakeDuffelError) return this.send(res, err.status, errorsOf(err));
      return this.send(res, 500, errorsOf(new FakeDuffelError(500, 'internal_server_error', 'api_error')));
    }
  }

  private async route(method: string, path: string, query: URLSearchParams, data: unknown, res: ServerResponse) {
    const id = (pattern: RegExp) => pattern.exec(path)?.[1];
    if (method === 'POST' && path === '/air/offer_requests') return this.offerRequest(data as CreateOfferRequest, res);
    if (method === 'POST' && path === '/air/orders') return this.createOrder(data as CreateOrder, res);
    if (method === 'GET' && path === '/air/orders') return this.listOrders(query, res);
    if (method === 'POST' && path === '/air/order_cancellations') return this.quoteCancellation(data, res);
    const offerId = method === 'GET' ? id(/^\/air\/offers\/([^/]+)$/) : undefined;
    if (offerId) {
      const offer = this.offers.get(offerId);
      if (!offer) throw new FakeDuffelError(404, 'not_found', 'invalid_request_error');
      return this.send(res, 200, { data: offer });
    }
    const orderId = method === 'GET' ? id(/^\/air\/orders\/([^/]+)$/) : undefined;
    if (orderId) {
      const order = this.orders.find((o) => o.id === orderId);
      if (!order) throw new FakeDuffelError(404, 'not_found', 'invalid_request_error');
      return this.send(res, 200, { data: order });
    }
    const cancellationId =
      method === 'POST' ? id(/^\/air\/order_cancellations\/([^/]+)\/actions\/confirm$/) : undefined;
    if (cancellationId) return this.confirmCancellation(cancellationId, res);
    throw new FakeDuffelError(404, 'not_found', 'invalid_request_error');
  }

  private offerRequest(body: CreateOfferRequest, res: ServerResponse) {
    if (!body || !Array.isArray(body.slices) || body.slices.length < 1 || body.slices.length > 2)
      throw new FakeDuffelError(422, 'validation_required', 'validation_error', 'slices');
    if (!Array.isArray(body.passengers) || body.passengers.length < 1)
      throw new FakeDuffelError(422, 'validation_required', 'validation_error', 'passengers');
    for (const p of body.passengers) {
      const hasType = 'type' in p && p.type !== undefined;
      const hasAge = 'age' in p && p.age !== undefined;
      // Duffel: a type (adult) or an age, never both, never neither.
      if (hasType === hasAge || (hasType && p.type !== 'adult'))
        throw new FakeDuffelError(422, 'validation_format', 'validation_error', 'passengers');
    }
    for (const s of body.slices) {
      if (airportsOf(s.origin).length === 0 || airportsOf(s.destination).length === 0)
        throw new FakeDuffelError(422, 'airport_not_found', 'validation_error', 'slices');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s.departure_date))
        throw new FakeDuffelError(422, 'validation_format', 'validation_error', 'departure_date');
    }
    const request = answerOfferRequest(body, this.settings);
    for (const offer of request.offers) this.offers.set(offer.id, offer as Offer);
    return this.send(res, 201, { data: request });
  }

  private async createOrder(body: CreateOrder, res: ServerResponse) {
    const offer = this.offers.get(body?.selected_offers?.[0] ?? '');
    const fault = this.orderFaults.shift();
    if (fault === 'price_changed' || fault === 'offer_no_longer_available')
      throw new FakeDuffelError(422, fault, 'invalid_state_error');
    if (fault === 'server_error') throw new Error('fake duffel: server error');
    checkOrder(body, offer);
    if (
      this.orders.some((o) => this.offerOfOrder.get(o.id) === offer!.id) ||
      [...this.pendingOrders.values()].some((p) => p.offer.id === offer!.id)
    )
      throw new FakeDuffelError(422, 'offer_no_longer_available', 'invalid_state_error');
    if (fault === 'accepted') {
      const pending: PendingOrder = { id: duffelId('por'), body, offer: offer! };
      this.pendingOrders.set(pending.id, pending);
      return this.send(res, 202, { data: this.acceptedOf(pending) });
    }
    const order = orderOf(body, offer!, this.nextBookingReference ?? undefined);
    this.nextBookingReference = null;
    this.offerOfOrder.set(order.id, offer!.id);
    this.orders.push(order);
    if (fault === 'lose_answer') {
      res.socket?.destroy();
      return;
    }
    if (fault === 'server_error_after_create')
      return this.send(res, 502, errorsOf(new FakeDuffelError(502, 'bad_gateway', 'api_error')));
    if (fault === 'slow') await new Promise((r) => setTimeout(r, this.slowOrderMs));
    return this.send(res, 201, { data: order });
  }

  /** Newest first, filtered by passenger name (given or family, any case), paged with `after`. */
  private listOrders(query: URLSearchParams, res: ServerResponse) {
    const names = query.getAll('passenger_name[]').map((n) => n.toLowerCase());
    const limit = Math.min(200, Math.max(1, Number(query.get('limit') ?? 50)));
    const matching = [...this.orders]
      .reverse()
      .filter(
        (o) =>
          names.length === 0 ||
          o.passengers.some(
            (p) => names.includes(p.given_name.toLowerCase()) || names.includes(p.family_name.toLowerCase()),
          ),
      );
    const after = query.get('after');
    const start = after ? matching.findIndex((o) => o.id === after) + 1 : 0;
    const page = matching.slice(start, start + limit);
    const more = start + limit < matching.length;
    return this.send(res, 200, {
      data: page,
      meta: { limit, before: null, after: more ? page[page.length - 1]!.id : null },
    });
  }

  private quoteCancellation(data: unknown, res: ServerResponse) {
    const orderId = (data as { order_id?: string } | undefined)?.order_id;
    const order = this.orders.find((o) => o.id === orderId);
    if (!order) throw new FakeDuffelError(404, 'not_found', 'invalid_request_error');
    if (order.cancelled_at) throw new FakeDuffelError(422, 'already_cancelled', 'invalid_state_error');
    const quote = cancellationQuoteOf(order);
    this.cancellations.set(quote.id, quote);
    return this.send(res, 201, { data: quote });
  }

  private confirmCancellation(id: string, res: ServerResponse) {
    const quote = this.cancellations.get(id);
    if (!quote) throw new FakeDuffelError(404, 'not_found', 'invalid_request_error');
    if (quote.confirmed_at) throw new FakeDuffelError(422, 'already_confirmed', 'invalid_state_error');
    if (Date.parse(quote.expires_at) <= Date.now())
      throw new FakeDuffelError(422, 'order_cancellation_expired', 'invalid_state_error');
    const order = this.orders.find((o) => o.id === quote.order_id)!;
    if (order.cancelled_at) throw new FakeDuffelError(422, 'already_cancelled', 'invalid_state_error');
    quote.confirmed_at = new Date().toISOString();
    order.cancelled_at = quote.confirmed_at;
    order.cancellation = quote;
    order.available_actions = [];
    return this.send(res, 200, { data: quote });
  }

  private send(res: ServerResponse, status: number, payload: unknown) {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': duffelId('req') });
    res.end(JSON.stringify(payload));
  }
}

function errorsOf(err: FakeDuffelError) {
  return {
    errors: [
      {
        type: err.type,
        code: err.code,
        title: err.code.replace(/_/g, ' '),
        message: err.field ? `${err.field}: ${err.code}` : err.code,
        documentation_url: 'https://duffel.com/docs/api/overview/errors',
      },
    ],
    meta: { status: err.status, request_id: duffelId('req') },
  };
}
