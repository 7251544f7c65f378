import {
  cardBrandOf,
  type FlightFormRules,
  type FlightSearchForm,
  flightPaymentSchema,
  type Language,
  type PaxType,
  todayInTurkey,
} from '@yolcu/contract';
import { eq, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { countries } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Bank } from '../../integrations/bank/bank.js';
import type { FlightQuery, FlightSupplier } from '../../integrations/flights/supplier.js';
import { translate } from '../../lib/i18n.js';
import { fieldErrorsFromZod } from '../../lib/validation-errors.js';
import { guestCheckoutKey } from '../bookings/booking-identity.js';
import { openPayment, ownCompletedBooking, usableCoupon } from '../bookings/bookings.service.js';
import { payAnswer, priceChangedMessage } from '../payments/pay-answers.js';
import { timedOut } from '../search-sessions/search-sessions.js';
import { refuseDaysNotOnSale } from '../search-sessions/stored-form.js';
import { type DirectionSnapshot, directionView, groupTickets, priceOf } from './flight-offer-view.js';
import type { FlightResult } from './flight-results.js';
import type { FlightSearchService, StoredResults } from './flight-search.service.js';

type Direction = 'departure' | 'return';
interface ChosenPart {
  direction: Direction;
  result: FlightResult;
  fare: 'LIGHT' | 'STANDARD' | 'FLEX';
  query: FlightQuery;
}
interface Selection {
  product_ids: string[];
  alternative_prices: Array<'LIGHT' | 'STANDARD' | 'FLEX'>;
  /** The price the traveller agreed to after a "price changed" answer. */
  agreed_total?: number;
  /** The chosen results themselves (absent in selections made before they were kept). */
  chosen?: StoredResults;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const PAX_TYPES_OF_FORM: Array<[keyof Pick<FlightSearchForm, 'adult' | 'child' | 'infant' | 'senior'>, PaxType]> = [
  ['adult', 'ADT'],
  ['child', 'CHD'],
  ['infant', 'INF'],
  ['senior', 'SNR'],
];

/** Payment schemas by their rules: zod compiles a schema on its first parse, which cost more than the parse (issue 21). */
const paymentSchemas = new LRUCache<string, ReturnType<typeof flightPaymentSchema>>({ max: 500 });

function paymentSchemaFor(rules: FlightFormRules) {
  const key = JSON.stringify(rules);
  let schema = paymentSchemas.get(key);
  if (!schema) {
    schema = flightPaymentSchema(rules);
    paymentSchemas.set(key, schema);
  }
  return schema;
}

/** The flight payment calls of 03 §7: payment data, before-payment and pay. */
export class FlightCheckout {
  private trCountryId: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly searches: FlightSearchService,
    private readonly supplier: FlightSupplier,
    private readonly bank: Bank,
    private readonly publicUrl: string,
  ) {}

