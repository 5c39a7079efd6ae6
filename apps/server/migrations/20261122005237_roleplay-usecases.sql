CREATE TABLE "batches" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"batch_name" text NOT NULL,
	"type" smallint NOT NULL,
	"num_of_assessment" integer DEFAULT 1 NOT NULL,
	"guided" boolean DEFAULT false NOT NULL,
	"training_target" integer,
	"is_delay_required" boolean DEFAULT false NOT NULL,
	"interval_in_seconds" integer DEFAULT 1 NOT NULL,
	"idle_time_option1" jsonb NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"batch_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"trainer_id" varchar(24),
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "roleplay_installs" (
	"tenant_id" varchar(24) NOT NULL,
	"item" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roleplay_installs_tenant_id_item_pk" PRIMARY KEY("tenant_id","item")
);
--> statement-breakpoint
CREATE TABLE "usecase_assignments" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"kind" text NOT NULL,
	"usecase_id" varchar(24) NOT NULL,
	"batch_id" varchar(24),
	"user_id" varchar(24),
	"selected_voice" text,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usecase_assignments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "usecase_assignments_key" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","usecase_id","batch_id","user_id"),
	CONSTRAINT "usecase_assignments_target_check" CHECK ("usecase_assignments"."batch_id" is not null or "usecase_assignments"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "usecases" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" smallint NOT NULL,
	"generic_usecase" boolean DEFAULT false NOT NULL,
	"vertical_id" text,
	"library_key" text,
	"language" text,
	"selected_voice" text,
	"visibility_id" smallint DEFAULT 3 NOT NULL,
	"live_transcript" boolean DEFAULT false NOT NULL,
	"real_time_feedback" boolean DEFAULT true NOT NULL,
	"threshold" smallint DEFAULT 70 NOT NULL,
	"max_retry_count" smallint DEFAULT 3 NOT NULL,
	"nlu_enabled" boolean DEFAULT false NOT NULL,
	"inbound_enabled" boolean DEFAULT true NOT NULL,
	"scripted" boolean DEFAULT true NOT NULL,
	"self_registration" boolean DEFAULT false NOT NULL,
	"voice_bot_visibility" boolean DEFAULT true NOT NULL,
	"customer_name" text,
	"customer_age" smallint,
	"customer_address" text,
	"customer_since" text,
	"customer_issue_description" text,
	"customer_speaking_style" text,
	"customer_facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"script" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usecases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bot_languages" (
	"tenant_id" varchar(24) NOT NULL,
	"language_cd" text NOT NULL,
	"language_nm" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_languages_tenant_id_language_cd_pk" PRIMARY KEY("tenant_id","language_cd")
);
--> statement-breakpoint
CREATE TABLE "voice_configs" (
	"tenant_id" varchar(24) NOT NULL,
	"language_cd" text NOT NULL,
	"voice_nm" text NOT NULL,
	"voice_speed" real DEFAULT 1 NOT NULL,
	"provider_tts" text NOT NULL,
	"provider_stt" text NOT NULL,
	"buddy_botvoice" text NOT NULL,
	"threshold" smallint DEFAULT 70 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_configs_tenant_id_language_cd_pk" PRIMARY KEY("tenant_id","language_cd")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"unique_id" varchar(24) NOT NULL,
	"position" integer NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"actor_id" varchar(24) NOT NULL,
	"batch_id" varchar(24),
	"usecase_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"inbound_enabled" boolean NOT NULL,
	"is_delay_required" boolean NOT NULL,
	"interval_in_seconds" integer NOT NULL,
	"is_usecase_library" boolean NOT NULL,
	"nlu_enabled" boolean NOT NULL,
	"scripted" boolean NOT NULL,
	"live_transcript" boolean NOT NULL,
	"real_time_feedback" boolean NOT NULL,
	"visibility_id" smallint NOT NULL,
	"threshold" smallint NOT NULL,
	"max_retry_count" smallint NOT NULL,
	"language" text NOT NULL,
	"selected_voice" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_batch_fk" FOREIGN KEY ("tenant_id","batch_id") REFERENCES "public"."batches"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_assignments" ADD CONSTRAINT "usecase_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_assignments" ADD CONSTRAINT "usecase_assignments_usecase_fk" FOREIGN KEY ("tenant_id","usecase_id") REFERENCES "public"."usecases"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usecase_assignments" ADD CONSTRAINT "usecase_assignments_batch_fk" FOREIGN KEY ("tenant_id","batch_id") REFERENCES "public"."batches"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_configs" ADD CONSTRAINT "voice_configs_language_fk" FOREIGN KEY ("tenant_id","language_cd") REFERENCES "public"."bot_languages"("tenant_id","language_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_usecase_fk" FOREIGN KEY ("tenant_id","usecase_id") REFERENCES "public"."usecases"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_tenant_type_idx" ON "batches" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "trainings_batch_user_key" ON "trainings" USING btree ("tenant_id","batch_id","user_id");--> statement-breakpoint
CREATE INDEX "trainings_user_idx" ON "trainings" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "usecase_assignments_user_idx" ON "usecase_assignments" USING btree ("tenant_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "usecase_assignments_batch_idx" ON "usecase_assignments" USING btree ("tenant_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usecases_library_key" ON "usecases" USING btree ("tenant_id","library_key");--> statement-breakpoint
CREATE INDEX "usecases_list_idx" ON "usecases" USING btree ("tenant_id","status","type","updated_at");--> statement-breakpoint
CREATE INDEX "usecases_library_idx" ON "usecases" USING btree ("tenant_id","generic_usecase","vertical_id");--> statement-breakpoint
CREATE INDEX "assessments_user_idx" ON "assessments" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "assessments_set_idx" ON "assessments" USING btree ("tenant_id","unique_id");