CREATE TABLE "mcp_install_copies" (
	"server_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcp_install_copies_server_id_visitor_client_pk" PRIMARY KEY("server_id","visitor","client")
);
--> statement-breakpoint
CREATE TABLE "mcp_server_likes" (
	"server_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcp_server_likes_server_id_visitor_pk" PRIMARY KEY("server_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "mcp_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" jsonb NOT NULL,
	"category" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"server_json" jsonb,
	"version" text,
	"repository_url" text,
	"website_url" text,
	"status" text DEFAULT 'published' NOT NULL,
	"reject_reason" text,
	"source" text NOT NULL,
	"submitted_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"featured" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"installs" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcp_servers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "mcp_servers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "mcp_install_copies" ADD CONSTRAINT "mcp_install_copies_server_id_mcp_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcp_server_likes" ADD CONSTRAINT "mcp_server_likes_server_id_mcp_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."mcp_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcp_servers" ADD CONSTRAINT "mcp_servers_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcp_servers" ADD CONSTRAINT "mcp_servers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcp_servers_status_idx" ON "mcp_servers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mcp_servers_submitted_by_idx" ON "mcp_servers" USING btree ("submitted_by");