import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { FlightSupplier } from '../supplier.js';
import { duffelClient } from './duffel-calls.js';
import { DuffelFlightSupplier } from './duffel-supplier.js';
import { IndicativeFares, IndicativeFlightSupplier } from './indicative-fares.js';
import { sellingRateFrom } from './selling-rates.js';
import { TryPrices } from './try-prices.js';

/** The flight suppliers of FLIGHT_SUPPLIER=duffel: the live one, and the indicative one for calendar and alerts. */
export interface ChosenFlightSuppliers {
  live: FlightSupplier;
  /** Searches that must not reach Duffel (each would be billed): the price calendar, the alert rounds. */
  indicative: FlightSupplier;
}

export function duffelSuppliers(opts: {
  accessToken: string;
  apiUrl: string;
  fxMarginPercent: number;
  db: Db;
  log: FastifyBaseLogger;
}): ChosenFlightSuppliers {
  const indicative = new IndicativeFares();
  const live = new DuffelFlightSupplier({
    client: duffelClient(opts),
    prices: new TryPrices(sellingRateFrom(opts.db), opts.fxMarginPercent),
    indicative,
    log: opts.log,
  });
  return { live, indicative: new IndicativeFlightSupplier(indicative) };
}
