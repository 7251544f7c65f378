import { type Airport, foldText, type Language } from '@yolcu/contract';
import type { Db } from '../../db/client.js';
import { airports } from '../../db/schema.js';
import type { AirportRef } from '../../integrations/flights/supplier.js';

interface IndexedAirport {
  row: typeof airports.$inferSelect;
  code: string;
  cities: string[];
  nameWords: string[];
  name: string;
}

const RESULT_LIMIT = 20;

/**
 * In-memory airport index: reference data only changes on restart, and matching ~5,600 rows in
 * memory answers in well under a millisecond, far below a database round trip.
 */
export class AirportSearch {
  private index: Promise<IndexedAirport[]> | null = null;

  constructor(private readonly db: Db) {}

  private load(): Promise<IndexedAirport[]> {
    this.index ??= this.db
      .select()
      .from(airports)
      .then((rows) =>
        rows.map((row) => ({
          row,
          code: row.code.toLowerCase(),
          cities: [...new Set([foldText(row.city), foldText(row.cityTr)])],
          name: foldText(row.name),
          nameWords: foldText(row.name).split(/[\s\-/()]+/).filter(Boolean),
        })),
      );
    return this.index;
  }

  /** Popular airports, busiest first. */
  async popular(lang: Language): Promise<Airport[]> {
    const all = await this.load();
    return all
      .filter((a) => a.row.popularity > 0)
      .sort((a, b) => b.row.popularity - a.row.popularity)
      .map((a) => toAirport(a.row, lang));
  }

  /** Matches by code, city or name in either spelling; exact code first, then city, then name. */
  async search(keyword: string, lang: Language): Promise<Airport[]> {
    const q = foldText(keyword);
    const all = await this.load();
    const scored: Array<[number, IndexedAirport]> = [];
    for (const a of all) {
      const score = scoreOf(a, q);
      if (score > 0) scored.push([score + a.row.popularity / 100, a]);
    }
    scored.sort((x, y) => y[0] - x[0] || x[1].code.localeCompare(y[1].code));
    return scored.slice(0, RESULT_LIMIT).map(([, a]) => toAirport(a.row, lang));
  }

  /** The supplier's view of an airport, by IATA code. */
  async refByCode(code: string): Promise<AirportRef | undefined> {
    const row = (await this.load()).find((a) => a.row.code === code)?.row;
    return row && { id: row.id, code: row.code, name: row.name, city: row.city, countryCode: row.countryCode, latitude: row.latitude, longitude: row.longitude, timezone: row.timezone };
  }
}

function scoreOf(a: IndexedAirport, q: string): number {
  if (a.code === q) return 100;
  if (a.cities.includes(q)) return 80;
  if (a.cities.some((c) => c.startsWith(q))) return 60;
  if (a.nameWords.some((w) => w.startsWith(q))) return 40;
  if (a.name.includes(q) || a.cities.some((c) => c.includes(q))) return 20;
  return 0;
}

function toAirport(row: typeof airports.$inferSelect, lang: Language): Airport {
  return { id: row.id, code: row.code, name: row.name, city: lang === 'tr' ? row.cityTr : row.city, country_code: row.countryCode };
}