  private async turkeyId(): Promise<number> {
    if (this.trCountryId === null) {
      const [row] = await this.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'TR'));
      this.trCountryId = row!.id;
    }
    return this.trCountryId;
  }

  /** The session's selection with its queries, or null when it has lapsed or has nothing chosen. */
  private async chosen(sessionUnique: string) {
    const { row, timeLeft } = await this.searches.sessionHead(sessionUnique);
    const selection = row.selection as Selection | null;
    if (timeLeft === 0 || !selection) return null;
    const results = selection.chosen ?? (await this.searches.session(sessionUnique)).results;
    const params = flightSearchFormParams(await this.searches.optionParams(row.optionId));
    const [from, to] = await Promise.all([
      this.searches.airport(params.departure_airport, 'departure_airport'),
      this.searches.airport(params.arrival_airport, 'arrival_airport'),
    ]);
    const pax = { adult: params.adult, child: params.child, infant: params.infant, senior: params.senior };
    const today = todayInTurkey();
    // A city choice stands for several airports: price the offer between the airports it really uses.
    const refs = new Map([from, to].map((a) => [a.code, a]));
    const place = async (code: string) => refs.get(code) ?? (await this.searches.airportByCode(code));
    const query = async (direction: Direction, result: FlightResult): Promise<FlightQuery> => {
      const date = direction === 'departure' ? params.departure_date : params.return_date!;
      const a = await place(result.departure.airport_code);
      const b = await place(result.arrival.airport_code);
      return {
        from: a,
        to: b,
        date,
        cabin: params.flight_class,
        pax,
        directOnly: params.direct_flights_only,
        daysBefore: daysBetween(today, date),
      };
    };
    const fares = selection.alternative_prices;
    const parts: ChosenPart[] = [];
    let shownTotal = 0;
    const fareTotal = (r: { price: FlightResult['price'] }, code: string) =>
      r.price.alternative_prices.find((a) => a.code === code)?.price.total ?? r.price.total;
    if (results.packaged) {
      const pkg = results.packages.find((p) => p.product_id === selection.product_ids[0]);
      if (!pkg) return null;
      const fare = fares[0] ?? 'LIGHT';
      parts.push(
        { direction: 'departure', result: pkg.departure, fare, query: await query('departure', pkg.departure) },
        { direction: 'return', result: pkg.return, fare, query: await query('return', pkg.return) },
      );
      shownTotal = fareTotal(pkg, fare);
    } else {
      const out = results.outbound.find((r) => r.product_id === selection.product_ids[0]);
      if (!out) return null;
      parts.push({
        direction: 'departure',
        result: out,
        fare: fares[0] ?? 'LIGHT',
        query: await query('departure', out),
      });
      const back = selection.product_ids[1]
        ? results.returns.find((r) => r.product_id === selection.product_ids[1])
        : undefined;
      if (back)
        parts.push({
          direction: 'return',
          result: back,
          fare: fares[1] ?? 'LIGHT',
          query: await query('return', back),
        });
      shownTotal = parts.reduce((s, p) => s + fareTotal(p.result, p.fare), 0);
    }
    const agreedTotal = selection.agreed_total ?? Math.round(shownTotal * 100) / 100;
    return { row, timeLeft, params, selection, parts, agreedTotal, rules: await this.rules(parts, params) };
  }

  private async rules(parts: ChosenPart[], params: FlightSearchForm): Promise<FlightFormRules> {
    const legs = parts.flatMap((p) => p.result.transfers);
    const passengers = PAX_TYPES_OF_FORM.flatMap(([field, type]) => Array<PaxType>(params[field]).fill(type));
    return {
      departure_date: legs[0]!.departure_date,
      last_date: legs[legs.length - 1]!.arrival_date,
      international: legs.some(
        (l) => l.departure_airport.country_code !== 'TR' || l.arrival_airport.country_code !== 'TR',
      ),
      passengers,
      tr_country_id: await this.turkeyId(),
    };
  }

  /** Prices every chosen direction now; null when one is gone or no longer seats the party. */
  private async priceNow(parts: ChosenPart[]): Promise<DirectionSnapshot[] | null> {
    const priced = await Promise.all(
      parts.map((p) => this.supplier.price({ query: p.query, offerId: p.result.product_id, fare: p.fare })),
    );
    if (priced.some((p) => p === null)) return null;
    return priced.map((p, i) => ({
      offerId: p!.offer.id,
      legs: p!.offer.legs,
      fare: p!.fare,
      flightSaleType: p!.offer.flight_sale_type,
      seats: this.supplier.seatsFor(p!, parts[i]!.query.pax),
    }));
  }

  async paymentData(sessionUnique: string, lang: Language) {
    const chosen = await this.chosen(sessionUnique);
    if (!chosen) return timedOut(lang);
    const directions = await this.priceNow(chosen.parts);
    if (!directions) return { status: false, research: true, message: translate(lang, 'pay.sold_out') };
    return {
      departure_booking: directionView(directions[0]!, lang),
      return_booking: directions[1] ? directionView(directions[1], lang) : null,
      group_tickets: groupTickets(directions, lang),
      tickets: [],
      price: { ...priceOf(directions), discount: 0 },
      form_rules: chosen.rules,
      option: chosen.row.optionId,
      time_out_seconds: chosen.timeLeft,
    };
  }

  /**
   * Re-checks the selection (before-payment, and again on pay): gone → research; a different
   * price → refresh, after recording the new price as the one the traveller will be asked to pay.
   */
  private async recheck(
    chosen: NonNullable<Awaited<ReturnType<FlightCheckout['chosen']>>>,
    sessionUnique: string,
    lang: Language,
  ) {
    const directions = await this.priceNow(chosen.parts);
    if (!directions)
      return {
        ok: false as const,
        status: false,
        message: translate(lang, 'pay.sold_out'),
        refresh: false,
        research: true,
      };
    const now = priceOf(directions).total;
    if (now !== chosen.agreedTotal) {
      await this.searches.sessions.saveSelection(sessionUnique, { ...chosen.selection, agreed_total: now });
      return {
        ok: false as const,
        status: false,
        message: priceChangedMessage(lang, chosen.agreedTotal, now),
        refresh: true,
        research: false,
      };
    }
    return { ok: true as const, directions, total: now };
  }

  /** The price agreed for the selection (the installments' amount); null when none is chosen or it expired. */
  async agreedPrice(sessionUnique: string): Promise<number | null> {
    return (await this.chosen(sessionUnique))?.agreedTotal ?? null;
  }

  async beforePayment(sessionUnique: string, lang: Language) {
    const chosen = await this.chosen(sessionUnique);
    if (!chosen) return { ...timedOut(lang), refresh: false };
    const check = await this.recheck(chosen, sessionUnique, lang);
    if (!check.ok) return { status: false, message: check.message, refresh: check.refresh, research: check.research };
    return { status: true, message: '', refresh: false, research: false };
  }

  /** Pay (03 §7): every rule again, the amount computed here, then the bank's 3-D Secure page. */
  async pay(body: Record<string, unknown>, userId: number | null, lang: Language, clientIp?: string) {
    const sessionUnique = String(body.session_unique ?? '');
    const answer = payAnswer;
    const chosen = await this.chosen(sessionUnique);
    if (!chosen) return answer(false, 408, translate(lang, 'search.timed_out'), true);
    refuseDaysNotOnSale({ departure: chosen.params.departure_date, return: chosen.params.return_date });

    const parsed = paymentSchemaFor(chosen.rules).safeParse(body);
    if (!parsed.success) throw AppError.badRequest(fieldErrorsFromZod(parsed.error));
    const form = parsed.data;
    const owner = { userId, guestCheckout: guestCheckoutKey(form.checkout) };
    const paid = await ownCompletedBooking(this.db, { product: 'flight', sessionUnique, owner });
    if (paid) return answer(false, 409, translate(lang, 'pay.already_booked'), false, '', paid);
    await this.checkNationalities(form.passengers.map((p) => (p.foregein_citizen ? p.nationality : null)));

    const coupon = await usableCoupon(this.db, userId, form.coupon, todayInTurkey());
    if (coupon === undefined) throw AppError.badRequest({ coupon: ['pay.coupon_invalid'] });

    const check = await this.recheck(chosen, sessionUnique, lang);
    if (!check.ok) return answer(false, check.refresh ? 409 : 410, check.message, check.research);

    const trId = await this.turkeyId();
    const opened = await openPayment(
      this.db,
      this.bank,
      {
        product: 'flight',
        sessionUnique,
        owner,
        language: lang,
        contact: { email: form.email.toLowerCase(), phoneCode: form.phone_code, phone: form.phone.replace(/\D/g, '') },
        snapshot: { option: chosen.row.optionId, directions: check.directions },
        price: check.total,
        coupon,
        bill: form.has_invoice ? (form.bill as Record<string, unknown>) : null,
        passengers: form.passengers.map((p) => ({
          paxType: p.pax_type,
          name: p.name,
          surname: p.surname,
          gender: p.gender,
          citizenNumber: p.foregein_citizen ? null : p.citizen_number,
          birthDate: p.birth_date,
          nationalityId: p.foregein_citizen ? p.nationality : trId,
          passport: p.passport?.toUpperCase() ?? null,
          passportExpiryDate: p.passport ? p.passport_expiry_date : null,
        })),
        card: { owner: form.card_owner, number: form.card_number, expiry: form.card_expiry, cvc: form.card_cvc },
        cardBrand: cardBrandOf(form.card_number),
        installment: form.installment,
        clientIp,
      },
      (reference) => `${this.publicUrl}/payment/${reference}/`,
    );
    if (opened.kind === 'already_booked')
      return answer(false, 409, translate(lang, 'pay.already_booked'), false, '', opened.uniqueCode);
    return answer(true, 200, '', false, `${this.publicUrl}/payment/${opened.reference}/`, opened.uniqueCode);
  }

  private async checkNationalities(ids: Array<number | null>) {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return;
    const found = new Set(
      (await this.db.select({ id: countries.id }).from(countries).where(inArray(countries.id, wanted))).map(
        (r) => r.id,
      ),
    );
    const fields: Record<string, string[]> = {};
    ids.forEach((id, i) => {
      if (id !== null && !found.has(id)) fields[`passengers.${i}.nationality`] = ['v.invalid'];
    });
    if (Object.keys(fields).length) throw AppError.badRequest(fields);
  }
}

function flightSearchFormParams(params: Record<string, unknown>): FlightSearchForm {
  return params as unknown as FlightSearchForm;
}
