CREATE TABLE "app_rankings" (
	"app_id" integer NOT NULL,
	"platform" text NOT NULL,
	"region" text NOT NULL,
	"month" text NOT NULL,
	"rank" integer NOT NULL,
	"rating" real,
	"downloads" bigint,
	"is_sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_rankings_app_id_region_month_pk" PRIMARY KEY("app_id","region","month")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"store_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"developer" text NOT NULL,
	"store_url" text NOT NULL,
	"icon_url" text,
	"category" text NOT NULL,
	"product_slug" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_rankings" ADD CONSTRAINT "app_rankings_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_rankings_list_idx" ON "app_rankings" USING btree ("platform","region","month","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_platform_store_idx" ON "apps" USING btree ("platform","store_id");--> statement-breakpoint
CREATE INDEX "apps_category_idx" ON "apps" USING btree ("platform","category");