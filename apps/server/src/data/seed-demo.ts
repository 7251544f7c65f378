/**
 * `npm run seed:demo`: data only a demo needs (03 §1), loaded on request, never at start: a demo
 * account, its coupons (usable, used, expired), a saved passenger, an invoice, a personal
 * notification, and broadcast notifications (tips everyone sees). Safe to run twice: an existing
 * demo account is left as it is.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { refuseBesideServer } from '../db/embedded-owner.js';
import { bills, countries, coupons, notifications, savedPassengers, users } from '../db/schema.js';
import { hashPassword } from '../lib/secrets.js';
import { loadDemoBroadcasts, loadReferenceData } from './load-reference.js';

export const DEMO_EMAIL = 'demo@yolcu.example';
export const DEMO_PASSWORD = 'Yolcu-Demo-2026';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) refuseBesideServer(config.dataDir, 'seed:demo');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await loadReferenceData(database.db);
  const { db } = database;
  await loadDemoBroadcasts(db);
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) {
    console.log(`Demo account already there: ${DEMO_EMAIL}`);
    await database.close();
    return;
  }
  const [user] = await db
    .insert(users)
    .values({
      username: 'demo',
      email: DEMO_EMAIL,
      firstName: 'Deniz',
      lastName: 'Yolcu',
      phoneCode: '90',
      phone: '5321234567',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      isActive: true,
    })
    .returning();
  const userId = user!.id;
  await db.insert(coupons).values([
    { userId, code: 'HOSGELDIN250', value: 250, expiresOn: day(90) },
    { userId, code: 'YAZ2026', value: 500, expiresOn: day(30), usedAt: new Date() },
    { userId, code: 'BAYRAM150', value: 150, expiresOn: day(-10) },
  ]);
  const [turkey] = await db.select().from(countries).where(eq(countries.code, 'TR'));
  await db.insert(savedPassengers).values({
    userId,
    name: 'Deniz',
    surname: 'Yolcu',
    gender: 'F',
    nationalityId: turkey?.id ?? null,
    citizenNumber: '10000000146',
    birthDate: '1990-05-19',
  });
  await db.insert(bills).values({
    userId,
    billType: 0,
    billingName: 'Deniz Yolcu',
    city: 'İstanbul',
    district: 'Kadıköy',
    zipCode: '34710',
    address: 'Moda Cad. No: 10',
  });
  await db.insert(notifications).values([
    {
      userId,
      titleTr: 'Hoş geldiniz!',
      titleEn: 'Welcome!',
      contentTr: 'İlk rezervasyonunuzda HOSGELDIN250 kuponuyla 250 TL indirim.',
      contentEn: 'Use coupon HOSGELDIN250 for 250 TRY off your first booking.',
    },
  ]);
  console.log(`Demo account ready: ${DEMO_EMAIL} (sign-in details in the README)`);
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
