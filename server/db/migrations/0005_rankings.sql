CREATE TABLE "ranking_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"product_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"category_slug" text NOT NULL,
	"category_name" jsonb NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_kind" text NOT NULL,
	"period_key" text NOT NULL,
	"region" text NOT NULL,
	"metric" text NOT NULL,
	"is_sample" boolean NOT NULL,
	"row_count" integer NOT NULL,
	"rows" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_activity_daily" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"outbound" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_activity_daily_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "traffic_periods" (
	"product_id" integer NOT NULL,
	"period_kind" text NOT NULL,
	"period_key" text NOT NULL,
	"region" text NOT NULL,
	"visits" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_periods_period_kind_period_key_region_product_id_pk" PRIMARY KEY("period_kind","period_key","region","product_id")
);
--> statement-breakpoint
ALTER TABLE "site_activity_daily" ADD CONSTRAINT "site_activity_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_periods" ADD CONSTRAINT "traffic_periods_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_labels_fingerprint_uq" ON "ranking_labels" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "ranking_labels_product_idx" ON "ranking_labels" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_snapshots_period_uq" ON "ranking_snapshots" USING btree ("period_kind","metric","region","period_key");--> statement-breakpoint
CREATE INDEX "ranking_snapshots_computed_idx" ON "ranking_snapshots" USING btree ("computed_at");