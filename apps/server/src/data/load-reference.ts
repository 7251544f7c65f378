import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as t from '../db/schema.js';
import { catalogs } from '../lib/i18n.js';
import { sanitizeHtml } from '../lib/sanitize-html.js';
import { airlineRows } from './reference/airlines.js';
import { airportRows } from './reference/airports.js';
import { countryRows } from './reference/countries.js';
import { CURRENCY_ROWS } from './reference/currencies.js';

type Localised = { tr: string; en: string };
const readJson = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./content/${name}`, import.meta.url), 'utf8'));

interface FaqFile {
  key: string;
  category: Localised;
  question: Localised;
  answer: Localised;
}
interface PageFile {
  key: string;
  page_type_code: string;
  title: Localised;
  content: Localised;
}
interface BranchFile {
  key: string;
  name: Localised;
  address: string;
  phone: string;
  email: string;
}
interface LocationFile {
  key: string;
  kind: string;
  name: Localised;
  address: string;
  region: string;
  iata?: string;
  latitude: number;
  longitude: number;
  popularity: number;
}
interface NotificationFile {
  key: string;
  title: Localised;
  content: Localised;
  days_ago: number;
}

/** The broadcast notifications older versions loaded at start (see loadReferenceData). */
const RETIRED_BROADCAST_KEYS = [
  'app-update-faster-search',
  'kurban-bayrami-travel-tips',
  'cappadocia-transfers',
  'price-alerts-launch',
  '3d-secure-reminder',
  'new-domestic-routes',
  'saved-invoice-details',
  'antalya-coast-transfers',
  'coupons-at-checkout',
  'flight-number-for-transfers',
  'search-session-20-minutes',
  'izmir-office-opening',
  'passport-validity-reminder',
  'scheduled-maintenance-completed',
];

/**
 * Broadcast notifications for a demo (`npm run seed:demo`) and the tests: evergreen tips about what
 * the product really does. Idempotent (upsert by key).
 */
export async function loadDemoBroadcasts(db: Db): Promise<number> {
  const rows = readJson<NotificationFile[]>('demo-notifications.json');
  const now = Date.now();
  await upsert(
    db,
    t.notifications,
    t.notifications.key,
    rows.map((n) => ({
      key: n.key,
      titleTr: n.title.tr,
      titleEn: n.title.en,
      contentTr: n.content.tr,
      contentEn: n.content.en,
      createdAt: new Date(now - n.days_ago * 86_400_000 - 3_600_000),
    })),
    ['titleTr', 'titleEn', 'contentTr', 'contentEn'],
  );
  return rows.length;
}

/** Everything loaded at start, computed from the repo and the reference packages. */
function referenceSet() {
  return {
    countries: countryRows(),
    airports: airportRows(),
    airlines: airlineRows(),
    currencies: CURRENCY_ROWS,
    faqs: readJson<FaqFile[]>('faqs.json'),
    pages: readJson<PageFile[]>('corporate-pages.json'),
    branches: readJson<BranchFile[]>('branches.json'),
    transferLocations: readJson<LocationFile[]>('transfer-locations.json'),
    catalogs: Object.values(catalogs),
  };
}

/** Inserts in chunks and updates on conflict, so a second run (or a second instance) changes nothing twice. */
async function upsert<T extends PgTable>(
  db: Db,
  table: T,
  target: unknown,
  rows: T['$inferInsert'][],
  update: string[],
) {
  const set = Object.fromEntries(update.map((col) => [col, sql.raw(`excluded.${toSnake(col)}`)]));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 500))
      // biome-ignore lint/suspicious/noExplicitAny: drizzle's conflict target type is per-table
      .onConflictDoUpdate({ target: target as any, set: set as never });
  }
}
const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Loads the reference data once per version: the version is a hash of all of it, kept in `meta`,
 * so a restart with unchanged data costs one query.
 */
export async function loadReferenceData(
  db: Db,
  opts: { force?: boolean } = {},
): Promise<{ loaded: boolean; version: string }> {
  const data = referenceSet();
  const version = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
  const current = await db.select().from(t.meta).where(sql`${t.meta.key} = 'reference_version'`);
  if (!opts.force && current[0]?.value === version) return { loaded: false, version };

  await upsert(db, t.countries, t.countries.code, data.countries, ['nameEn', 'nameTr', 'phoneCode']);
  await upsert(db, t.airports, t.airports.code, data.airports, [
    'name',
    'city',
    'cityTr',
    'countryCode',
    'latitude',
    'longitude',
    'timezone',
    'popularity',
  ]);
  await upsert(db, t.airlines, t.airlines.code, data.airlines, ['icao', 'name', 'country']);
  await upsert(db, t.currencies, t.currencies.code, data.currencies, ['nameEn', 'nameTr', 'icon', 'value']);
  await upsert(
    db,
    t.faqs,
    t.faqs.key,
    data.faqs.map((f, position) => ({
      key: f.key,
      position,
      categoryTr: f.category.tr,
      categoryEn: f.category.en,
      questionTr: f.question.tr,
      questionEn: f.question.en,
      answerTr: sanitizeHtml(f.answer.tr),
      answerEn: sanitizeHtml(f.answer.en),
    })),
    ['position', 'categoryTr', 'categoryEn', 'questionTr', 'questionEn', 'answerTr', 'answerEn'],
  );
  await upsert(
    db,
    t.corporatePages,
    t.corporatePages.key,
    data.pages.map((p, position) => ({
      key: p.key,
      position,
      pageTypeCode: p.page_type_code,
      titleTr: p.title.tr,
      titleEn: p.title.en,
      contentTr: sanitizeHtml(p.content.tr),
      contentEn: sanitizeHtml(p.content.en),
    })),
    ['position', 'pageTypeCode', 'titleTr', 'titleEn', 'contentTr', 'contentEn'],
  );
  await upsert(
    db,
    t.branches,
    t.branches.key,
    data.branches.map((b, position) => ({
      key: b.key,
      position,
      nameTr: b.name.tr,
      nameEn: b.name.en,
      address: b.address,
      phone: b.phone,
      email: b.email,
    })),
    ['position', 'nameTr', 'nameEn', 'address', 'phone', 'email'],
  );
  // Earlier versions loaded sample broadcast notifications as reference data, so a first-time guest
  // saw 14 unread tips, some out of season or about features that do not exist. They are demo
  // data now (03 §1): remove them from databases that still hold them.
  await db.delete(t.notifications).where(inArray(t.notifications.key, RETIRED_BROADCAST_KEYS));
  await upsert(
    db,
    t.transferLocations,
    t.transferLocations.key,
    data.transferLocations.map((l) => ({
      key: l.key,
      kind: l.kind,
      nameTr: l.name.tr,
      nameEn: l.name.en,
      address: l.address,
      region: l.region,
      iata: l.iata ?? null,
      latitude: l.latitude,
      longitude: l.longitude,
      popularity: l.popularity,
    })),
    ['kind', 'nameTr', 'nameEn', 'address', 'region', 'iata', 'latitude', 'longitude', 'popularity'],
  );
  await upsert(db, t.i18nCatalogs, t.i18nCatalogs.language, data.catalogs, ['version', 'catalog']);
  await db
    .insert(t.meta)
    .values({ key: 'reference_version', value: version })
    .onConflictDoUpdate({ target: t.meta.key, set: { value: version } });
  return { loaded: true, version };
}
