ALTER TABLE "arena_battles" ADD COLUMN "streamed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "arena_battles" SET "streamed_at" = "created_at" WHERE "status" = 'streaming';
