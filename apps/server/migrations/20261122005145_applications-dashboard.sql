CREATE TABLE "applications" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"name" text NOT NULL,
	"app_name" text NOT NULL,
	"category_name" text NOT NULL,
	"category_description" text DEFAULT '' NOT NULL,
	"is_admin_license" boolean DEFAULT false NOT NULL,
	"is_guardian_enabled" boolean DEFAULT true NOT NULL,
	"roles" jsonb NOT NULL,
	"min_w" real DEFAULT 1 NOT NULL,
	"min_h" real DEFAULT 0.5 NOT NULL,
	"default_size" text DEFAULT 'knowledge' NOT NULL,
	"widget_kind" text NOT NULL,
	"builtin_widget" text,
	"embed_url" text,
	"icon" text DEFAULT 'apps' NOT NULL,
	"accent" text DEFAULT '#1c7ed6' NOT NULL,
	"default_on_dashboard" boolean DEFAULT false NOT NULL,
	"about" jsonb NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_applications" (
	"tenant_id" varchar(24) NOT NULL,
	"application_id" varchar(24) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"roles" jsonb,
	"updated_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_applications_tenant_id_application_id_pk" PRIMARY KEY("tenant_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "user_application_access" (
	"tenant_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"application_id" varchar(24) NOT NULL,
	"access" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_application_access_tenant_id_user_id_application_id_pk" PRIMARY KEY("tenant_id","user_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_layouts" (
	"tenant_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"feature_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_layouts_tenant_id_user_id_feature_id_pk" PRIMARY KEY("tenant_id","user_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "kbot_sync_requests" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"scope" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"note" text,
	"requested_by" varchar(24) NOT NULL,
	"requested_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kbot_sync_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenant_applications" ADD CONSTRAINT "tenant_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_applications" ADD CONSTRAINT "tenant_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_application_access" ADD CONSTRAINT "user_application_access_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_application_access" ADD CONSTRAINT "user_application_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_application_access" ADD CONSTRAINT "user_application_access_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kbot_sync_requests" ADD CONSTRAINT "kbot_sync_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_application_id_key" ON "applications" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_category_idx" ON "applications" USING btree ("category_name");--> statement-breakpoint
CREATE INDEX "user_application_access_app_idx" ON "user_application_access" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "kbot_sync_requests_recent_idx" ON "kbot_sync_requests" USING btree ("tenant_id","created_at");