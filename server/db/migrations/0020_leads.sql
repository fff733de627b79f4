CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'geo' NOT NULL,
	"subject" text,
	"subject_label" text,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"requirements" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_by" bigint,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The GEO consultations become leads of kind 'geo', keeping their ids; "closed" (the old last step) is "lost".
INSERT INTO "leads" ("id", "kind", "user_id", "name", "company", "email", "phone", "requirements", "lang", "status", "handled_by", "status_changed_at", "created_at", "updated_at")
SELECT "id", 'geo', "user_id", "name", "company", "email", "phone", "requirements", "lang",
	CASE WHEN "status" = 'closed' THEN 'lost' WHEN "status" IN ('new', 'contacted') THEN "status" ELSE 'new' END,
	"handled_by", CASE WHEN "handled_by" IS NULL THEN NULL ELSE "updated_at" END, "created_at", "updated_at"
FROM "geo_consultations";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('leads', 'id'), GREATEST((SELECT COALESCE(MAX("id"), 0) FROM "leads"), 1), (SELECT COUNT(*) > 0 FROM "leads"));--> statement-breakpoint
UPDATE "notifications" SET "link" = '/admin#leads' WHERE "link" = '/admin#geo-consultations';--> statement-breakpoint
DROP TABLE "geo_consultations" CASCADE;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind","status","created_at");