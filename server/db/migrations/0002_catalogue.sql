CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"icon" text,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_alternatives" (
	"product_id" integer NOT NULL,
	"alternative_id" integer NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "product_alternatives_product_id_alternative_id_pk" PRIMARY KEY("product_id","alternative_id")
);
--> statement-breakpoint
CREATE TABLE "product_domains" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"created_on" date,
	"expires_on" date,
	"changed_on" date,
	"is_sample" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_likes" (
	"product_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_likes_product_id_visitor_pk" PRIMARY KEY("product_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "product_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"url" text NOT NULL,
	"source" text,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_traffic" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"monthly_visits" bigint NOT NULL,
	"avg_visit_seconds" integer NOT NULL,
	"pages_per_visit" real NOT NULL,
	"bounce_rate" real NOT NULL,
	"growth" bigint NOT NULL,
	"growth_rate" real NOT NULL,
	"rank" integer,
	"history" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"countries" jsonb NOT NULL,
	"is_sample" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"url" text NOT NULL,
	"url_key" text NOT NULL,
	"type" text NOT NULL,
	"pricing" text NOT NULL,
	"content_language" text NOT NULL,
	"recommendation" text DEFAULT 'ordinary' NOT NULL,
	"category_id" integer NOT NULL,
	"tagline" jsonb NOT NULL,
	"description" jsonb,
	"company" text,
	"launched" smallint,
	"repository" text,
	"licence" text,
	"stars" integer,
	"score" real,
	"certified" boolean DEFAULT false NOT NULL,
	"popularity" smallint DEFAULT 10 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "product_alternatives" ADD CONSTRAINT "product_alternatives_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alternatives" ADD CONSTRAINT "product_alternatives_alternative_id_products_id_fk" FOREIGN KEY ("alternative_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_domains" ADD CONSTRAINT "product_domains_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_news" ADD CONSTRAINT "product_news_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_traffic" ADD CONSTRAINT "product_traffic_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_news_product_idx" ON "product_news" USING btree ("product_id","published_at");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "product_traffic_visits_idx" ON "product_traffic" USING btree ("monthly_visits");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_uq" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_url_key_idx" ON "products" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","popularity");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");