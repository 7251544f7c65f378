ALTER TABLE "search_sessions" ALTER COLUMN "results" SET DATA TYPE json USING "results"::json;--> statement-breakpoint
ALTER TABLE "search_sessions" ALTER COLUMN "selection" SET DATA TYPE json USING "selection"::json;
