import { foldText, type Language, type TransferLocation } from '@yolcu/contract';
import type { Db } from '../../db/client.js';
import { transferLocations } from '../../db/schema.js';
import type { PlaceRef } from '../../integrations/transfers/supplier.js';

type Row = typeof transferLocations.$inferSelect;
interface Indexed {
  row: Row;
  names: string[];
  words: string[];
  address: string;
  iata: string;
}

const RESULT_LIMIT = 20;

const indexes = new WeakMap<Db, Promise<Indexed[]>>();

/** In-memory index of the curated transfer locations, once per database (they change only with a release). */
function indexOf(db: Db): Promise<Indexed[]> {
  let index = indexes.get(db);
  if (!index) {
    index = db
      .select()
      .from(transferLocations)
      .then((rows) =>
        rows.map((row) => {
          const names = [...new Set([foldText(row.nameTr), foldText(row.nameEn)])];
          return {
            row,
            names,
            words: names.flatMap((n) => n.split(/[\s\-/()]+/)).filter(Boolean),
            address: foldText(row.address),
            iata: (row.iata ?? '').toLowerCase(),
          };
        }),
      );
    // A failed read is tried again next time instead of being kept.
    index.catch(() => indexes.delete(db));
    indexes.set(db, index);
  }
  return index;
}

/** The transfer locations at airports, from the same index (`db` is the app's database, not a transaction). */
export async function airportLocations(db: Db): Promise<Row[]> {
  return (await indexOf(db)).filter((l) => l.row.kind === 'airport').map((l) => l.row);
}

export class LocationSearch {
  constructor(private readonly db: Db) {}

  private load() {
    return indexOf(this.db);
  }

  async popular(lang: Language): Promise<TransferLocation[]> {
    const all = await this.load();
    return all
      .filter((l) => l.row.popularity >= 50)
      .sort((a, b) => b.row.popularity - a.row.popularity)
      .slice(0, RESULT_LIMIT)
      .map((l) => toLocation(l.row, lang));
  }

  /** Name, then word, then address matches, in Turkish or English spelling; busier places first. */
  async search(keyword: string, lang: Language): Promise<TransferLocation[]> {
    const q = foldText(keyword);
    const scored: Array<[number, Indexed]> = [];
    for (const l of await this.load()) {
      const score =
        l.iata === q
          ? 100
          : l.names.includes(q)
            ? 90
            : l.names.some((n) => n.startsWith(q))
              ? 70
              : l.words.some((w) => w.startsWith(q))
                ? 50
                : l.address.includes(q)
                  ? 30
                  : 0;
      if (score > 0) scored.push([score + l.row.popularity / 100, l]);
    }
    scored.sort((a, b) => b[0] - a[0]);
    return scored.slice(0, RESULT_LIMIT).map(([, l]) => toLocation(l.row, lang));
  }

  async place(id: number): Promise<(PlaceRef & { row: Row }) | undefined> {
    const row = (await this.load()).find((l) => l.row.id === id)?.row;
    return (
      row && {
        id: row.id,
        name: row.nameEn,
        region: row.region,
        kind: row.kind,
        latitude: row.latitude,
        longitude: row.longitude,
        row,
      }
    );
  }
}

export function toLocation(row: Row, lang: Language): TransferLocation {
  return { id: row.id, name: lang === 'tr' ? row.nameTr : row.nameEn, address: row.address };
}
