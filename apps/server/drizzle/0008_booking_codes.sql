-- 03 §12: a booking has its own code and share code, and a search session may lead to several bookings.
-- Existing bookings get fresh random codes (two UUIDs: 244 random bits, hex, URL-safe); their old
-- links by search session id stop opening them, as the search id opens no booking any more.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_session_unique_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "unique_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "share_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_checkout" text;--> statement-breakpoint
UPDATE "bookings" SET
  "unique_code" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  "share_code" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "unique_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "share_code" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_unique");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unique_code_unique" UNIQUE("unique_code");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_share_code_unique" UNIQUE("share_code");
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_session_idx" ON "bookings" USING btree ("session_unique","product","user_id") WHERE "bookings"."user_id" is not null and "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_guest_session_idx" ON "bookings" USING btree ("session_unique","product","guest_checkout") WHERE "bookings"."user_id" is null and "bookings"."guest_checkout" is not null and "bookings"."status" <> 'cancelled';