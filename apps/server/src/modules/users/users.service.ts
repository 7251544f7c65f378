import type { BillInput, Language, PassengerInput, ProfileRequest, UserSettings } from '@yolcu/contract';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bills,
  countries,
  coupons,
  notificationReads,
  notifications,
  savedPassengers,
  users,
} from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { translate } from '../../lib/i18n.js';
import { isUniqueViolation } from '../../lib/db-retry.js';
import { type AuthDeps, lockIdentities } from '../auth/auth.service.js';
import { verifyPassword } from '../../lib/secrets.js';
import { pendingEmailColumns, queueEmailChangeMails } from './email-change.js';

async function userRow(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(401, 'auth.token_invalid');
  return user;
}

export function toUser(u: typeof users.$inferSelect) {
  const pending = u.pendingEmail && u.pendingEmailExpiresAt && u.pendingEmailExpiresAt > new Date();
  return {
    username: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone_code: u.phoneCode,
    phone: u.phone,
    pending_email: pending ? u.pendingEmail : null,
    settings: {
      language: u.language as Language,
      country: u.country,
      currency: u.currency as UserSettings['currency'],
    },
  };
}

export const getUser = async (db: Db, userId: number) => toUser(await userRow(db, userId));

/**
 * The profile. Names and phone change at once; a new e-mail address needs the current password
 * and is only asked for (email-change.ts): the answer keeps `email` and names `pending_email`.
 */
export async function updateProfile(deps: AuthDeps, userId: number, input: ProfileRequest) {
  const { db } = deps;
  const email = input.email.toLowerCase();
  const usernameAsEmail = input.username.toLowerCase();
  const fields: Record<string, string[]> = {};
  const current = await userRow(db, userId);
  const newEmail = email !== current.email;
  // The password is checked before the lock below, which every registration waits for (argon2 takes ~30 ms).
  if (newEmail && !input.password) fields.password = ['user.password_needed'];
  else if (newEmail && !(await verifyPassword(current.passwordHash, input.password!)))
    fields.password = ['password.old_wrong'];
  const passwordChanged = () => AppError.badRequest({ password: ['password.old_wrong'] });
  let mails: number[] = [];
  try {
    const user = await db.transaction(async (tx) => {
      // Check and write under one lock, so two accounts cannot take each other's names at once.
      await lockIdentities(tx);
      // Login takes a username or an e-mail (e-mails without regard to case), so a username may not be
      // another account's e-mail nor an e-mail another account's username, as registration already checks.
      const clash = await tx
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          and(
            ne(users.id, userId),
            or(
              eq(users.username, input.username),
              eq(users.email, usernameAsEmail),
              eq(users.email, email),
              eq(sql`lower(${users.username})`, email),
            ),
          ),
        );
      if (clash.some((c) => c.username === input.username || c.email === usernameAsEmail))
        fields.username = ['user.username_taken'];
      if (clash.some((c) => c.email === email || c.username.toLowerCase() === email))
        fields.email = ['auth.email_taken'];
      if (Object.keys(fields).length) throw AppError.badRequest(fields);
      const pending = newEmail ? pendingEmailColumns(email) : null;
      const [row] = await tx
        .update(users)
        .set({
          username: input.username,
          firstName: input.first_name,
          lastName: input.last_name,
          phoneCode: input.phone_code,
          phone: input.phone.replace(/\D/g, ''),
          ...pending?.columns,
        })
        // A new address is asked only over the password just checked: not if it changed meanwhile.
        .where(and(eq(users.id, userId), newEmail ? eq(users.passwordHash, current.passwordHash) : undefined))
        .returning();
      if (!row) throw passwordChanged();
      if (pending) mails = await queueEmailChangeMails(tx, deps, row, email, pending.secret);
      return row;
    });
    for (const id of mails) deps.outbox.enqueue(id);
    return toUser(user);
  } catch (err) {
    // A unique index still has the last word (a registration that did not take the lock).
    if (!isUniqueViolation(err)) throw err;
    throw AppError.badRequest({ username: ['user.username_taken'] });
  }
}

export async function updateSettings(db: Db, userId: number, settings: UserSettings) {
  await db.update(users).set(settings).where(eq(users.id, userId));
  return settings;
}

/**
 * Removes the account and its personal data (passengers, bills, coupons, tokens, codes, personal
 * notifications and read marks). Bookings stay, detached, because sales records must be kept (03 §3).
 */
