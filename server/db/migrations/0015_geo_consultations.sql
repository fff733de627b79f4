CREATE TABLE "geo_consultations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"requirements" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geo_consultations" ADD CONSTRAINT "geo_consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_consultations" ADD CONSTRAINT "geo_consultations_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_consultations_user_idx" ON "geo_consultations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "geo_consultations_status_idx" ON "geo_consultations" USING btree ("status","created_at");