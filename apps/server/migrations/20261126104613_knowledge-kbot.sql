CREATE TABLE "kbot_passages" (
	"tenant_id" varchar(24) NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" varchar(24) NOT NULL,
	"ordinal" integer NOT NULL,
	"source_version" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"search" "tsvector" NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kbot_passages_tenant_id_source_kind_source_id_ordinal_pk" PRIMARY KEY("tenant_id","source_kind","source_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "knowledge_articles" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"language" text NOT NULL,
	"audience_roles" text[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"author_id" varchar(24) NOT NULL,
	"author_name" text NOT NULL,
	"search" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_articles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD COLUMN "total_sources" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD COLUMN "processed_sources" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD COLUMN "passages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD COLUMN "removed_sources" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "kbot_passages" ADD CONSTRAINT "kbot_passages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD CONSTRAINT "knowledge_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kbot_passages_search_idx" ON "kbot_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_idx" ON "knowledge_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_articles_recent_idx" ON "knowledge_articles" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_articles_tags_idx" ON "knowledge_articles" USING gin ("tags");