CREATE TABLE "shuttle_runs" (
	"run_key" text PRIMARY KEY NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shuttle_seat_bookings" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"run_key" text NOT NULL,
	"seats" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shuttle_seat_bookings" ADD CONSTRAINT "shuttle_seat_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;