CREATE TABLE "vehicle_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vehicle_code" text NOT NULL,
	"region" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_fleets" (
	"vendor_id" integer NOT NULL,
	"vehicle_code" text NOT NULL,
	"region" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "vehicle_fleets_vendor_id_vehicle_code_region_pk" PRIMARY KEY("vendor_id","vehicle_code","region")
);
--> statement-breakpoint
ALTER TABLE "vehicle_bookings" ADD CONSTRAINT "vehicle_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_bookings_fleet_idx" ON "vehicle_bookings" USING btree ("vendor_id","vehicle_code","region","starts_at");