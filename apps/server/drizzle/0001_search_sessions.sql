CREATE TABLE "flight_inventory" (
	"flight_key" text NOT NULL,
	"date" text NOT NULL,
	"cabin" text NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_inventory_flight_key_date_cabin_pk" PRIMARY KEY("flight_key","date","cabin")
);
--> statement-breakpoint
CREATE TABLE "search_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"params_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_options_params_key_unique" UNIQUE("params_key")
);
--> statement-breakpoint
CREATE TABLE "search_sessions" (
	"session_unique" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"option_id" integer NOT NULL,
	"user_id" integer,
	"results" jsonb NOT NULL,
	"selection" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_sessions" ADD CONSTRAINT "search_sessions_option_id_search_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."search_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_sessions_expires_idx" ON "search_sessions" USING btree ("expires_at");