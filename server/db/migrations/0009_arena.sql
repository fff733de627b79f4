CREATE TABLE "arena_battles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prompt" text NOT NULL,
	"category" text NOT NULL,
	"lang" text NOT NULL,
	"contestant_a" text NOT NULL,
	"contestant_b" text NOT NULL,
	"offline" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer_a" text,
	"answer_b" text,
	"error_a" text,
	"error_b" text,
	"latency_a" integer,
	"latency_b" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "arena_battles_status_ck" CHECK ("arena_battles"."status" in ('pending', 'streaming', 'answered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "arena_leaderboards" (
	"id" text PRIMARY KEY NOT NULL,
	"votes" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_votes" (
	"battle_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_votes_choice_ck" CHECK ("arena_votes"."choice" in ('a', 'b', 'tie', 'both_bad'))
);
--> statement-breakpoint
CREATE TABLE "llm_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"model" text NOT NULL,
	"purpose" text NOT NULL,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"cost_usd" double precision,
	"latency_ms" integer NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arena_battles" ADD CONSTRAINT "arena_battles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_votes" ADD CONSTRAINT "arena_votes_battle_id_arena_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."arena_battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_votes" ADD CONSTRAINT "arena_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arena_battles_user_created_idx" ON "arena_battles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "llm_calls_platform_created_idx" ON "llm_calls" USING btree ("platform","created_at");