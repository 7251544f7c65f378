CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"option_id" integer NOT NULL,
	"user_id" integer,
	"notify_email" text,
	"notify_phone" text,
	"contact_key" text NOT NULL,
	"language" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"old_price" numeric(12, 2) NOT NULL,
	"new_price" numeric(12, 2) NOT NULL,
	"checked_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_option_id_search_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."search_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_option_contact_idx" ON "price_alerts" USING btree ("option_id","contact_key");--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","product");--> statement-breakpoint
CREATE INDEX "price_alerts_due_idx" ON "price_alerts" USING btree ("active","checked_at");