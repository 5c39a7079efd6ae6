CREATE TABLE "announcement_media" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"announcement_id" varchar(24) NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_media_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "announcement_receipts" (
	"tenant_id" varchar(24) NOT NULL,
	"announcement_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"round" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "announcement_receipts_tenant_id_announcement_id_user_id_round_pk" PRIMARY KEY("tenant_id","announcement_id","user_id","round")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"author_id" varchar(24) NOT NULL,
	"audience_roles" text[] DEFAULT '{}' NOT NULL,
	"audience_groups" jsonb,
	"requires_acknowledgement" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone,
	"ack_round" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"broadcast_id" varchar(24),
	"published_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"sort_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "announcement_media" ADD CONSTRAINT "announcement_media_tenant_id_announcement_id_announcements_tenant_id_id_fk" FOREIGN KEY ("tenant_id","announcement_id") REFERENCES "public"."announcements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_receipts" ADD CONSTRAINT "announcement_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_receipts" ADD CONSTRAINT "announcement_receipts_tenant_id_announcement_id_announcements_tenant_id_id_fk" FOREIGN KEY ("tenant_id","announcement_id") REFERENCES "public"."announcements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_media_announcement_idx" ON "announcement_media" USING btree ("tenant_id","announcement_id");--> statement-breakpoint
CREATE INDEX "announcement_receipts_user_idx" ON "announcement_receipts" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "announcements_feed_idx" ON "announcements" USING btree ("tenant_id","sort_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_author_idx" ON "announcements" USING btree ("tenant_id","author_id");