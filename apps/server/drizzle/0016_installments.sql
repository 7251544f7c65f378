ALTER TABLE "payments" ADD COLUMN "installment_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installment_charge" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 39: the bank's installment charge is captured with the price; the view shows it so that
-- "completed ⇒ captured_amount = price_total + installment_charge" can be read off one row.
CREATE OR REPLACE VIEW "reconciliation" AS
  SELECT b."unique_code", b."status", b."supplier_order_ref", b."supplier_order_status",
    coalesce(p."authorised", 0)::numeric(12, 2) AS "authorised_amount",
    coalesce(p."captured", 0)::numeric(12, 2) AS "captured_amount",
    coalesce(p."voided", 0)::numeric(12, 2) AS "voided_amount",
    coalesce(r."refunded", 0)::numeric(12, 2) AS "refunded_amount",
    b."total" AS "price_total",
    coalesce(p."charge", 0)::numeric(12, 2) AS "installment_charge"
  FROM "bookings" b
  LEFT JOIN LATERAL (
    SELECT sum("amount") FILTER (WHERE "authorised_at" IS NOT NULL) AS "authorised",
      sum("amount") FILTER (WHERE "status" = 'captured') AS "captured",
      sum("amount") FILTER (WHERE "status" = 'voided') AS "voided",
      sum("installment_charge") FILTER (WHERE "status" = 'captured') AS "charge"
    FROM "payments" WHERE "booking_id" = b."id"
  ) p ON true
  LEFT JOIN LATERAL (
    SELECT sum("amount") FILTER (WHERE "status" = 'refunded') AS "refunded" FROM "refunds" WHERE "booking_id" = b."id"
  ) r ON true;
