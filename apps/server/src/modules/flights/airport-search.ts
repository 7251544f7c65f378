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
const CACHE_SIZE = 1000;

/** Every three-letter run of a text: a keyword's matches all contain each of its own. */
const trigrams = (text: string) => {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) out.add(text.slice(i, i + 3));
  return out;
};

/**
 * In-memory airport index: reference data only changes on restart. A trigram index narrows a
 * keyword to the few airports whose code, city or name contain its rarest three letters, so a
 * search scores tens of rows instead of ~5,600; answers are kept in a small cache by keyword,
 * since autocomplete asks the same prefixes again and again.
 */
export class AirportSearch {
  private index: Promise<{ all: IndexedAirport[]; byTrigram: Map<string, IndexedAirport[]> }> | null = null;
  private readonly cache = new Map<string, Airport[]>();

  constructor(private readonly db: Db) {}

  private load() {
    this.index ??= this.db
      .select()
      .from(airports)
      .then((rows) => {
        const all = rows.map((row) => ({
          row,
          code: row.code.toLowerCase(),
          cities: [...new Set([foldText(row.city), foldText(row.cityTr)])],
          name: foldText(row.name),
          nameWords: foldText(row.name)
            .split(/[\s\-/()]+/)
            .filter(Boolean),
        }));
        const byTrigram = new Map<string, IndexedAirport[]>();
        for (const a of all) {
          for (const g of trigrams([a.code, ...a.cities, a.name].join(' '))) {
            const list = byTrigram.get(g);
            if (list) list.push(a);
            else byTrigram.set(g, [a]);
          }
        }
        return { all, byTrigram };
      });
    return this.index;
  }

  /** Popular airports, busiest first. */
  async popular(lang: Language): Promise<Airport[]> {
    const { all } = await this.load();
    return all
      .filter((a) => a.row.popularity > 0)
      .sort((a, b) => b.row.popularity - a.row.popularity)
      .map((a) => toAirport(a.row, lang));
  }

  /** Matches by code, city or name in either spelling; exact code first, then city, then name. */
  async search(keyword: string, lang: Language): Promise<Airport[]> {
    const q = foldText(keyword);
    const cacheKey = `${lang}:${q}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const { all, byTrigram } = await this.load();
    // The rarest trigram's list holds every possible match (keywords here have 3+ letters).
    let candidates: IndexedAirport[] = q.length < 3 ? all : [];
    if (q.length >= 3) {
      for (const g of trigrams(q)) {
        const list = byTrigram.get(g) ?? [];
        if (candidates.length === 0 || list.length < candidates.length) candidates = list;
        if (list.length === 0) break;
      }
    }
    const scored: Array<[number, IndexedAirport]> = [];
    for (const a of candidates) {
      const score = scoreOf(a, q);
      if (score > 0) scored.push([score + a.row.popularity / 100, a]);
    }
    scored.sort((x, y) => y[0] - x[0] || x[1].code.localeCompare(y[1].code));
    const found = scored.slice(0, RESULT_LIMIT).map(([, a]) => toAirport(a.row, lang));
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(cacheKey, found);
    return found;
  }

  /** The supplier's view of an airport, by IATA code. */
  async refByCode(code: string): Promise<AirportRef | undefined> {
    const row = (await this.load()).all.find((a) => a.row.code === code)?.row;
    return (
      row && {
        id: row.id,
        code: row.code,
        name: row.name,
        city: row.city,
        countryCode: row.countryCode,
        latitude: row.latitude,
        longitude: row.longitude,
        timezone: row.timezone,
      }
    );
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
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    city: lang === 'tr' ? row.cityTr : row.city,
    country_code: row.countryCode,
  };
}
