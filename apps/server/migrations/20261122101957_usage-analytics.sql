CREATE TABLE "usage_events" (
	"tenant_id" varchar(24) NOT NULL,
	"id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"message_id" uuid NOT NULL,
	"event" text NOT NULL,
	"properties" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "usage_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_events_message_idx" ON "usage_events" USING btree ("tenant_id","user_id","message_id");--> statement-breakpoint
CREATE INDEX "usage_events_pending_idx" ON "usage_events" USING btree ("tenant_id","next_attempt_at") WHERE "usage_events"."forwarded_at" is null;--> statement-breakpoint
CREATE INDEX "usage_events_time_idx" ON "usage_events" USING btree ("tenant_id","occurred_at");