CREATE TABLE "datasets" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL,
	"task" text NOT NULL,
	"modality" text NOT NULL,
	"size" real,
	"unit" text NOT NULL,
	"licence" text,
	"licence_kind" text NOT NULL,
	"languages" text[] NOT NULL,
	"year" integer NOT NULL,
	"url" text NOT NULL,
	"source" text NOT NULL,
	"source_date" text NOT NULL,
	"descriptions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "datasets_task_idx" ON "datasets" USING btree ("task");--> statement-breakpoint
CREATE INDEX "datasets_year_idx" ON "datasets" USING btree ("year");