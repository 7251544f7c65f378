CREATE TABLE "iyzico_steps" (
	"reference" text PRIMARY KEY NOT NULL,
	"page" text,
	"payment_id" text,
	"conversation_data" text,
	"expires_at" timestamp with time zone NOT NULL
);
