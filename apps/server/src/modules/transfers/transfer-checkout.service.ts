import {
  cardBrandOf,
  type Language,
  type TransferSearchForm,
  todayInTurkey,
  transferPaymentSchema,
} from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Bank } from '../../integrations/bank/bank.js';
import type { TransferOffer, TransferQuery, TransferSupplier } from '../../integrations/transfers/supplier.js';
import { translate } from '../../lib/i18n.js';
import { fieldErrorsFromZod } from '../../lib/validation-errors.js';
import { guestCheckoutKey } from '../bookings/booking-identity.js';
import { openPayment, ownCompletedBooking, usableCoupon } from '../bookings/bookings.service.js';
import { payAnswer, priceChangedMessage } from '../payments/pay-answers.js';
import { timedOut } from '../search-sessions/search-sessions.js';
import { refuseDaysNotOnSale } from '../search-sessions/stored-form.js';
import type { LocationSearch } from './location-search.js';
import type { TransferSearchService } from './transfer-search.service.js';
import { type PlaceSnapshot, type TransferSnapshot, transferPrice, transferView } from './transfer-offer-view.js';

interface Selection {
  product_id: string;
  /** The vehicle price the traveller agreed to after a "price changed" answer. */
  agreed_total?: number;
}

/** The transfer payment calls of 03 §7: payment data, before-payment and pay. */
export class TransferCheckout {
  constructor(
    private readonly db: Db,
    private readonly searches: TransferSearchService,
    private readonly locations: LocationSearch,
    private readonly supplier: TransferSupplier,
    private readonly bank: Bank,
    private readonly publicUrl: string,
  ) {}

  private async chosen(sessionUnique: string) {
    const { row, timeLeft, results } = await this.searches.sessions.load(sessionUnique);
    const selection = row.selection as Selection | null;
    if (timeLeft === 0 || !selection) return null;
    const shown = results.find((o) => o.id === selection.product_id);
    if (!shown) return null;
    const params = (await this.searches.sessions.optionParams(row.optionId)) as unknown as TransferSearchForm;
    const [from, to] = await Promise.all([
      this.locations.place(params.departure_location_id),
      this.locations.place(params.arrival_location_id),
    ]);
    if (!from || !to) return null;
    const query: TransferQuery = {
      from,
      to,
      date: params.departure_date,
      time: params.departure_pickup_time,
      passengers: params.passenger_count,
      baggage: params.baggage_count,
    };
    const snap = (p: typeof from): PlaceSnapshot => ({
      id: p.id,
      nameTr: p.row.nameTr,
      nameEn: p.row.nameEn,
      address: p.row.address,
      kind: p.kind,
    });
    return {
      row,
      timeLeft,
      params,
      selection,
      shown,
      query,
      from: snap(from),
      to: snap(to),
      agreedTotal: selection.agreed_total ?? shown.price.total,
    };
  }

  /** The vehicle priced now; null when it is gone (the vendor's fleet is out at that time). */
  private async recheck(
    chosen: NonNullable<Awaited<ReturnType<TransferCheckout['chosen']>>>,
    sessionUnique: string,
    lang: Language,
  ) {
    const offer = await this.supplier.price(chosen.query, chosen.shown.id);
    if (!offer)
      return { ok: false as const, message: translate(lang, 'pay.vehicle_gone'), refresh: false, research: true };
    if (offer.price.total !== chosen.agreedTotal) {
      await this.searches.sessions.saveSelection(sessionUnique, {
        ...chosen.selection,
        agreed_total: offer.price.total,
      });
      return {
        ok: false as const,
        message: priceChangedMessage(lang, chosen.agreedTotal, offer.price.total),
        refresh: true,
        research: false,
      };
    }
    return { ok: true as const, offer };
  }

