CREATE TABLE "airlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"icao" text,
	"name" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "airlines_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"city_tr" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "airports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "branches_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"page_type_code" text NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"content_tr" text NOT NULL,
	"content_en" text NOT NULL,
	CONSTRAINT "corporate_pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"phone_code" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_tr" text NOT NULL,
	"icon" text NOT NULL,
	"value" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"category_tr" text NOT NULL,
	"category_en" text NOT NULL,
	"question_tr" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_tr" text NOT NULL,
	"answer_en" text NOT NULL,
	CONSTRAINT "faqs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "i18n_catalogs" (
	"language" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"catalog" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered" boolean DEFAULT false NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" integer NOT NULL,
	"reader" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_notification_id_reader_pk" PRIMARY KEY("notification_id","reader")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"user_id" integer,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"content_tr" text NOT NULL,
	"content_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "ui_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_state" text NOT NULL,
	"event_name" text NOT NULL,
	"explanation" text NOT NULL,
	"post_data" jsonb,
	"event_time" timestamp with time zone NOT NULL,
	"page_name" text NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_country_idx" ON "airports" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "notification_reads_reader_idx" ON "notification_reads" USING btree ("reader");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");