import type { Language, TransferSearchForm, TransferSelect } from '@yolcu/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { TransferOffer, TransferSupplier } from '../../integrations/transfers/supplier.js';
import { translate } from '../../lib/i18n.js';
import { SearchSessions, timedOut } from '../search-sessions/search-sessions.js';
import { type LocationSearch, toLocation } from './location-search.js';
import { vehicleView, vendorView } from './transfer-offer-view.js';

/** One result as 02 §3 shows it; labels are translated when the session is read. */
function toResult(o: TransferOffer, lang: Language) {
  const tr = (key: string) => translate(lang, key);
  return {
    product_id: o.id,
    information: {
      transfer_type_code: o.transferType.code,
      transfer_type: tr(`transfer_type.${o.transferType.key}`),
      duration: o.durationMinutes,
      distance: o.distanceKm,
      services: o.services.map((s) => ({ name: tr(s) })),
    },
    vehicle: vehicleView(o, lang),
    vendor: vendorView(o),
    price: { total: o.price.total, base: o.price.base, discount: o.price.discount, campaign: o.price.campaign },
  };
}
type TransferResult = ReturnType<typeof toResult>;

const uniqueBy = <T, K>(items: T[], key: (t: T) => K) => [...new Map(items.map((i) => [key(i), i])).values()];

function statistics(results: TransferResult[]) {
  if (results.length === 0) return null;
  const prices = results.map((r) => r.price.total);
  return {
    transfer_types: uniqueBy(results, (r) => r.information.transfer_type_code).map((r) => ({
      code: r.information.transfer_type_code,
      name: r.information.transfer_type,
    })),
    brands: uniqueBy(
      results.map((r) => r.vehicle.brand),
      (b) => b.id,
    ),
    models: uniqueBy(
      results.map((r) => r.vehicle.model),
      (m) => m.id,
    ),
    vehicle_types: uniqueBy(results, (r) => r.vehicle.vehicle_type_code).map((r) => ({
      code: r.vehicle.vehicle_type_code,
      name: r.vehicle.vehicle_type,
    })),
    vendors: uniqueBy(
      results.map((r) => r.vendor),
      (v) => v.id,
    ),
    price: { min: Math.min(...prices), max: Math.max(...prices) },
  };
}

export class TransferSearchService {
  readonly sessions: SearchSessions<TransferOffer[]>;

  constructor(
    db: Db,
    private readonly locations: LocationSearch,
    private readonly supplier: TransferSupplier,
  ) {
    this.sessions = new SearchSessions<TransferOffer[]>(db, 'transfer');
  }

  private async place(id: number, field: string) {
    const place = await this.locations.place(id);
    if (!place) throw AppError.badRequest({ [field]: ['transfer.location_unknown'] });
    return place;
  }

  async start(form: TransferSearchForm, userId: number | null) {
    const from = await this.place(form.departure_location_id, 'departure_location_id');
    const to = await this.place(form.arrival_location_id, 'arrival_location_id');
    const optionId = await this.sessions.optionFor({ ...form });
    const offers = await this.supplier.search({
      from,
      to,
      date: form.departure_date,
      time: form.departure_pickup_time,
      passengers: form.passenger_count,
      baggage: form.baggage_count,
    });
    const sessionUnique = await this.sessions.create(optionId, userId, offers);
    return { form_data: { ...form, option: optionId }, session_unique: sessionUnique };
  }

  /** The lowest price a search finds now (price alerts); null when no vehicle is offered. */
  async lowestPrice(form: TransferSearchForm): Promise<number | null> {
    const from = await this.place(form.departure_location_id, 'departure_location_id');
    const to = await this.place(form.arrival_location_id, 'arrival_location_id');
    const offers = await this.supplier.search({
      from,
      to,
      date: form.departure_date,
      time: form.departure_pickup_time,
      passengers: form.passenger_count,
      baggage: form.baggage_count,
    });
    return offers.length ? Math.min(...offers.map((o) => o.price.total)) : null;
  }

  async describeOption(id: number, params: Record<string, unknown>, lang: Language) {
    const p = params as TransferSearchForm;
    const [from, to] = await Promise.all([
      this.place(p.departure_location_id, 'departure_location_id'),
      this.place(p.arrival_location_id, 'arrival_location_id'),
    ]);
    return {
      id,
      departure_date: p.departure_date,
      departure_pickup_time: p.departure_pickup_time,
      departure_location: toLocation(from.row, lang),
      arrival_location: toLocation(to.row, lang),
      passenger_count: p.passenger_count,
      baggage_count: p.baggage_count,
    };
  }

  async view(sessionUnique: string, lang: Language) {
    const { row, timeLeft, results } = await this.sessions.load(sessionUnique);
    if (timeLeft === 0) return timedOut(lang);
    const search = results.map((o) => toResult(o, lang));
    return {
      status: true as const,
      search,
      statistics: statistics(search),
      search_options: await this.describeOption(row.optionId, await this.sessions.optionParams(row.optionId), lang),
      time_out_seconds: timeLeft,
    };
  }

  async select(input: TransferSelect, lang: Language) {
    const { timeLeft, results } = await this.sessions.load(input.session_unique);
    if (timeLeft === 0) return timedOut(lang);
    if (!results.some((o) => o.id === input.product_id))
      return { status: false, research: false, message: translate(lang, 'transfer.select_invalid') };
    await this.sessions.saveSelection(input.session_unique, { product_id: input.product_id });
    return { status: true, research: false, message: '' };
  }
}
