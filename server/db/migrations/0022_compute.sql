CREATE TABLE "compute_gpus" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vendor" text NOT NULL,
	"memory_gb" real NOT NULL,
	"memory_type" text NOT NULL,
	"bandwidth_gbs" real NOT NULL,
	"fp16_tflops" real NOT NULL,
	"fp8_tflops" real,
	"tdp_w" integer NOT NULL,
	"year" integer NOT NULL,
	"form_factor" text NOT NULL,
	"source" text NOT NULL,
	"source_date" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compute_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"gpu_slug" text NOT NULL,
	"gpu_count" integer NOT NULL,
	"cpu_cores" integer NOT NULL,
	"ram_gb" integer NOT NULL,
	"storage_gb" integer DEFAULT 0 NOT NULL,
	"region" text NOT NULL,
	"provider" text NOT NULL,
	"availability" text NOT NULL,
	"price_per_hour" real NOT NULL,
	"price_per_month" real NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"is_sample" boolean DEFAULT true NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compute_offers" ADD CONSTRAINT "compute_offers_gpu_slug_compute_gpus_slug_fk" FOREIGN KEY ("gpu_slug") REFERENCES "public"."compute_gpus"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compute_offers_section_idx" ON "compute_offers" USING btree ("section");--> statement-breakpoint
CREATE INDEX "compute_offers_gpu_idx" ON "compute_offers" USING btree ("gpu_slug");