DROP INDEX "price_alerts_option_contact_idx";--> statement-breakpoint
ALTER TABLE "cancellation_codes" ADD COLUMN "codes_sent" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_codes" ADD COLUMN "window_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
UPDATE "price_alerts" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_option_contact_idx" ON "price_alerts" USING btree ("option_id","contact_key") WHERE confirmed_at is not null;