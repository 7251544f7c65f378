CREATE TABLE "bank_authorisations" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_events" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier" text NOT NULL,
	"type" text NOT NULL,
	"order_ref" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"pnr" text NOT NULL,
	"documents" jsonb NOT NULL,
	"taken" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "supplier_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "supplier_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "supplier_orders_pnr_unique" UNIQUE("pnr")
);
--> statement-breakpoint
CREATE TABLE "supplier_documents" (
	"number" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_order_ref_supplier_orders_reference_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."supplier_orders"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_refund_key_unique" UNIQUE("refund_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "supplier_order_ref" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "supplier_order_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "supplier_notice" jsonb;--> statement-breakpoint
ALTER TABLE "cancellation_quotes" ADD COLUMN "supplier_quote_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The built-in transfer supplier's holds belong to its order (the booking's code), not to our booking row.
ALTER TABLE "shuttle_seat_bookings" ADD COLUMN "order_key" text;--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD COLUMN "order_key" text;--> statement-breakpoint
UPDATE "shuttle_seat_bookings" s SET "order_key" = b."unique_code" FROM "bookings" b WHERE b."id" = s."booking_id";--> statement-breakpoint
UPDATE "vehicle_bookings" v SET "order_key" = b."unique_code" FROM "bookings" b WHERE b."id" = v."booking_id";--> statement-breakpoint
ALTER TABLE "shuttle_seat_bookings" DROP COLUMN "booking_id";--> statement-breakpoint
ALTER TABLE "vehicle_bookings" DROP COLUMN "booking_id";--> statement-breakpoint
ALTER TABLE "shuttle_seat_bookings" ADD PRIMARY KEY ("order_key");--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ALTER COLUMN "order_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_confirming_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'confirming';--> statement-breakpoint
CREATE INDEX "bookings_supplier_order_idx" ON "bookings" USING btree ("supplier_order_ref");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('pending', 'authenticated', 'authorised');--> statement-breakpoint
CREATE INDEX "vehicle_bookings_order_idx" ON "vehicle_bookings" USING btree ("order_key");--> statement-breakpoint
-- Payments completed before settlement in steps were authorised and captured at once.
UPDATE "payments" SET "status" = 'captured', "authorised_at" = coalesce("finished_at", "created_at"), "captured_at" = coalesce("finished_at", "created_at") WHERE "status" = 'completed';--> statement-breakpoint
INSERT INTO "bank_authorisations" ("reference", "amount", "status", "created_at", "captured_at")
  SELECT "reference", "amount", 'captured', "created_at", "captured_at" FROM "payments" WHERE "status" = 'captured'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Bookings made before: their seats were the built-in supplier's order, under the booking's code.
INSERT INTO "supplier_orders" ("reference", "idempotency_key", "product", "status", "pnr", "documents", "taken", "total", "created_at", "cancelled_at")
  SELECT 'ord_' || b."id", b."unique_code", b."product", CASE WHEN b."status" = 'cancelled' THEN 'cancelled' ELSE 'confirmed' END,
    b."pnr", '[]'::jsonb,
    CASE WHEN b."product" = 'flight'
      THEN jsonb_build_object('directions', coalesce((SELECT jsonb_agg(d -> 'seats') FROM jsonb_array_elements(b."snapshot" -> 'directions') d), '[]'::jsonb))
      ELSE '{}'::jsonb END,
    b."total", coalesce(b."completed_at", b."created_at"), b."cancelled_at"
  FROM "bookings" b WHERE b."status" IN ('completed', 'cancelled') AND b."pnr" IS NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "supplier_order_ref" = 'ord_' || "id", "supplier_order_status" = CASE WHEN "status" = 'cancelled' THEN 'cancelled' ELSE 'confirmed' END
  WHERE "status" IN ('completed', 'cancelled') AND "pnr" IS NOT NULL;--> statement-breakpoint
-- 03 §17: one row per booking, what finance reads and the operator console shows.
CREATE VIEW "reconciliation" AS
  SELECT b."unique_code", b."status", b."supplier_order_ref", b."supplier_order_status",
    coalesce(p."authorised", 0)::numeric(12, 2) AS "authorised_amount",
    coalesce(p."captured", 0)::numeric(12, 2) AS "captured_amount",
    coalesce(p."voided", 0)::numeric(12, 2) AS "voided_amount",
    coalesce(r."refunded", 0)::numeric(12, 2) AS "refunded_amount",
    b."total" AS "price_total"
  FROM "bookings" b
  LEFT JOIN LATERAL (
    SELECT sum("amount") FILTER (WHERE "authorised_at" IS NOT NULL) AS "authorised",
      sum("amount") FILTER (WHERE "status" = 'captured') AS "captured",
      sum("amount") FILTER (WHERE "status" = 'voided') AS "voided"
    FROM "payments" WHERE "booking_id" = b."id"
  ) p ON true
  LEFT JOIN LATERAL (
    SELECT sum("amount") FILTER (WHERE "status" = 'refunded') AS "refunded" FROM "refunds" WHERE "booking_id" = b."id"
  ) r ON true;
