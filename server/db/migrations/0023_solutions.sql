CREATE TABLE "solution_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"description" text NOT NULL,
	"lang" text NOT NULL,
	"planner" text NOT NULL,
	"template" text,
	"plan" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solution_plans" ADD CONSTRAINT "solution_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solution_plans_user_created_idx" ON "solution_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "solution_plans_dedupe_idx" ON "solution_plans" USING btree ("dedupe_key");