CREATE TABLE "models" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"modalities_in" text[] NOT NULL,
	"modalities_out" text[] NOT NULL,
	"context_window" integer,
	"max_output" integer,
	"currency" text NOT NULL,
	"price_input" double precision,
	"price_output" double precision,
	"price_cached_input" double precision,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"release_date" text,
	"open_weights" boolean,
	"licence" text,
	"reasoning" boolean,
	"tool_call" boolean,
	"descriptions" jsonb NOT NULL,
	"importance" integer NOT NULL,
	"price_source_name" text NOT NULL,
	"price_source_url" text,
	"price_source_date" text NOT NULL,
	"spec_source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "models_provider_idx" ON "models" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "models_importance_idx" ON "models" USING btree ("importance");