ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "target_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "stop_code" text;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_stop_code_unique" UNIQUE("stop_code");