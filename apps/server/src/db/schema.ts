import { sql } from 'drizzle-orm';
import type { MailAttachment } from '../mail/mailer.js';
import {
  boolean,
  smallint,
  doublePrecision,
  uniqueIndex,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Key/value facts about the database itself (reference data versions). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  phoneCode: text('phone_code').notNull(),
});

export const airports = pgTable(
  'airports',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    cityTr: text('city_tr').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone').notNull(),
    /** Higher is busier; 0 for airports outside the popular list. */
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('airports_country_idx').on(t.countryCode)],
);

export const airlines = pgTable('airlines', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  icao: text('icao'),
  name: text('name').notNull(),
  country: text('country').notNull(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameTr: text('name_tr').notNull(),
  icon: text('icon').notNull(),
  /** Selling rate: TRY for one unit. */
  value: numeric('value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  position: integer('position').notNull(),
  categoryTr: text('category_tr').notNull(),
  categoryEn: text('category_en').notNull(),
  questionTr: text('question_tr').notNull(),
  questionEn: text('question_en').notNull(),
  answerTr: text('answer_tr').notNull(),
  answerEn: text('answer_en').notNull(),
});

export const corporatePages = pgTable('corporate_pages', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  position: integer('position').notNull(),
  pageTypeCode: text('page_type_code').notNull(),
  titleTr: text('title_tr').notNull(),
  titleEn: text('title_en').notNull(),
  contentTr: text('content_tr').notNull(),
  contentEn: text('content_en').notNull(),
});

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  position: integer('position').notNull(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
});

