CREATE TABLE "chat_messages" (
	"tenant_id" varchar(24) NOT NULL,
	"user_session_id" varchar(24) NOT NULL,
	"seq" integer NOT NULL,
	"id" varchar(24) NOT NULL,
	"sender" text NOT NULL,
	"chat_script" text NOT NULL,
	"entry" jsonb NOT NULL,
	"request_key" text,
	"request_fingerprint" text,
	"reply" jsonb,
	"step_id" text,
	"is_bot_responded" boolean DEFAULT false NOT NULL,
	"score" smallint,
	"is_score_editable" boolean DEFAULT false NOT NULL,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"probings" integer DEFAULT 0 NOT NULL,
	"empathies" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_tenant_id_user_session_id_seq_pk" PRIMARY KEY("tenant_id","user_session_id","seq")
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"assessment_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"usecase_id" varchar(24) NOT NULL,
	"unique_id" varchar(24) NOT NULL,
	"type" smallint NOT NULL,
	"scripted" boolean NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"can_nlp_applied" boolean NOT NULL,
	"batch_id" varchar(24),
	"batch_name" text,
	"trainer_id" varchar(24),
	"trainer_name" text,
	"guided" boolean DEFAULT false NOT NULL,
	"training_target" integer,
	"host_name" text,
	"system_ip" text,
	"script" jsonb,
	"runner_state" jsonb,
	"scenario_session_id" varchar(24),
	"provider" text NOT NULL,
	"persona_state" jsonb,
	"customer_opening_message" text,
	"ended_early" boolean DEFAULT false NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"idle_seconds" integer DEFAULT 0 NOT NULL,
	"response_time_ms" integer,
	"bot_time_taken_ms" integer,
	"score" jsonb,
	"overall_score" real,
	"generated_score" real,
	"total_score" real,
	"transcript" jsonb,
	"transcript_saved_at" timestamp with time zone,
	"comment" text,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "kpi_configs" (
	"tenant_id" varchar(24) NOT NULL,
	"type" smallint NOT NULL,
	"kpi_name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"low_min" real NOT NULL,
	"low_max" real NOT NULL,
	"mid_min" real NOT NULL,
	"mid_max" real NOT NULL,
	"high_min" real NOT NULL,
	"high_max" real NOT NULL,
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_configs_tenant_id_type_kpi_name_pk" PRIMARY KEY("tenant_id","type","kpi_name")
);
--> statement-breakpoint
CREATE TABLE "weightages" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"type" smallint NOT NULL,
	"batch_id" varchar(24),
	"weights" jsonb NOT NULL,
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weightages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "weightages_scope_key" UNIQUE NULLS NOT DISTINCT("tenant_id","type","batch_id")
);
--> statement-breakpoint
CREATE TABLE "crm_form_data" (
	"tenant_id" varchar(24) NOT NULL,
	"user_session_id" varchar(24) NOT NULL,
	"form_id" varchar(24) NOT NULL,
	"label" text NOT NULL,
	"fields" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"submitted_by" varchar(24) NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_form_data_tenant_id_user_session_id_pk" PRIMARY KEY("tenant_id","user_session_id")
);
--> statement-breakpoint
CREATE TABLE "crm_forms" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"usecase_id" varchar(24) NOT NULL,
	"label" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_forms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_fk" FOREIGN KEY ("tenant_id","user_session_id") REFERENCES "public"."user_sessions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_assessment_fk" FOREIGN KEY ("tenant_id","assessment_id") REFERENCES "public"."assessments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weightages" ADD CONSTRAINT "weightages_batch_fk" FOREIGN KEY ("tenant_id","batch_id") REFERENCES "public"."batches"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_form_data" ADD CONSTRAINT "crm_form_data_session_fk" FOREIGN KEY ("tenant_id","user_session_id") REFERENCES "public"."user_sessions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_forms" ADD CONSTRAINT "crm_forms_usecase_fk" FOREIGN KEY ("tenant_id","usecase_id") REFERENCES "public"."usecases"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_id_key" ON "chat_messages" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_request_key" ON "chat_messages" USING btree ("tenant_id","user_session_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sessions_assessment_key" ON "user_sessions" USING btree ("tenant_id","assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sessions_scenario_key" ON "user_sessions" USING btree ("tenant_id","scenario_session_id");--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("tenant_id","user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_forms_usecase_key" ON "crm_forms" USING btree ("tenant_id","usecase_id");