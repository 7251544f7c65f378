CREATE TABLE "price_calendar_days" (
	"route" text NOT NULL,
	"date" text NOT NULL,
	"price" numeric(12, 2),
	"computed_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_calendar_days_route_date_pk" PRIMARY KEY("route","date")
);
--> statement-breakpoint
CREATE INDEX "price_calendar_days_date_idx" ON "price_calendar_days" USING btree ("date");