export const i18nCatalogs = pgTable('i18n_catalogs', {
  language: text('language').primaryKey(),
  version: text('version').notNull(),
  catalog: jsonb('catalog').$type<Record<string, string>>().notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator console's inbox (issue 40): `new`, `answered` (a reply was mailed) or `closed`. */
    status: text('status').notNull().default('new'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

/** Broadcast notifications have no user; personal ones belong to one user. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    key: text('key').unique(),
    userId: integer('user_id'),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    contentTr: text('content_tr').notNull(),
    contentEn: text('content_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Read state per reader: `user:<id>` for a signed-in user, `device:<X-Device-Id>` for a guest. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    reader: text('reader').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.reader] }), index('notification_reads_reader_idx').on(t.reader)],
);

export const uiLogs = pgTable('ui_logs', {
  id: serial('id').primaryKey(),
  eventState: text('event_state').notNull(),
  eventName: text('event_name').notNull(),
  explanation: text('explanation').notNull(),
  postData: jsonb('post_data'),
  eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
  pageName: text('page_name').notNull(),
  deviceId: text('device_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every mail the product sends; with no SMTP_URL this table is the outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  delivered: boolean('delivered').notNull().default(false),
  error: text('error'),
  /** Extra headers (List-Unsubscribe of alert mails). */
  headers: jsonb('headers').$type<Record<string, string>>(),
  /** Set by the one caller that delivers a mail queued in a transaction (once, however many ask). */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  /** Files sent with the mail: the booking's calendar file, and its PDF as the document to draw. */
  attachments: jsonb('attachments').$type<MailAttachment[]>(),
});

/**
 * A search as a reusable option (share links, price alerts, search-gate routes): the normalised
 * form of one product's search. The same parameters always map to the same row.
 */
export const searchOptions = pgTable('search_options', {
  id: serial('id').primaryKey(),
  product: text('product').notNull(),
  paramsKey: text('params_key').notNull().unique(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One traveller's run of a search option. `sessionUnique` is an unguessable capability (03 §6);
 * results are stored so that select and payment price exactly what was shown. Results and selection
 * are `json`, kept as sent: no query looks inside them, and PostgreSQL writes a 17 KB `json` for
 * 0.3 ms of CPU where `jsonb` took 0.5 ms (issue 21).
 */
export const searchSessions = pgTable(
  'search_sessions',
  {
    sessionUnique: text('session_unique').primaryKey(),
    product: text('product').notNull(),
    optionId: integer('option_id')
      .notNull()
      .references(() => searchOptions.id),
    userId: integer('user_id'),
    results: json('results').$type<unknown[]>().notNull(),
    selection: json('selection').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('search_sessions_expires_idx').on(t.expiresAt)],
);

/** Seats sold per flight, date and cabin: the supplier's real inventory (03 §7). */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    flightKey: text('flight_key').notNull(),
    date: text('date').notNull(),
    cabin: text('cabin').notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsSold: integer('seats_sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.flightKey, t.date, t.cabin] })],
);

/**
 * The price calendar's days (03 §15): the lowest one-adult economy total of a route on a day, as a
 * real search found it on `computed_on`. A sale or a cancellation on a day forgets that day's rows.
 */
export const priceCalendarDays = pgTable(
  'price_calendar_days',
  {
    route: text('route').notNull(),
    date: text('date').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    computedOn: text('computed_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.route, t.date] }), index('price_calendar_days_date_idx').on(t.date)],
);

/** Places transfers run between: airports, towns, districts and landmarks, curated in the repo. */
export const transferLocations = pgTable('transfer_locations', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  kind: text('kind').notNull(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  address: text('address').notNull(),
  region: text('region').notNull(),
  iata: text('iata'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  popularity: integer('popularity').notNull().default(0),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** Stored lower-cased: e-mail addresses are matched without regard to case. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneCode: text('phone_code').notNull().default('90'),
  phone: text('phone').notNull().default(''),
  /** argon2id hash; the password itself is never stored. */
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  language: text('language').notNull().default('tr'),
  country: text('country').notNull().default('TR'),
  currency: text('currency').notNull().default('TRY'),
  /**
   * An e-mail change waiting for the new address's confirmation (issue 36): the address, the
   * SHA-256 of the link's token, and when the link lapses. The account keeps its address until then.
   */
  pendingEmail: text('pending_email'),
  pendingEmailTokenHash: text('pending_email_token_hash'),
  pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in tokens, stored as SHA-256 hashes of 256-bit random values; 30 days after last use they lapse. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** One-time codes: account activation (6 digits, 24 h, 5 tries) and password reset links (1 h, once). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.purpose)],
);

export const savedPassengers = pgTable(
  'saved_passengers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    gender: text('gender'),
    nationalityId: integer('nationality_id').references(() => countries.id),
    citizenNumber: text('citizen_number'),
    birthDate: text('birth_date'),
    passport: text('passport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_passengers_user_idx').on(t.userId)],
);

export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billType: integer('bill_type').notNull(),
    billingName: text('billing_name').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    zipCode: text('zip_code').notNull(),
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bills_user_idx').on(t.userId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    expiresOn: text('expires_on').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('coupons_user_idx').on(t.userId)],
);

/**
 * A booking of one product (flight or transfer), one per search session. It stays `pending` while
 * a payment is under way, becomes `completed` with its PNR in the completion transaction, or
 * `failed`; a failed booking may be paid again. Deleting the user keeps it, detached (03 §3).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    product: text('product').notNull(),
    /** The booking's own code (03 §12): ≥ 128 random bits, URL-safe; every booking path uses it. */
    uniqueCode: text('unique_code').notNull().unique(),
    /** Opens the itinerary alone (no names, PNR or contact): what Share sends. */
    shareCode: text('share_code').notNull().unique(),
    /** The search it was bought from; one search may lead to several bookings. Opens none of them. */
    sessionUnique: text('session_unique').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest's own checkout: SHA-256 of the token the web app keeps for the search (never the token). */
    guestCheckout: text('guest_checkout'),
    status: text('status').notNull().default('pending'),
    pnr: text('pnr').unique(),
    email: text('email').notNull(),
    phoneCode: text('phone_code').notNull(),
    phone: text('phone').notNull(),
    language: text('language').notNull(),
    /** What was sold, as shown when paid: directions, legs, fares, price breakdown. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** Amount charged in TRY after the coupon. */
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The invoice details given on the payment form, when asked for. */
    bill: jsonb('bill').$type<Record<string, unknown> | null>(),
    failureMessage: text('failure_message'),
    finishPageShownAt: timestamp('finish_page_shown_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The supplier's order (03 §17): its reference once known, and where placing it stands. */
    supplierOrderRef: text('supplier_order_ref'),
    /** `placing` (asked, answer not yet in), `confirmed`, `refused`, `unknown` (to look up), `cancelling`, `cancelled`. */
    supplierOrderStatus: text('supplier_order_status'),
    /** The latest change the airline or transfer company made to the booking (a supplier event), as shown on its detail. */
    supplierNotice: jsonb('supplier_notice').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.product, t.createdAt),
    index('bookings_session_idx').on(t.sessionUnique),
    index('bookings_confirming_idx').on(t.createdAt).where(sql`${t.status} = 'confirming'`),
    index('bookings_supplier_order_idx').on(t.supplierOrderRef),
    // The operator console finds a booking by its contact (issue 40): e-mail without regard to case, phone.
    index('bookings_email_idx').on(sql`lower(${t.email})`),
    index('bookings_phone_idx').on(t.phone),
    // One live booking per caller and search: two pays of the same caller at once make one booking.
    uniqueIndex('bookings_user_session_idx')
      .on(t.sessionUnique, t.product, t.userId)
      .where(sql`${t.userId} is not null and ${t.status} <> 'cancelled'`),
    uniqueIndex('bookings_guest_session_idx')
      .on(t.sessionUnique, t.product, t.guestCheckout)
      .where(sql`${t.userId} is null and ${t.guestCheckout} is not null and ${t.status} <> 'cancelled'`),
  ],
);

export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    paxType: text('pax_type').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    gender: text('gender'),
    citizenNumber: text('citizen_number'),
    birthDate: text('birth_date'),
    nationalityId: integer('nationality_id').references(() => countries.id),
    passport: text('passport'),
    passportExpiryDate: text('passport_expiry_date'),
  },
  (t) => [index('booking_passengers_booking_idx').on(t.bookingId)],
);

