CREATE TABLE "brand_trackers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"products" jsonb NOT NULL,
	"website_url" text,
	"competitors" jsonb NOT NULL,
	"topics" jsonb NOT NULL,
	"platforms" jsonb NOT NULL,
	"lang" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"notify_state" text DEFAULT 'unsubmitted' NOT NULL,
	"notify_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_trackers_notify_state_ck" CHECK ("brand_trackers"."notify_state" in ('unsubmitted', 'submitted', 'enabled'))
);
--> statement-breakpoint
CREATE TABLE "tracker_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"query_index" integer NOT NULL,
	"platform" text NOT NULL,
	"model" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claim" text,
	"answer" text,
	"analysis" jsonb,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tracker_answers_status_ck" CHECK ("tracker_answers"."status" in ('pending', 'processing', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "tracker_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"tracker_id" text NOT NULL,
	"seq" integer NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"queries" jsonb NOT NULL,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tracker_runs_status_ck" CHECK ("tracker_runs"."status" in ('generating', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "brand_trackers" ADD CONSTRAINT "brand_trackers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_answers" ADD CONSTRAINT "tracker_answers_run_id_tracker_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."tracker_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_runs" ADD CONSTRAINT "tracker_runs_tracker_id_brand_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."brand_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_trackers_user_created_idx" ON "brand_trackers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_trackers_next_run_idx" ON "brand_trackers" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "tracker_answers_run_idx" ON "tracker_answers" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "tracker_answers_status_due_idx" ON "tracker_answers" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_runs_tracker_seq_uq" ON "tracker_runs" USING btree ("tracker_id","seq");