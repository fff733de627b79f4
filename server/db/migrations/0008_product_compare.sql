CREATE TABLE "product_compare_pairs" (
	"product_a" integer NOT NULL,
	"product_b" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_compare_pairs_product_a_product_b_pk" PRIMARY KEY("product_a","product_b")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "platforms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_compare_pairs" ADD CONSTRAINT "product_compare_pairs_product_a_products_id_fk" FOREIGN KEY ("product_a") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_compare_pairs" ADD CONSTRAINT "product_compare_pairs_product_b_products_id_fk" FOREIGN KEY ("product_b") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_compare_pairs_b_idx" ON "product_compare_pairs" USING btree ("product_b","count");