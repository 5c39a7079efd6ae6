CREATE TABLE "upload_job_issues" (
	"tenant_id" varchar(24) NOT NULL,
	"job_id" varchar(24) NOT NULL,
	"row_no" integer NOT NULL,
	"phase" text NOT NULL,
	"cells" jsonb NOT NULL,
	"remarks" jsonb NOT NULL,
	CONSTRAINT "upload_job_issues_tenant_id_job_id_row_no_pk" PRIMARY KEY("tenant_id","job_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "upload_job_rows" (
	"tenant_id" varchar(24) NOT NULL,
	"job_id" varchar(24) NOT NULL,
	"block" integer NOT NULL,
	"rows" bytea NOT NULL,
	CONSTRAINT "upload_job_rows_tenant_id_job_id_block_pk" PRIMARY KEY("tenant_id","job_id","block")
);
--> statement-breakpoint
CREATE TABLE "upload_jobs" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"headers" jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_by" varchar(24),
	"committed_at" timestamp with time zone,
	"idempotency_key" text,
	"result" jsonb,
	"outcomes" text,
	CONSTRAINT "upload_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "supervisor_role_l1" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "supervisor_department_l1" text;--> statement-breakpoint
ALTER TABLE "upload_job_issues" ADD CONSTRAINT "upload_job_issues_tenant_id_job_id_upload_jobs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."upload_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_job_rows" ADD CONSTRAINT "upload_job_rows_tenant_id_job_id_upload_jobs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."upload_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_jobs_creator_idx" ON "upload_jobs" USING btree ("tenant_id","created_by","created_at");