  async paymentData(sessionUnique: string, lang: Language) {
    const chosen = await this.chosen(sessionUnique);
    if (!chosen) return timedOut(lang);
    const offer = (await this.supplier.price(chosen.query, chosen.shown.id)) ?? null;
    if (!offer) return { status: false, research: true, message: translate(lang, 'pay.vehicle_gone') };
    const view = transferView(
      {
        offer,
        from: chosen.from,
        to: chosen.to,
        date: chosen.params.departure_date,
        time: chosen.params.departure_pickup_time,
        passengers: chosen.params.passenger_count,
        extras: [],
        price: transferPrice(offer, new Map()),
      },
      lang,
      null,
    );
    return {
      ...view,
      form_rules: { passenger_count: chosen.params.passenger_count },
      option: chosen.row.optionId,
      time_out_seconds: chosen.timeLeft,
    };
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

  async pay(body: Record<string, unknown>, userId: number | null, lang: Language, clientIp?: string) {
    const sessionUnique = String(body.session_unique ?? '');
    const chosen = await this.chosen(sessionUnique);
    if (!chosen) return payAnswer(false, 408, translate(lang, 'search.timed_out'), true);
    refuseDaysNotOnSale({ departure: chosen.params.departure_date });

    const parsed = transferPaymentSchema({ passenger_count: chosen.params.passenger_count }).safeParse(body);
    if (!parsed.success) throw AppError.badRequest(fieldErrorsFromZod(parsed.error));
    const form = parsed.data;
    const owner = { userId, guestCheckout: guestCheckoutKey(form.checkout) };
    const paid = await ownCompletedBooking(this.db, { product: 'transfer', sessionUnique, owner });
    if (paid) return payAnswer(false, 409, translate(lang, 'pay.already_booked'), false, '', paid);
    const leaderNationality = form.passengers[0]!.nationality!;
    const [nation] = await this.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, leaderNationality));
    if (!nation) throw AppError.badRequest({ 'passengers.0.nationality': ['v.invalid'] });
    const quantities = extrasOf(chosen.shown, form.extra_products);
    if (quantities instanceof AppError) throw quantities;

    const coupon = await usableCoupon(this.db, userId, form.coupon, todayInTurkey());
    if (coupon === undefined) throw AppError.badRequest({ coupon: ['pay.coupon_invalid'] });
    const check = await this.recheck(chosen, sessionUnique, lang);
    if (!check.ok) return payAnswer(false, check.refresh ? 409 : 410, check.message, check.research);

    const price = transferPrice(check.offer, quantities);
    const names = (p: PlaceSnapshot) => (lang === 'tr' ? p.nameTr : p.nameEn);
    const snapshot: TransferSnapshot = {
      option: chosen.row.optionId,
      offer: check.offer,
      from: chosen.from,
      to: chosen.to,
      date: chosen.params.departure_date,
      time: chosen.params.departure_pickup_time,
      passengers: chosen.params.passenger_count,
      extras: check.offer.extras
        .filter((e) => (quantities.get(e.id) ?? 0) > 0)
        .map((e) => ({
          id: e.id,
          code: e.code,
          price: e.price,
          quantity: quantities.get(e.id)!,
          max_quantity: e.max_quantity,
        })),
      price,
      transfer: form.transfer,
      departure_datetime: `${chosen.params.departure_date}T${chosen.params.departure_pickup_time}:00+03:00`,
      departure_location: { name: names(chosen.from) },
      arrival_location: { name: names(chosen.to) },
    };
    const opened = await openPayment(
      this.db,
      this.bank,
      {
        product: 'transfer',
        sessionUnique,
        owner,
        language: lang,
        contact: { email: form.email.toLowerCase(), phoneCode: form.phone_code, phone: form.phone.replace(/\D/g, '') },
        snapshot: snapshot as unknown as Record<string, unknown>,
        price: price.total,
        coupon,
        bill: form.has_invoice ? (form.bill as Record<string, unknown>) : null,
        passengers: form.passengers.map((p, i) => ({
          paxType: i === 0 ? 'LEADER' : 'PASSENGER',
          name: p.name,
          surname: p.surname,
          gender: null,
          citizenNumber: null,
          birthDate: null,
          nationalityId: i === 0 ? leaderNationality : null,
          passport: null,
          passportExpiryDate: null,
        })),
        card: { owner: form.card_owner, number: form.card_number, expiry: form.card_expiry, cvc: form.card_cvc },
        cardBrand: cardBrandOf(form.card_number),
        installment: form.installment,
        clientIp,
      },
      (reference) => `${this.publicUrl}/payment/${reference}/`,
    );
    if (opened.kind === 'already_booked')
      return payAnswer(false, 409, translate(lang, 'pay.already_booked'), false, '', opened.uniqueCode);
    return payAnswer(true, 200, '', false, `${this.publicUrl}/payment/${opened.reference}/`, opened.uniqueCode);
  }
}

/** Quantities by extra id: an unknown extra or one beyond its `max_quantity` is a field error. */
function extrasOf(offer: TransferOffer, requested: Record<string, number>): Map<number, number> | AppError {
  const quantities = new Map<number, number>();
  const fields: Record<string, string[]> = {};
  for (const [id, quantity] of Object.entries(requested)) {
    const extra = offer.extras.find((e) => e.id === Number(id));
    if (!extra) fields[`extra_products.${id}`] = ['pay.extra_unknown'];
    else if (quantity > extra.max_quantity)
      fields[`extra_products.${id}`] = [`v.value_between|0|${extra.max_quantity}`];
    else if (quantity > 0) quantities.set(extra.id, quantity);
  }
  return Object.keys(fields).length ? AppError.badRequest(fields) : quantities;
}
