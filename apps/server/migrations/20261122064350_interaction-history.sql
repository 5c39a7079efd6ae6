CREATE TABLE "call_recordings" (
	"tenant_id" varchar(24) NOT NULL,
	"user_session_id" varchar(24) NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sample_rate" integer NOT NULL,
	"channels" integer NOT NULL,
	"bits_per_sample" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"segments" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_recordings_tenant_id_user_session_id_pk" PRIMARY KEY("tenant_id","user_session_id")
);
--> statement-breakpoint
CREATE TABLE "roleplay_sync_jobs" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"status" text NOT NULL,
	"started_by" varchar(24) NOT NULL,
	"total_users" integer DEFAULT 0 NOT NULL,
	"processed_users" integer DEFAULT 0 NOT NULL,
	"heroes" integer DEFAULT 0 NOT NULL,
	"batches_created" integer DEFAULT 0 NOT NULL,
	"trainings_created" integer DEFAULT 0 NOT NULL,
	"trainers_assigned" integer DEFAULT 0 NOT NULL,
	"without_trainer" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "roleplay_sync_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "engine_score" smallint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "step_kind" text;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "commented_by" varchar(24);--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "commented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "reviewed_by" varchar(24);--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_session_fk" FOREIGN KEY ("tenant_id","user_session_id") REFERENCES "public"."user_sessions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roleplay_sync_jobs_running_key" ON "roleplay_sync_jobs" USING btree ("tenant_id") WHERE status = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "batches_default_key" ON "batches" USING btree ("tenant_id","type") WHERE is_default;--> statement-breakpoint
CREATE INDEX "user_sessions_started_idx" ON "user_sessions" USING btree ("tenant_id","started_at","id");