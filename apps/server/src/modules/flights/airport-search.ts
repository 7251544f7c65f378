import { type Airport, foldText, type Language } from '@yolcu/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { airports } from '../../db/schema.js';
import { BUSY_AIRPORTS, CITY_NAMES, CLOSED_AIRPORTS, METRO_BY_CODE } from '../../data/reference/airport-cities.js';
import { airportNameIn } from '../../data/reference/airports.js';
import type { AirportRef } from '../../integrations/flights/supplier.js';
import { translate } from '../../lib/i18n.js';

type AirportRow = typeof airports.$inferSelect;

interface IndexedAirport {
  row: AirportRow;
  code: string;
  /** Folded city names: English, Turkish and curated aliases. */
  cities: string[];
  /** Folded words of the airport's name and of its city names. */
  words: string[];
  name: string;
  /** 1-99 for busy airports (BUSY_AIRPORTS, Turkey's airports), 0 for the rest. */
  importance: number;
  /** For a city of several airports: its open airports. */
  members?: IndexedAirport[];
}

const RESULT_LIMIT = 20;
const CACHE_SIZE = 1000;

/** Match tiers: exact code, then busy airports by city, then other city/word prefixes, then substrings. */
const EXACT_CODE = 1000;
const BUSY_CITY_EXACT = 800;
const BUSY_CITY_PREFIX = 700;
const CITY_EXACT = 600;
const CITY_PREFIX = 500;
const WORD_PREFIX = 400;
const SUBSTRING = 100;