/** One ticket per passenger and direction (flights) or per passenger (transfers). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => bookingPassengers.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    ticketNumber: text('ticket_number').notNull().unique(),
    /** Set when the booking is cancelled: the number stays on record but no longer flies or rides. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('tickets_booking_idx').on(t.bookingId)],
);

/**
 * One card payment attempt for a booking (03 §17): `pending` until the 3-D Secure step ends, then
 * `authenticated`, `authorised` by the bank, and `captured` once the supplier confirmed the order or
 * `voided` when it refused; `failed` when the bank refused, the page lapsed or it was replaced.
 * Only the brand and last four digits of the card are kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Unguessable id in the bank page's address. */
    reference: text('reference').notNull().unique(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** What the card is charged: the booking's total, plus the bank's charge for an installment plan. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('TRY'),
    /** The installment plan chosen (03 §18); 1 is a single payment. */
    installmentCount: smallint('installment_count').notNull().default(1),
    /** The bank's charge for that plan, within `amount`: the traveller pays it, the product does not keep it. */
    installmentCharge: numeric('installment_charge', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4').notNull(),
    cardExpiry: text('card_expiry').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    authorisedAt: timestamp('authorised_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    // The operator console finds a booking by the card's last four digits (issue 40).
    index('payments_card_last4_idx').on(t.cardLast4),
    index('payments_open_idx').on(t.createdAt).where(sql`${t.status} in ('pending', 'authenticated', 'authorised')`),
  ],
);

/**
 * The test bank's own record of a 3-D Secure challenge: the one-time code it would send the
 * cardholder and the issuer's decision on the card, taken when the card was presented. The card
 * number itself is never stored.
 */
export const bankChallenges = pgTable('bank_challenges', {
  reference: text('reference').primaryKey(),
  code: text('code').notNull(),
  decision: text('decision').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The code that proves a caller holds a booking's mailbox before cancelling it (03 §13): one live
 * code per booking, 6 digits kept as SHA-256, 15 minutes, 5 wrong tries.
 */
export const cancellationCodes = pgTable('cancellation_codes', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong tries of the booking, over every code sent in the window (issue 36): a new code does not reset them. */
  failedTries: integer('failed_tries').notNull().default(0),
  /** Codes sent since `window_started_at`: capped per booking per day (issue 36). */
  codesSent: integer('codes_sent').notNull().default(1),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A cancellation quote (03 §13): what would come back if confirmed before `expires_at`. Only the
 * newest quote of a booking can be confirmed; a confirmed one records when.
 */
export const cancellationQuotes = pgTable(
  'cancellation_quotes',
  {
    id: text('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    refundAmount: numeric('refund_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    penaltyAmount: numeric('penalty_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The parts of the penalty with their reasons, as quoted. */
    kept: jsonb('kept').$type<Array<{ reason: string; amount: number }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The supplier's own quote, confirmed there before the booking is cancelled here. */
    supplierQuoteRef: text('supplier_quote_ref'),
  },
  (t) => [index('cancellation_quotes_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * The refund of a cancelled booking to the card that paid (03 §13). One per booking, by a unique
 * index: however many confirmations race, the money goes back once.
 */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  quoteId: text('quote_id').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('TRY'),
  /** `refunded` (the bank paid it back), `pending` (the bank has not answered yet), `none` (nothing due). */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** Calls made to the bank for it; a pending refund is tried again by a job until the bank answers. */
  attempts: integer('attempts').notNull().default(0),
});

/** The test bank's own record of the refunds it paid back to a card (by the payment's reference). */
export const bankRefunds = pgTable('bank_refunds', {
  id: serial('id').primaryKey(),
  paymentReference: text('payment_reference').notNull(),
  /** The caller's idempotency key: a refund asked twice is paid once. */
  refundKey: text('refund_key').unique(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The test bank's own record of the money on a card (03 §17): an amount authorised, then captured
 * or voided, once per payment reference whatever the number of calls.
 */
export const bankAuthorisations = pgTable('bank_authorisations', {
  reference: text('reference').primaryKey(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  capturedAt: timestamp('captured_at', { withTimezone: true }),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
});

/**
 * What the iyzico adapter keeps between a payment's requests (03 §18), so that any instance can
 * serve them: the bank's 3-D Secure page until the callback, then the verified callback's ids until
 * the authorisation takes them (once). Lapses with the bank page; the retention rule deletes it.
 */
export const iyzicoSteps = pgTable('iyzico_steps', {
  reference: text('reference').primaryKey(),
  page: text('page'),
  paymentId: text('payment_id'),
  conversationData: text('conversation_data'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The built-in suppliers' own orders (03 §17), flights and transfers: one per idempotency key (the
 * booking's code), holding the seats or vehicle taken, the PNR and the documents it issued.
 */
export const supplierOrders = pgTable('supplier_orders', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  product: text('product').notNull(),
  /** `confirmed` or `cancelled`; a refused order is not kept (nothing was taken). */
  status: text('status').notNull(),
  pnr: text('pnr').notNull().unique(),
  /** The tickets or vouchers: passenger position, direction and number. */
  documents: jsonb('documents').$type<Array<{ passenger: number; direction: string; number: string }>>().notNull(),
  /** What the order took, so that cancelling gives exactly that back. */
  taken: jsonb('taken').$type<Record<string, unknown>>().notNull(),
  total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/** The built-in suppliers' document numbers (tickets, vouchers): each issued once, across all orders. */
export const supplierDocuments = pgTable('supplier_documents', {
  number: text('number').primaryKey(),
  orderRef: text('order_ref')
    .notNull()
    .references(() => supplierOrders.reference, { onDelete: 'cascade' }),
});

/** Supplier events received (03 §17), once each by the supplier's event id, whatever the deliveries. */
export const supplierEvents = pgTable('supplier_events', {
  id: text('id').primaryKey(),
  supplier: text('supplier').notNull(),
  type: text('type').notNull(),
  orderRef: text('order_ref').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/** How many vehicles of a model a vendor runs in a region (the built-in supplier's fleet, 1 to 8). */
export const vehicleFleets = pgTable(
  'vehicle_fleets',
  {
    vendorId: integer('vendor_id').notNull(),
    vehicleCode: text('vehicle_code').notNull(),
    region: text('region').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.vehicleCode, t.region] })],
);

/** Seats of one shared-shuttle run (vendor, route, day and time): sold per seat, never past the vehicle. */
export const shuttleRuns = pgTable('shuttle_runs', {
  runKey: text('run_key').primaryKey(),
  seatsTotal: integer('seats_total').notNull(),
  seatsSold: integer('seats_sold').notNull().default(0),
});

/** The shuttle seats a transfer booking holds, so that cancelling gives exactly those back. */
export const shuttleSeatBookings = pgTable('shuttle_seat_bookings', {
  /** The supplier order's idempotency key (the booking's code). */
  orderKey: text('order_key').primaryKey(),
  runKey: text('run_key').notNull(),
  seats: integer('seats').notNull(),
});

/** A vehicle held by a transfer booking from pick-up until it is back (there, back, and a margin). */
export const vehicleBookings = pgTable(
  'vehicle_bookings',
  {
    id: serial('id').primaryKey(),
    /** The supplier order's idempotency key (the booking's code). */
    orderKey: text('order_key').notNull(),
    vendorId: integer('vendor_id').notNull(),
    vehicleCode: text('vehicle_code').notNull(),
    region: text('region').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vehicle_bookings_fleet_idx').on(t.vendorId, t.vehicleCode, t.region, t.startsAt),
    index('vehicle_bookings_order_idx').on(t.orderKey),
  ],
);

/**
 * A traveller's wish to hear when a search's lowest price moves (03 §8). A guest's alert has no
 * user; `contact_key` (e-mail and phone as given) makes the same alert for the same contact unique.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    product: text('product').notNull(),
    optionId: integer('option_id')
      .notNull()
      .references(() => searchOptions.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    notifyEmail: text('notify_email'),
    notifyPhone: text('notify_phone'),
    contactKey: text('contact_key').notNull(),
    language: text('language').notNull(),
    active: boolean('active').notNull().default(true),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** When a round last re-priced it: a round takes only alerts not checked since the round began. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** How many rounds have checked it (each round once). */
    checks: integer('checks').notNull().default(0),
    /** Announce only a lowest price at or below this (03 §15); null: every change. */
    targetPrice: numeric('target_price', { precision: 12, scale: 2, mode: 'number' }),
    /** Opens the stop page of the alert's mails: a guest stops it without an account (03 §15). */
    stopCode: text('stop_code').unique(),
    /**
     * When the contact confirmed the alert (issue 36): a guest's alert sends nothing until its
     * address confirms it by the mailed link; a signed-in user's own address is confirmed at once.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the confirmation link's token, until it is used. */
    confirmTokenHash: text('confirm_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Only confirmed alerts hold their search and contact: a stranger's unconfirmed one blocks no one.
    uniqueIndex('price_alerts_option_contact_idx').on(t.optionId, t.contactKey).where(sql`confirmed_at is not null`),
    index('price_alerts_user_idx').on(t.userId, t.product),
    index('price_alerts_due_idx').on(t.active, t.checkedAt),
  ],
);

/** Every SMS the product sends; the default sender only keeps them here. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Request counts per rate-limited route and client address, shared by every server instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Operator console staff (issue 40, 03 §20), apart from travellers' accounts. Created by
 * `npm run staff:add` with a one-time set-up link (SHA-256 of its token kept); the password is an
 * argon2id hash like a traveller's; the TOTP secret (RFC 6238) is needed to check codes, so it is
 * kept as is. `totp_last_step` is the last time step whose code was accepted: a code is used once.
 */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased. */
  email: text('email').notNull().unique(),
  /** `support`, `finance`, `content` or `admin`. */
  role: text('role').notNull(),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  totpLastStep: integer('totp_last_step'),
  setupTokenHash: text('setup_token_hash').unique(),
  setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
  /** Set when the first TOTP code was confirmed: from then on the account can sign in. */
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sign-ins: SHA-256 of the token only; 30 minutes idle or 8 hours after sign-in they lapse. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * What staff did (03 §20): who, when, what, on what, before and after; written in the transaction
 * of the action itself. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for an action of the command line (`staff:add`), not of a signed-in member of staff. */
    staffId: integer('staff_id').references(() => staff.id),
    /** The address as it was then, so that the entry reads the same whatever happens to the account. */
    staffEmail: text('staff_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * Revisions of the FAQ and corporate pages written from the console (issue 40): `kind` `faq` or
 * `page`, the item's `key`, its texts in both languages (HTML sanitised when stored). The newest
 * revision of a key is live; a key with none shows the text loaded from data/content/.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    content: jsonb('content').$type<Record<string, { tr: string; en: string }>>().notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_revisions_key_idx').on(t.kind, t.key, t.id)],
);

/**
 * Coupon campaigns (issue 40): a `code` for everyone, redeemed by signed-in travellers up to
 * `usage_limit` times (counted in `used` by one conditional update), or no code (null) when staff
 * gave coupons to chosen accounts directly. Each redemption and each gift is a coupon row of its own.
 */
export const couponCampaigns = pgTable('coupon_campaigns', {
  id: serial('id').primaryKey(),
  code: text('code').unique(),
  value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  expiresOn: text('expires_on').notNull(),
  usageLimit: integer('usage_limit'),
  used: integer('used').notNull().default(0),
  staffId: integer('staff_id').references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One redemption of a campaign code per account: the primary key refuses a second. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => couponCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);
