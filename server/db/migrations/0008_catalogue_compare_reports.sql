CREATE TABLE "product_compare_pairs" (
	"product_a" integer NOT NULL,
	"product_b" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_compare_pairs_product_a_product_b_pk" PRIMARY KEY("product_a","product_b")
);
--> statement-breakpoint
CREATE TABLE "product_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"email" text,
	"user_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"staff_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "platforms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_compare_pairs" ADD CONSTRAINT "product_compare_pairs_product_a_products_id_fk" FOREIGN KEY ("product_a") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_compare_pairs" ADD CONSTRAINT "product_compare_pairs_product_b_products_id_fk" FOREIGN KEY ("product_b") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_compare_pairs_b_idx" ON "product_compare_pairs" USING btree ("product_b","count");--> statement-breakpoint
CREATE INDEX "product_reports_status_idx" ON "product_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_reports_product_idx" ON "product_reports" USING btree ("product_id");