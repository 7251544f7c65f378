import { desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, payments } from '../../db/schema.js';

/** A page of hits: staff narrow a search rather than scroll (a card's last four match many bookings). */
export const SEARCH_LIMIT = 50;

/**
 * What `q` is, by its shape, so that each search reads one index (issue 40's 50 ms over a million
 * bookings): an e-mail (`bookings_email_idx`), a card's last four (`payments_card_last4_idx`), a
 * phone (`bookings_phone_idx`), else a booking code, PNR or supplier order reference (unique or
 * indexed columns).
 */
export function searchCondition(q: string): SQL {
  const text = q.trim();
  if (text.includes('@')) return sql`lower(${bookings.email}) = ${text.toLowerCase()}`;
  if (/^\d{4}$/.test(text))
    return inArray(
      bookings.id,
      sql`(select ${payments.bookingId} from ${payments} where ${payments.cardLast4} = ${text})`,
    );
  const byReference = or(
    eq(bookings.uniqueCode, text),
    eq(bookings.pnr, text.toUpperCase()),
    eq(bookings.supplierOrderRef, text),
  )!;
  // A reference made of digits only would look like a phone: both are asked, each on its index.
  const phone = nationalPhone(text);
  return phone ? or(eq(bookings.phone, phone), byReference)! : byReference;
}

/**
 * A phone as bookings keep it (the national number, its country code apart): `+90 532 123 45 67`,
 * `0532…` and `90532…` all read `5321234567`. Null when the text is not a phone number.
 */
export function nationalPhone(text: string): string | null {
  if (!/^\+?[\d\s().-]{7,24}$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 7 ? digits : null;
}

export const bookingListColumns = {
  id: bookings.id,
  unique_code: bookings.uniqueCode,
  product: bookings.product,
  status: bookings.status,
  pnr: bookings.pnr,
  email: bookings.email,
  phone: sql<string>`'+' || ${bookings.phoneCode} || ' ' || ${bookings.phone}`,
  total: bookings.total,
  created_at: bookings.createdAt,
  // `bookings.id` written out: drizzle renders a column of a one-table select unqualified, which in
  // these subqueries would name their own table's `id`.
  lead: sql<string | null>`(select p.name || ' ' || p.surname from booking_passengers p
    where p.booking_id = bookings.id order by p.position limit 1)`,
  card_last4: sql<string | null>`(select y.card_last4 from payments y where y.booking_id = bookings.id
    order by y.id desc limit 1)`,
};

type ListRow = { [K in keyof typeof bookingListColumns]: unknown };
export const bookingItem = (r: ListRow) => ({
  unique_code: r.unique_code as string,
  product: r.product as string,
  status: r.status as string,
  pnr: (r.pnr as string | null) ?? null,
  email: r.email as string,
  phone: r.phone as string,
  total: Number(r.total),
  created_at: (r.created_at as Date).toISOString(),
  lead: (r.lead as string | null) ?? null,
  card_last4: (r.card_last4 as string | null) ?? null,
});

export async function searchBookings(db: Db, q: string) {
  const rows = await db
    .select(bookingListColumns)
    .from(bookings)
    .where(searchCondition(q))
    .orderBy(desc(bookings.createdAt))
    .limit(SEARCH_LIMIT);
  return { results: rows.map(bookingItem) };
}
