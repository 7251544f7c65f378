CREATE TABLE "transfer_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"address" text NOT NULL,
	"region" text NOT NULL,
	"iata" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transfer_locations_key_unique" UNIQUE("key")
);