export async function deleteAccount(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(notificationReads).where(eq(notificationReads.reader, `user:${userId}`));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

// ---- saved passengers ----------------------------------------------------------------------------

async function passengerView(db: Db, lang: Language, rows: Array<typeof savedPassengers.$inferSelect>) {
  const ids = [...new Set(rows.map((r) => r.nationalityId).filter((x): x is number => x !== null))];
  const nations = ids.length ? await db.select().from(countries).where(inArray(countries.id, ids)) : [];
  return rows.map((p) => {
    const nation = nations.find((c) => c.id === p.nationalityId);
    return {
      id: p.id,
      name: p.name,
      surname: p.surname,
      gender: p.gender,
      gender_display: p.gender ? translate(lang, `gender.${p.gender}`) : null,
      nationality_id: nation
        ? { id: nation.id, code: nation.code, name: lang === 'tr' ? nation.nameTr : nation.nameEn }
        : null,
      citizen_number: p.citizenNumber,
      birth_date: p.birthDate,
      passport: p.passport,
    };
  });
}

export async function listPassengers(db: Db, userId: number, lang: Language) {
  const rows = await db
    .select()
    .from(savedPassengers)
    .where(eq(savedPassengers.userId, userId))
    .orderBy(asc(savedPassengers.id));
  return passengerView(db, lang, rows);
}

async function checkNationality(db: Db, id: number | null) {
  if (id === null) return;
  const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  if (!c) throw AppError.badRequest({ nationality_id: ['v.invalid'] });
}

const passengerColumns = (p: PassengerInput) => ({
  name: p.name,
  surname: p.surname,
  gender: p.gender,
  nationalityId: p.nationality_id,
  citizenNumber: p.citizen_number,
  birthDate: p.birth_date,
  passport: p.passport?.toUpperCase() ?? null,
});

export async function createPassenger(db: Db, userId: number, input: PassengerInput, lang: Language) {
  await checkNationality(db, input.nationality_id);
  const [row] = await db
    .insert(savedPassengers)
    .values({ userId, ...passengerColumns(input) })
    .returning();
  return (await passengerView(db, lang, [row!]))[0]!;
}

/** Another user's id answers 404, exactly like an id that does not exist (03 §4). */
export async function updatePassenger(db: Db, userId: number, id: number, input: PassengerInput, lang: Language) {
  await checkNationality(db, input.nationality_id);
  const [row] = await db
    .update(savedPassengers)
    .set(passengerColumns(input))
    .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound();
  return (await passengerView(db, lang, [row]))[0]!;
}

export async function deletePassenger(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(savedPassengers)
    .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
    .returning({ id: savedPassengers.id });
  if (rows.length === 0) throw AppError.notFound();
}

// ---- bills ---------------------------------------------------------------------------------------

const billView = (lang: Language) => (b: typeof bills.$inferSelect) => ({
  id: b.id,
  bill_type: b.billType,
  bill_type_display: translate(lang, b.billType === 1 ? 'bill_type.corporate' : 'bill_type.individual'),
  billing_name: b.billingName,
  city: b.city,
  district: b.district,
  zip_code: b.zipCode,
  tax_number: b.taxNumber,
  tax_office: b.taxOffice,
  address: b.address,
});

const billColumns = (b: BillInput) => ({
  billType: b.bill_type,
  billingName: b.billing_name,
  city: b.city,
  district: b.district,
  zipCode: b.zip_code,
  // An individual invoice carries no company tax details, whatever the form still held.
  taxNumber: b.bill_type === 1 ? b.tax_number : null,
  taxOffice: b.bill_type === 1 ? b.tax_office : null,
  address: b.address,
});

export async function listBills(db: Db, userId: number, lang: Language) {
  return (await db.select().from(bills).where(eq(bills.userId, userId)).orderBy(asc(bills.id))).map(billView(lang));
}

export async function createBill(db: Db, userId: number, input: BillInput, lang: Language) {
  const [row] = await db
    .insert(bills)
    .values({ userId, ...billColumns(input) })
    .returning();
  return billView(lang)(row!);
}

export async function updateBill(db: Db, userId: number, id: number, input: BillInput, lang: Language) {
  const [row] = await db
    .update(bills)
    .set(billColumns(input))
    .where(and(eq(bills.id, id), eq(bills.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound();
  return billView(lang)(row);
}

export async function deleteBill(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(bills)
    .where(and(eq(bills.id, id), eq(bills.userId, userId)))
    .returning({ id: bills.id });
  if (rows.length === 0) throw AppError.notFound();
}

// ---- coupons -------------------------------------------------------------------------------------

export async function listCoupons(db: Db, userId: number) {
  const rows = await db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(asc(coupons.expiresOn));
  return rows.map((c) => ({
    id: c.id,
    code: c.code,
    value: c.value,
    expried_date: c.expiresOn,
    used: c.usedAt !== null,
  }));
}
