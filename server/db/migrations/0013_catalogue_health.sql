CREATE TABLE "product_health_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text NOT NULL,
	"final_url" text,
	"status" text NOT NULL,
	"http_status" integer,
	"redirects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ms" integer NOT NULL,
	"detail" text,
	"icon_url" text,
	"image_url" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "health_status" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "health_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "health_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "health_review" text;--> statement-breakpoint
ALTER TABLE "product_health_checks" ADD CONSTRAINT "product_health_checks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_health_checks_product_idx" ON "product_health_checks" USING btree ("product_id","checked_at");--> statement-breakpoint
CREATE INDEX "products_health_due_idx" ON "products" USING btree ("health_checked_at");--> statement-breakpoint
CREATE INDEX "products_health_review_idx" ON "products" USING btree ("health_review");