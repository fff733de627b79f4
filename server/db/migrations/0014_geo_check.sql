CREATE TABLE "geo_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_detections" (
	"id" text PRIMARY KEY NOT NULL,
	"check_id" text NOT NULL,
	"platform" text NOT NULL,
	"model" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"run_id" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"answer" text,
	"analysis" jsonb,
	"error" text,
	"latency_ms" integer,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "geo_detections_status_ck" CHECK ("geo_detections"."status" in ('pending', 'processing', 'completed', 'failed')),
	CONSTRAINT "geo_detections_progress_ck" CHECK ("geo_detections"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "geo_checks" ADD CONSTRAINT "geo_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_detections" ADD CONSTRAINT "geo_detections_check_id_geo_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."geo_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_checks_user_created_idx" ON "geo_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "geo_detections_check_idx" ON "geo_detections" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "geo_detections_status_queued_idx" ON "geo_detections" USING btree ("status","queued_at");