/** Every three-letter run of a text: a keyword's matches all contain each of its own. */
const trigrams = (text: string) => {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) out.add(text.slice(i, i + 3));
  return out;
};
const wordsOf = (text: string) => text.split(/[\s\-/().,']+/).filter(Boolean);

const importanceByCode = new Map(
  BUSY_AIRPORTS.map((code, i) => [code, 10 + Math.round(((BUSY_AIRPORTS.length - i) / BUSY_AIRPORTS.length) * 89)]),
);
const aliasesByCode = new Map(CITY_NAMES.flatMap((city) => city.codes.map((code) => [code, city.aliases ?? []])));
const countryOverride = new Map(
  CITY_NAMES.flatMap((city) => (city.country ? city.codes.map((code) => [code, city.country!]) : [])),
);
const regionNames = {
  tr: new Intl.DisplayNames(['tr'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
};

/**
 * In-memory airport index: reference data only changes on restart. A trigram index narrows a
 * keyword to the few airports whose code, city or name contain its rarest three letters, so a
 * search scores tens of rows instead of ~5,600; answers are kept in a small cache by keyword,
 * since autocomplete asks the same prefixes again and again. Closed airports are left out, and a
 * city of several airports is one more entry that leads its airports.
 */
export class AirportSearch {
  private index: Promise<{
    all: IndexedAirport[];
    byCode: Map<string, AirportRow>;
    byId: Map<number, AirportRow>;
    byTrigram: Map<string, IndexedAirport[]>;
  }> | null = null;
  private readonly cache = new LRUCache<string, Airport[]>({ max: CACHE_SIZE });

  constructor(private readonly db: Db) {}

  private load() {
    this.index ??= this.db
      .select()
      .from(airports)
      .then((rows) => {
        const byCode = new Map(rows.map((row) => [row.code, row]));
        const byId = new Map(rows.map((row) => [row.id, row]));
        const open = rows.filter((row) => !(row.code in CLOSED_AIRPORTS));
        const entries = new Map<string, IndexedAirport>();
        for (const row of open) {
          const cities = [...new Set([row.city, row.cityTr, ...(aliasesByCode.get(row.code) ?? [])].map(foldText))];
          const name = foldText(row.name);
          entries.set(row.code, {
            row,
            code: row.code.toLowerCase(),
            cities,
            name,
            words: [...new Set([...wordsOf(name), ...cities.flatMap(wordsOf)])],
            importance: importanceByCode.get(row.code) ?? (row.countryCode === 'TR' ? 5 : 0),
          });
        }
        for (const [code, city] of METRO_BY_CODE) {
          const entry = entries.get(code);
          if (!entry) continue;
          entry.members = city.airports.map((c) => entries.get(c)).filter((e) => e !== undefined);
          entry.importance = Math.max(0, ...entry.members.map((e) => e.importance));
          entry.words = entry.words.filter((w) => entry.cities.some((c) => wordsOf(c).includes(w)));
          entry.name = entry.cities[0]!;
          if (entry.members.length < 2) entries.delete(code);
        }
        const all = [...entries.values()];
        const byTrigram = new Map<string, IndexedAirport[]>();
        for (const a of all) {
          for (const g of trigrams([a.code, ...a.cities, a.name].join(' '))) {
            const list = byTrigram.get(g);
            if (list) list.push(a);
            else byTrigram.set(g, [a]);
          }
        }
        return { all, byCode, byId, byTrigram };
      });
    return this.index;
  }

  /** Popular airports, busiest first. */
  async popular(lang: Language): Promise<Airport[]> {
    const { all } = await this.load();
    return all
      .filter((a) => a.row.popularity > 0 && !a.members)
      .sort((a, b) => b.row.popularity - a.row.popularity)
      .map((a) => toAirport(a, lang));
  }

  /**
   * Matches by code, city (English, Turkish or an alias) or name in either spelling: an exact code
   * first, then busy airports whose city is or starts with the keyword, then other prefixes, then
   * substrings; busier airports first within a tier. A matching city of several airports comes just
   * before its airports that match by name (an airport whose own code was typed stays first).
   */
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
      // A city choice carries its busiest airport's importance: half a point puts it just before its airports.
      if (score > 0) scored.push([a.members ? score + 0.5 : score, a]);
    }
    const found = topOf(scored).map(([, a]) => toAirport(a, lang));
    this.cache.set(cacheKey, found);
    return found;
  }

  /** An airport's reference row by id (closed ones too), from memory: a search or a booking asks several times. */
  async rowById(id: number): Promise<AirportRow | undefined> {
    return (await this.load()).byId.get(id);
  }

  async rowByCode(code: string): Promise<AirportRow | undefined> {
    return (await this.load()).byCode.get(code);
  }

  /** The supplier's view of an airport, by IATA code. */
  async refByCode(code: string): Promise<AirportRef | undefined> {
    const row = (await this.load()).byCode.get(code);
    return row && airportRef(row);
  }
}

export const airportRef = (row: AirportRow): AirportRef => ({
  id: row.id,
  code: row.code,
  name: row.name,
  city: row.city,
  countryCode: row.countryCode,
  latitude: row.latitude,
  longitude: row.longitude,
  timezone: row.timezone,
});

const byScore = (x: [number, IndexedAirport], y: [number, IndexedAirport]) =>
  y[0] - x[0] || x[1].code.localeCompare(y[1].code);

/** The best RESULT_LIMIT, best first, without sorting thousands of hits for a word like "airport". */
function topOf(scored: Array<[number, IndexedAirport]>) {
  if (scored.length <= RESULT_LIMIT * 4) return scored.sort(byScore).slice(0, RESULT_LIMIT);
  const top = scored.slice(0, RESULT_LIMIT).sort(byScore);
  for (let i = RESULT_LIMIT; i < scored.length; i++) {
    const hit = scored[i]!;
    if (byScore(hit, top[RESULT_LIMIT - 1]!) >= 0) continue;
    let at = RESULT_LIMIT - 1;
    while (at > 0 && byScore(hit, top[at - 1]!) < 0) at--;
    top.splice(at, 0, hit);
    top.pop();
  }
  return top;
}

function scoreOf(a: IndexedAirport, q: string): number {
  if (a.code === q) return EXACT_CODE + a.importance;
  const busy = a.importance > 0;
  if (a.cities.includes(q)) return (busy ? BUSY_CITY_EXACT : CITY_EXACT) + a.importance;
  if (a.cities.some((c) => c.startsWith(q))) return (busy ? BUSY_CITY_PREFIX : CITY_PREFIX) + a.importance;
  if (a.words.some((w) => w.startsWith(q))) return WORD_PREFIX + a.importance;
  if (a.name.includes(q) || a.cities.some((c) => c.includes(q))) return SUBSTRING + a.importance;
  return 0;
}

/** The country's name in the request language (Ercan's is curated: the north of Cyprus). */
export function countryName(code: string, countryCode: string, lang: Language): string {
  const override = countryOverride.get(code);
  if (override) return override[lang];
  try {
    return regionNames[lang].of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** A city of several airports: "İstanbul (tüm havalimanları)" in the request language. */
export const cityChoiceName = (city: string, lang: Language) => translate(lang, `airports.city_all|${city}`);

const views = new WeakMap<IndexedAirport, Partial<Record<Language, Airport>>>();

/** An entry as the API shows it in a language, built once per entry and language. */
function toAirport(a: IndexedAirport, lang: Language): Airport {
  const known = views.get(a) ?? {};
  if (!known[lang]) {
    known[lang] = airportView(a, lang);
    views.set(a, known);
  }
  return known[lang];
}

function airportView(a: IndexedAirport, lang: Language): Airport {
  const { row } = a;
  const city = lang === 'tr' ? row.cityTr : row.city;
  return {
    id: row.id,
    code: row.code,
    name: a.members ? cityChoiceName(city, lang) : airportNameIn(row.name, lang),
    city,
    country_code: row.countryCode,
    country: countryName(row.code, row.countryCode, lang),
    type: a.members ? 'city' : 'airport',
    ...(a.members ? { airports: a.members.map((m) => m.row.code) } : {}),
  };
}
